import { defineProject } from 'vitest/config';

// One real server for the whole suite (global setup), one browser profile per spec file, files one after the
// other: the suite drives a single app the way people would, and two cores cannot run browsers in parallel well.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts', '../test/shared-fixtures.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
