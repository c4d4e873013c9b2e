import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDataDir, runCli } from '../../test/process.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Each CLI run is a fresh Node process (tsx, PGlite start): seconds each, more on a loaded machine.
const PROCESS_TESTS = { timeout: 180_000 };

describe.skipIf(onPostgres)('carnet user … on the embedded database', PROCESS_TESTS, () => {
  let dataDir: string;
  const cli = (args: string[], input = '') => runCli(args, { DATA_DIR: dataDir }, input);

  beforeAll(async () => {
    dataDir = await prepareDataDir();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates, lists, disables, enables and re-passwords users', async () => {
    const created = await cli(
      ['user', 'create', 'bob', '--email', 'bob@example.com', '--staff', '--password-stdin'],
      'secret-de-bob\n',
    );
    expect(created.stderr).toBe('');
    expect(created).toMatchObject({ code: 0, stdout: 'Utilisateur « bob » créé (administrateur).\n' });
    expect((await cli(['user', 'create', 'carla', '--password-stdin'], 'secret-de-carla')).code).toBe(0);

    const listed = await cli(['user', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/bob\s+bob@example\.com\s+oui\s+oui\s+jamais/);
    expect(listed.stdout).toMatch(/carla\s+—\s+non\s+oui/);

    expect((await cli(['user', 'disable', 'carla'])).stdout).toBe('Compte « carla » désactivé.\n');
    expect((await cli(['user', 'list'])).stdout).toMatch(/carla\s+—\s+non\s+non/);
    expect((await cli(['user', 'enable', 'carla'])).stdout).toBe('Compte « carla » réactivé.\n');
    const passwd = await cli(['user', 'passwd', 'carla', '--password-stdin'], 'nouveau-secret\n');
    expect(passwd.code).toBe(0);
  });

  it('explains mistakes in French with a non-zero exit code', async () => {
    const short = await cli(['user', 'create', 'dora', '--password-stdin'], 'court');
    expect(short).toMatchObject({
      code: 1,
      stderr: 'Mot de passe : Le mot de passe doit contenir au moins 8 caractères.\n',
    });
    await cli(['user', 'create', 'eva', '--password-stdin'], 'secret-d-eva');
    const taken = await cli(['user', 'create', 'EVA', '--password-stdin'], 'secret-d-eva');
    expect(taken).toMatchObject({ code: 1, stderr: 'Un utilisateur avec ce nom existe déjà.\n' });
    expect(await cli(['user', 'disable', 'personne'])).toMatchObject({
      code: 1,
      stderr: 'Utilisateur « personne » introuvable.\n',
    });
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(180)}.example.com`;
    expect(
      await cli(['user', 'create', 'fanny', '--email', longEmail, '--password-stdin'], 'secret-de-fanny'),
    ).toMatchObject({
      code: 1,
      stderr: 'E-mail : 254 caractères au maximum.\n',
    });
    const usage = await cli(['user', 'explode']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run carnet -- user create <nom>');
  });

  it('takes over a stale lock left by a dead process', async () => {
    writeFileSync(join(dataDir, 'carnet.lock'), JSON.stringify({ pid: 2 ** 22 + 1, startTime: '1' }));
    expect((await cli(['user', 'list'])).code).toBe(0);
    expect(existsSync(join(dataDir, 'carnet.lock'))).toBe(false);
  });

  it('works on a brand-new DATA_DIR (runs the migrations first)', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'carnet-fresh-'));
    try {
      const created = await runCli(
        ['user', 'create', 'zoe', '--password-stdin'],
        { DATA_DIR: fresh },
        'secret-de-zoe',
      );
      expect(created).toMatchObject({ code: 0, stdout: 'Utilisateur « zoe » créé.\n' });
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});

describe.runIf(onPostgres)('carnet user … on PostgreSQL (DATABASE_URL)', PROCESS_TESTS, () => {
  it('creates and lists users on the server database', async () => {
    const database = await openTestDatabase();
    try {
      const env = {
        DATABASE_URL: database.url ?? '',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'carnet-unused-')),
      };
      expect((await runCli(['user', 'create', 'pat', '--password-stdin'], env, 'secret-de-pat')).code).toBe(
        0,
      );
      expect((await runCli(['user', 'list'], env)).stdout).toContain('pat');
    } finally {
      await database.close();
    }
  });
});
