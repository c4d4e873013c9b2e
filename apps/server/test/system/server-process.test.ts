import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDataDir, runCli, type ServerProcess, startServer } from '../process.ts';

const LOCKED_MESSAGE =
  /La base de données intégrée \(.+\) est déjà utilisée par un autre processus Carnet \(pid \d+\)/;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the server process on the embedded database',
  { timeout: 180_000 },
  () => {
    let dataDir: string;
    let server: ServerProcess;

    beforeAll(async () => {
      dataDir = await prepareDataDir();
      server = await startServer({ DATA_DIR: dataDir, CARNET_ADMIN_PASSWORD: 'mot-de-passe-admin' });
    }, 180_000);

    afterAll(() => {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('creates the first admin on an empty database, without printing a configured password', async () => {
      // Printed last, after the server already answers: a busy machine writes it a moment after that answer.
      await vi.waitFor(
        () =>
          expect(server.output()).toContain(
            'Compte administrateur créé : admin / (mot de passe de CARNET_ADMIN_PASSWORD)',
          ),
        { timeout: 10_000 },
      );
      expect(server.output()).not.toContain('mot-de-passe-admin');
      // Set apart as the last thing printed, after the line saying where Carnet listens.
      const output = server.output();
      expect(output.indexOf('Compte administrateur créé')).toBeGreaterThan(
        output.indexOf('Carnet écoute sur'),
      );
      expect(output).not.toContain('Ce mot de passe ne sera plus affiché');
      const login = await fetch(`${server.baseUrl}/auth/jwt/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'mot-de-passe-admin' }),
      });
      expect(login.status).toBe(200);
    });

    it('refuses a second process on the same DATA_DIR with a clear French message', async () => {
      const cli = await runCli(['user', 'list'], { DATA_DIR: dataDir });
      expect(cli.code).toBe(1);
      expect(cli.stderr).toMatch(LOCKED_MESSAGE);
      const backup = await runCli(['backup', join(dataDir, 'pendant.backup.gz')], { DATA_DIR: dataDir });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toMatch(LOCKED_MESSAGE);
      expect(existsSync(join(dataDir, 'pendant.backup.gz'))).toBe(false);
      const second = await startServer({ DATA_DIR: dataDir }).catch((error: Error) => error);
      expect(second).toBeInstanceOf(Error);
      expect(String(second)).toMatch(LOCKED_MESSAGE);
    });

    it('on SIGTERM finishes the requests in flight, closes the database and releases the lock', async () => {
      const attempt = () =>
        fetch(`${server.baseUrl}/auth/jwt/create/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'mauvais-mot-de-passe' }),
        }).then((response) => response.status);
      const inFlight = [attempt(), attempt(), attempt(), attempt(), attempt()];
      await Promise.race(inFlight); // every request has reached the server; some are still being answered
      server.child.kill('SIGTERM');
      const statuses = await Promise.all(inFlight); // none is cut off: each gets a complete answer
      expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(2);
      expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('Carnet est arrêté.');
      expect(existsSync(join(dataDir, 'carnet.lock'))).toBe(false);
      const cli = await runCli(['user', 'list'], { DATA_DIR: dataDir });
      expect(cli.code).toBe(0);
      expect(cli.stdout).toMatch(/admin\s+—\s+oui\s+oui\s+\d{4}-/);
    });
  },
);
