import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Separate from vite.config.ts: Vite's root is this folder and tests need no Tailwind (ARCHITECTURE.md pitfall).
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Component tests drive a real router and user events; two busy cores need more than the default 5 s.
    testTimeout: 15_000,
  },
});
