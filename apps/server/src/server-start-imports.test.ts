import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir, startServer } from '../test/process.ts';

const workDir = mkdtempSync(join(tmpdir(), 'carnet-start-imports-'));
const loadedList = join(workDir, 'loaded.txt');

// Module hooks that write down every module the process loads, registered before the server's own code.
const recorder = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(loadedList)}, url + '\\n');
  return next(url, context);
}`;
const register = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(recorder)}));`;

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function modulesLoadedByAStart(): Promise<string[]> {
  const dataDir = await prepareDataDir();
  try {
    const server = await startServer({
      DATA_DIR: dataDir,
      NODE_OPTIONS: `--import data:text/javascript,${encodeURIComponent(register)}`,
    });
    server.child.kill('SIGTERM');
    await server.exited;
    return readFileSync(loadedList, 'utf8').split('\n').filter(Boolean);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// DESIGN §9: start < 2 s and idle RSS < 350 MB embedded; every module loaded at start costs both.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'what a server start loads',
  { timeout: 180_000 },
  () => {
    it('not sharp, file-type or the S3 SDK (first upload, S3 only), and only the JWT parts of jose', async () => {
      const loaded = await modulesLoadedByAStart();
      expect(loaded.some((url) => url.endsWith('/apps/server/src/server.ts'))).toBe(true);
      expect(loaded.filter((url) => /\/node_modules\/(sharp|file-type|@aws-sdk)\//.test(url))).toEqual([]);
      expect(loaded.filter((url) => url.includes('/node_modules/jose/')).length).toBeLessThan(20);
    });
  },
);
