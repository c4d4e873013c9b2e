import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.CARNET_API_URL ?? 'http://127.0.0.1:8000';
const proxy = { '/api': apiTarget, '/auth': apiTarget };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { proxy },
  preview: { proxy },
});
