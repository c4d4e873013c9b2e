import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { runCli } from '../../test/process.ts';
import { arrangeJournal } from '../../test/support/backup-test-support.ts';
import { storedUploads } from '../../test/support/screenshot-test-support.ts';
import { createBackupFileWriter } from '../backup/backup-file-writer.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../backup/backup-format.ts';
import { readMigrationJournal } from '../backup/migration-level.ts';
import { writeBackup } from '../backup/write-backup.ts';
import { hashPassword } from '../features/users/passwords.ts';
import { createMediaBackend } from '../media/index.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const t = useTestApp();
const folder = mkdtempSync(join(tmpdir(), 'carnet-backup-cli-'));
const fromTestApp = join(folder, 'test-app.carnet-backup.gz');
const fromFreshDataDir = join(folder, 'fresh-data-dir.carnet-backup.gz');
const freshDataDir = join(folder, 'fresh-data');

// Each CLI run is a fresh Node process (tsx, PGlite start, initdb on a fresh DATA_DIR): seconds each.
const PROCESS_TESTS = { timeout: 180_000 };

beforeAll(async () => {
  await arrangeJournal(t, await t.createUser('cli-alice'));
  const media = createMediaBackend({ dataDir: t.config.dataDir, signingSecret: t.config.jwtSecret });
  const driver = postgresUrl ? 'postgres' : 'pglite';
  await writeBackup({ database: { db: t.db, driver }, media, path: fromTestApp });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('carnet backup and carnet restore', PROCESS_TESTS, () => {
  it('restores into a fresh DATA_DIR (database and media), which backs up in turn', async () => {
    const restored = await runCli(['restore', fromTestApp], { DATA_DIR: freshDataDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /^Sauvegarde du \d{4}-\d\d-\d\dT[\d:.]+Z restaurée depuis .+test-app\.carnet-backup\.gz \([\d,]+ s\)\.\n {2}\d+ lignes dans \d+ tables \(1 utilisateur, 2 opérations\), 6 fichiers média\.\n$/,
    );
    const restoredMedia = await storedUploads(freshDataDir);
    expect(restoredMedia).toEqual(await storedUploads(t.config.dataDir));
    for (const key of restoredMedia) {
      expect(readFileSync(join(freshDataDir, 'uploads', key))).toEqual(
        readFileSync(join(t.config.dataDir, 'uploads', key)),
      );
    }
    expect((await runCli(['user', 'list'], { DATA_DIR: freshDataDir })).stdout).toMatch(/cli-alice\s/);

    const again = await runCli(['restore', fromTestApp], { DATA_DIR: freshDataDir });
    expect(again).toMatchObject({ code: 1 });
    expect(again.stderr).toMatch(/^La base de données cible n'est pas vide \(tables users, /);

    const backedUp = await runCli(['backup', fromFreshDataDir], { DATA_DIR: freshDataDir });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toMatch(
      /^Sauvegarde écrite : .+fresh-data-dir\.carnet-backup\.gz \([\d,]+ Mo, [\d,]+ s\)\.\n {2}\d+ lignes dans \d+ tables \(1 utilisateur, 2 opérations\), 6 fichiers média\.\n$/,
    );
  });

  it.skipIf(!postgresUrl)('moves an embedded install to an empty PostgreSQL database', async () => {
    const name = `carnet_restore_${process.pid}_${Date.now()}`;
    const server = new pg.Client({ connectionString: postgresUrl });
    await server.connect();
    await server.query(`create database ${name}`);
    try {
      const url = new URL(postgresUrl ?? '');
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.toString(), DATA_DIR: join(folder, 'postgres-media') };
      const restored = await runCli(['restore', fromFreshDataDir], env);
      expect(restored.stderr).toBe('');
      expect((await runCli(['user', 'list'], env)).stdout).toMatch(/cli-alice\s/);
      expect(await storedUploads(env.DATA_DIR)).toHaveLength(6);
    } finally {
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });

  it('restores a backup taken before later migrations, then applies them', async () => {
    const [foundation] = await readMigrationJournal();
    const old = join(folder, 'foundation.carnet-backup.gz');
    const writer = await createBackupFileWriter(old);
    const header = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      created_at: '2026-01-02T03:04:05.000Z',
      migration: foundation,
      database: 'pglite',
    };
    await writer.writeLine(JSON.stringify(header));
    // The users table as the first migration created it.
    const columns = [
      'id',
      'username',
      'email',
      'password_hash',
      'is_staff',
      'is_active',
      'date_joined',
      'last_login',
    ];
    await writer.writeLine(JSON.stringify({ table: 'users', columns }));
    const row = {
      id: 41,
      username: 'ancienne',
      email: '',
      password_hash: await hashPassword('un-ancien-secret'),
      is_staff: true,
      is_active: true,
      date_joined: '2026-01-01T00:00:00+00:00',
      last_login: null,
    };
    await writer.writeLine(JSON.stringify([row]));
    await writer.writeLine(JSON.stringify({ end: { rows: { users: 1 }, media: 0 } }));
    await writer.finish();

    const dataDir = join(folder, 'old-data');
    const restored = await runCli(['restore', old], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain('1 ligne dans 1 table (1 utilisateur, 0 opération), 0 fichier média.');
    const created = await runCli(
      ['user', 'create', 'nouvelle', '--password-stdin'],
      { DATA_DIR: dataDir },
      'secret-nouveau',
    );
    expect(created.code).toBe(0);
    const listed = (await runCli(['user', 'list'], { DATA_DIR: dataDir })).stdout;
    expect(listed).toMatch(/ancienne\s+—\s+oui\s+oui/);
    expect(listed).toMatch(/nouvelle\s+—\s+non\s+oui/);
  });

  it('explains mistakes in French before opening any database', async () => {
    const usage = await runCli(['backup'], { DATA_DIR: join(folder, 'never-created') });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run carnet -- backup <fichier>');
    const missing = join(folder, 'absente.gz');
    expect(await runCli(['restore', missing], { DATA_DIR: join(folder, 'never-created') })).toMatchObject({
      code: 1,
      stderr: `Fichier de sauvegarde introuvable : ${missing}\n`,
    });
    expect(existsSync(join(folder, 'never-created'))).toBe(false);
  });
});
