import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests run hundreds of cases: give them room on a busy two-core machine.
    testTimeout: 30_000,
  },
});
