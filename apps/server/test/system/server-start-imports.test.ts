import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, builtServer, prepareDataDir, startServer } from '../process.ts';

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

/** The modules a start of `buildDir`'s server loads, as `npm start` runs it (the bundle of build.mjs). */
async function modulesLoadedByAStart(buildDir: string): Promise<string[]> {
  const dataDir = await prepareDataDir();
  try {
    const server = await startServer(
      { DATA_DIR: dataDir, NODE_OPTIONS: `--import data:text/javascript,${encodeURIComponent(register)}` },
      builtServer(buildDir),
    );
    server.child.kill('SIGTERM');
    await server.exited;
    return readFileSync(loadedList, 'utf8').split('\n').filter(Boolean);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// docs/budgets.md: start < 2 s and idle RSS < 350 MB embedded; every module loaded at start costs both.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'what a server start loads',
  { timeout: 180_000 },
  () => {
    it("not sharp, file-type, the S3 SDK or the platforms' parsers, and only the JWT parts of jose", async () => {
      const buildDir = await buildServer();
      try {
        const loaded = await modulesLoadedByAStart(buildDir);
        expect(loaded).toContain(pathToFileURL(join(buildDir, 'server.mjs')).href);
        // Loaded on the first upload (the S3 SDK only when S3 is configured); the readers of @carnet/importers
        // and their HTML parser, on the import worker thread only.
        expect(
          loaded.filter((url) => /\/node_modules\/(sharp|file-type|@aws-sdk|htmlparser2)\//.test(url)),
        ).toEqual([]);
        expect(loaded.filter((url) => url.includes('/node_modules/jose/')).length).toBeLessThan(20);
      } finally {
        rmSync(buildDir, { recursive: true, force: true });
      }
    });
  },
);
