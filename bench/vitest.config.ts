import { defineProject } from 'vitest/config';

// The benchmark's own logic (its history of figures): plain Node, no database, no server.
export default defineProject({
  test: { name: 'bench', include: ['**/*.test.ts'], environment: 'node' },
});
