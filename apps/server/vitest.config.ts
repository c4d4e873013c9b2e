import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates once into a PGlite template (or checks TEST_DATABASE_URL), each file opening its own copy;
    // says once when the real platform files beside the repository are absent.
    globalSetup: ['./test/global-setup.ts', '../../test/shared-fixtures.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
