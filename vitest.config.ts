import { defineConfig } from 'vitest/config';

// Each workspace owns its own vitest.config.ts (environment, setup, timeouts).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'e2e', 'scripts', 'bench'],
  },
});
