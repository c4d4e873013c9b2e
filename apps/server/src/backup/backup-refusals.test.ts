import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { arrangeJournal } from '../../test/support/backup-test-support.ts';
import { storedUploads } from '../../test/support/screenshot-test-support.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createMediaBackend } from '../media/index.ts';
import { backedUpTables } from './backup-tables.ts';
import { restoreBackup } from './restore-backup.ts';
import { nonEmptyTables } from './target-checks.ts';
import { writeBackup } from './write-backup.ts';

const t = useTestApp();
const folder = mkdtempSync(join(tmpdir(), 'carnet-backup-refusals-'));
const targetDataDir = join(folder, 'target-data');
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const good = join(folder, 'good.carnet-backup.gz');
let target: TestDatabase;

beforeAll(async () => {
  await arrangeJournal(t, await t.createUser('refus-alice'));
  const media = createMediaBackend({ dataDir: t.config.dataDir, signingSecret: t.config.jwtSecret });
  await writeBackup({ database: { db: t.db, driver }, media, path: good });
  target = await openTestDatabase();
});

afterAll(async () => {
  await target?.close();
  rmSync(folder, { recursive: true, force: true });
});

const restore = (path: string) =>
  restoreBackup({
    database: target,
    media: createMediaBackend({ dataDir: targetDataDir, signingSecret: t.config.jwtSecret }),
    path,
  });

/** A copy of the good backup with one line changed (latin1 keeps every other byte as it was). */
function withLine(name: string, index: (lines: string[]) => number, change: (record: object) => object) {
  const lines = gunzipSync(readFileSync(good)).toString('latin1').split('\n');
  const at = index(lines);
  lines[at] = JSON.stringify(change(JSON.parse(lines[at] ?? '{}')));
  const path = join(folder, name);
  writeFileSync(path, gzipSync(Buffer.from(lines.join('\n'), 'latin1')));
  return path;
}

const header = () => 0;
/** The end record: the last line before the final newline. */
const end = (lines: string[]) => lines.length - 2;

describe('restore refuses, in French, and leaves the target as it was', () => {
  it('a missing file', async () => {
    await expect(restore(join(folder, 'absent.gz'))).rejects.toThrow(
      `Fichier de sauvegarde introuvable : ${join(folder, 'absent.gz')}`,
    );
  });

  it('a file that is no backup, compressed or not', async () => {
    const text = join(folder, 'notes.txt');
    writeFileSync(text, 'Ceci est une note.\n');
    await expect(restore(text)).rejects.toThrow(`${text} n'est pas une sauvegarde Carnet.`);
    const other = join(folder, 'other.json.gz');
    writeFileSync(other, gzipSync('{"hello":"world"}\n'));
    await expect(restore(other)).rejects.toThrow(`${other} n'est pas une sauvegarde Carnet.`);
  });

  it('another format version, and a backup from a newer Carnet', async () => {
    const future = withLine('future-format.gz', header, (record) => ({ ...record, version: 2 }));
    await expect(restore(future)).rejects.toThrow(
      'Cette sauvegarde est au format 2, que cette version de Carnet ne sait pas lire (format 1).',
    );
    const newer = withLine('newer.gz', header, (record) => ({
      ...record,
      migration: { tag: '9999_futur', when: 4_102_444_800_000 },
    }));
    await expect(restore(newer)).rejects.toThrow(
      "Cette sauvegarde vient d'une version plus récente de Carnet (migration 9999_futur) : " +
        'mettez Carnet à jour avant de la restaurer.',
    );
  });

  it('a file whose counts disagree with its content, removing the media already written back', async () => {
    const miscounted = withLine('miscounted.gz', end, () => ({ end: { rows: { users: 1 }, media: 6 } }));
    await expect(restore(miscounted)).rejects.toThrow(
      `La sauvegarde ${miscounted} est illisible ou incomplète (fichier corrompu ou tronqué) : ` +
        'liste des tables incohérente',
    );
    expect(await storedUploads(targetDataDir)).toEqual([]);
    expect(await nonEmptyTables(target.db, backedUpTables())).toEqual([]);
  });

  it('a corrupt file (checksum) and a truncated one', async () => {
    const bytes = readFileSync(good);
    const corrupt = join(folder, 'corrupt.gz');
    const flipped = Buffer.from(bytes);
    const crcAt = flipped.length - 8; // the gzip trailer: CRC-32 of the whole content
    flipped[crcAt] = (flipped[crcAt] ?? 0) ^ 0xff;
    writeFileSync(corrupt, flipped);
    await expect(restore(corrupt)).rejects.toThrow(
      `La sauvegarde ${corrupt} est illisible ou incomplète (fichier corrompu ou tronqué) : ` +
        'données compressées altérées (somme de contrôle ou contenu)',
    );
    expect(await storedUploads(targetDataDir)).toEqual([]);

    const truncated = join(folder, 'truncated.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expect(restore(truncated)).rejects.toThrow('fin de fichier inattendue');
    expect(await storedUploads(targetDataDir)).toEqual([]);
    expect(await nonEmptyTables(target.db, backedUpTables())).toEqual([]);
  });

  it('a target that holds data', async () => {
    await expect(
      restoreBackup({
        database: { ...target, db: t.db, migrate: () => Promise.resolve() },
        media: createMediaBackend({ dataDir: targetDataDir, signingSecret: t.config.jwtSecret }),
        path: good,
      }),
    ).rejects.toThrow(/^La base de données cible n'est pas vide \(tables users, .*\) : une restauration/);
  });

  it('writing over an existing file', async () => {
    const media = createMediaBackend({ dataDir: t.config.dataDir, signingSecret: t.config.jwtSecret });
    const before = readFileSync(good);
    await expect(writeBackup({ database: { db: t.db, driver }, media, path: good })).rejects.toThrow(
      `Le fichier ${good} existe déjà : choisissez un autre nom.`,
    );
    expect(readFileSync(good)).toEqual(before);
  });

  it('after every refusal, the untouched target takes the good backup', async () => {
    const restored = await restore(good);
    expect(restored.rows.users).toBe(1);
    expect(await storedUploads(targetDataDir)).toHaveLength(6);
  });
});
