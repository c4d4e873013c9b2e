import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../../src/paths.ts';
import {
  buildServer,
  builtCli,
  builtServer,
  prepareDataDir,
  runCli,
  type ServerProcess,
  startServer,
} from '../process.ts';

const ADMIN_PASSWORD = 'mot-de-passe-du-build';

// npm start runs the bundle of build.mjs, not the source: it must find the migrations and the web app from its
// own folder and work end to end.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the server and command line built by build.mjs',
  { timeout: 180_000 },
  () => {
    let buildDir: string;
    let dataDir: string;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      [buildDir, dataDir] = await Promise.all([buildServer(), prepareDataDir()]);
    }, 180_000);

    afterAll(() => {
      server?.child.kill('SIGKILL');
      rmSync(buildDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('starts on the migrated DATA_DIR, logs the first admin in, serves the web app and stops on SIGTERM', async () => {
      server = await startServer(
        { DATA_DIR: dataDir, CARNET_ADMIN_PASSWORD: ADMIN_PASSWORD },
        builtServer(buildDir),
      );
      const login = await fetch(`${server.baseUrl}/auth/jwt/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ access: expect.any(String) });

      const builtIndex = join(WEB_DIST_DIR, 'index.html');
      if (existsSync(builtIndex)) {
        const index = await fetch(`${server.baseUrl}/`);
        expect(index.status).toBe(200);
        expect(await index.text()).toBe(readFileSync(builtIndex, 'utf8'));
      }

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });

    it('runs the command line on the same database once the server has stopped', async () => {
      const list = await runCli(['user', 'list'], { DATA_DIR: dataDir }, '', builtCli(buildDir));
      expect(list.stderr).toBe('');
      expect(list.code).toBe(0);
      expect(list.stdout).toMatch(/^\d+\s+admin\s/m);
    });
  },
);
