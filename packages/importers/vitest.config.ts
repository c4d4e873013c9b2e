import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'importers',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Says once when the real platform files beside the repository are absent (their suites are then skipped).
    globalSetup: ['../../test/shared-fixtures.ts'],
  },
});
