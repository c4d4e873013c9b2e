import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, WEB_DIST_DIR } from './paths.ts';

// From dist/ (the build npm start runs) the same folders are checked by server-build.test.ts.
describe('the folders the server reads at run time, from src/', () => {
  it('finds the committed migrations and the web build folder of this repository', () => {
    expect(existsSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'))).toBe(true);
    expect(WEB_DIST_DIR).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });
});
