import { defineProject } from 'vitest/config';

// The repository's own tooling (npm run check's scripts): plain Node, no database, no browser.
export default defineProject({
  test: { name: 'scripts', include: ['**/*.test.mjs'], environment: 'node' },
});
