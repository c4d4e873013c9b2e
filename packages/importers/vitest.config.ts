import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'importers', include: ['src/**/*.test.ts'], environment: 'node' },
});
