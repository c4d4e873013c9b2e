import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir, runCli } from '../../test/process.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Each run is a fresh Node process (tsx, database start) loading a year of trades with their exits and history:
// seconds each, but one test runs two of them and took 175 s on a machine loaded 8–19 on 2 cores.
const PROCESS_TESTS = { timeout: 300_000 };
const FROM_VARIABLE = 'Compte de démonstration : demo / (mot de passe de CARNET_DEMO_PASSWORD)';

describe.skipIf(onPostgres)('npm run carnet -- demo, on the embedded database', PROCESS_TESTS, () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the demo, names CARNET_DEMO_PASSWORD without printing it, and reloads it with a new password', async () => {
    const dataDir = await prepareDataDir();
    dataDirs.push(dataDir);
    const first = await runCli(['demo'], { DATA_DIR: dataDir, CARNET_DEMO_PASSWORD: 'secret-de-la-demo' });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(FROM_VARIABLE);
    expect(first.stdout).not.toContain('secret-de-la-demo');
    expect(first.stdout).toMatch(/Opérations : \d{3} \(\d{3} clôturées/);
    expect(first.stdout).toContain('Lancez Carnet (npm start)');

    const second = await runCli(['demo'], { DATA_DIR: dataDir });
    expect(second.code).toBe(0);
    const password = /Compte de démonstration : demo \/ (\S{20})\n/.exec(second.stdout)?.[1];
    expect(password).toBeDefined();
    // Same data the second time (the counts line is the same; only the password changed).
    expect(second.stdout.split('\n').slice(1)).toEqual(first.stdout.split('\n').slice(1));
    expect((await runCli(['user', 'list'], { DATA_DIR: dataDir })).stdout).toMatch(
      / demo\s+demo@example\.com\s+non\s+oui/,
    );
  });

  it('refuses with a French message and exit code 1 when demo is a real account', async () => {
    const dataDir = await prepareDataDir();
    dataDirs.push(dataDir);
    const created = await runCli(
      ['user', 'create', 'demo', '--password-stdin'],
      { DATA_DIR: dataDir },
      'un-vrai-compte',
    );
    expect(created.code).toBe(0);
    const refused = await runCli(['demo'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      "Un utilisateur « demo » existe déjà et n'est pas un compte de démonstration",
    );
  });

  it('says how to use it when given arguments (exit code 2)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carnet-unused-'));
    dataDirs.push(dataDir);
    const usage = await runCli(['demo', '--now'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run demo');
  });
});

describe.runIf(onPostgres)('npm run carnet -- demo, on PostgreSQL (DATABASE_URL)', PROCESS_TESTS, () => {
  it('loads the demo into the server database', async () => {
    const database = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'carnet-demo-media-'));
    try {
      const loaded = await runCli(['demo'], { DATABASE_URL: database.url ?? '', DATA_DIR: dataDir });
      expect(loaded.stderr).toBe('');
      expect(loaded.code).toBe(0);
      expect(loaded.stdout).toMatch(/Opérations : \d{3} \(\d{3} clôturées/);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
