import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import type { MigrationLevel } from './backup-format.ts';

const journalSchema = z.looseObject({
  entries: z.array(z.looseObject({ tag: z.string(), when: z.number().int() })),
});

/** drizzle-kit's journal of the repository's migrations, oldest first. */
export async function readMigrationJournal(folder = MIGRATIONS_FOLDER): Promise<MigrationLevel[]> {
  const journal = journalSchema.parse(JSON.parse(await readFile(join(folder, 'meta/_journal.json'), 'utf8')));
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The `when` of the last migration applied to the database (drizzle stores it as `created_at`), or null before
 * the first one.
 */
export async function appliedMigrationWhen(db: Db): Promise<number | null> {
  const [table] = await db
    .select({ exists: sql<boolean>`to_regclass('drizzle.__drizzle_migrations') is not null` })
    .from(sql`(select 1) as probe`);
  if (!table?.exists) return null;
  const [last] = await db
    .select({ when: sql<string | null>`max(created_at)::text` })
    .from(sql`drizzle.__drizzle_migrations`);
  return last?.when == null ? null : Number(last.when);
}

/**
 * A copy of the migrations folder that stops at `level`: applying it brings a fresh database to the schema a
 * backup was taken at, before its rows go in and the later migrations run on them.
 */
export async function migrationsUpTo(
  level: MigrationLevel,
): Promise<{ folder: string; remove(): Promise<void> }> {
  const journalText = await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8');
  const journal = journalSchema.parse(JSON.parse(journalText));
  const end = journal.entries.findIndex((entry) => entry.when === level.when && entry.tag === level.tag);
  if (end === -1) throw new RangeError(`unknown migration ${level.tag}`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = await mkdtemp(join(tmpdir(), 'carnet-migrations-'));
  try {
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    }
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
