import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.ts';
import { type MediaBackend, readMediaObject } from '../media/index.ts';
import { type BackupFileWriter, createBackupFileWriter } from './backup-file-writer.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupHeader,
  backupMessages,
} from './backup-format.ts';
import { backedUpTables, MEDIA_KEY_COLUMNS } from './backup-tables.ts';
import { appliedMigrationWhen, readMigrationJournal } from './migration-level.ts';
import { type CatalogColumn, readTableCatalog } from './table-catalog.ts';

/** About 1 MB of JSON per batch of trades: few round trips, bounded memory. */
const ROWS_PER_BATCH = 1000;

export type BackupOptions = {
  database: Pick<Database, 'db' | 'driver'>;
  media: Pick<MediaBackend, 'open'>;
  path: string;
  now?: () => Date;
  /** Stops a backup between two batches (server shutdown); the partial file is removed. */
  signal?: AbortSignal;
};

export type BackupSummary = {
  header: BackupHeader;
  rows: Record<string, number>;
  media: number;
  /** Keys named by rows of the snapshot whose object was already gone when copied (deleted since). */
  missingMedia: string[];
  bytes: number;
};

/**
 * A consistent copy: every table in one REPEATABLE READ, READ ONLY transaction (one snapshot), then the media
 * those rows name. Media keys are never reused, so copying them after the snapshot changes nothing — except
 * for an object deleted meanwhile, which is reported as missing. On the embedded database the transaction holds
 * PGlite's only connection: requests wait for the tables (not the media) to be read.
 */
export async function writeBackup(options: BackupOptions): Promise<BackupSummary> {
  const { database, media, path, now = () => new Date(), signal } = options;
  const writer = await createBackupFileWriter(path);
  try {
    const snapshot = await database.db.transaction(
      async (tx) => {
        const header = await writeHeader(tx, writer, database.driver, now());
        return { header, ...(await writeTables(tx, writer, signal)) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const missingMedia: string[] = [];
    let copied = 0;
    for (const key of snapshot.mediaKeys) {
      signal?.throwIfAborted();
      const object = await media.open(key);
      if (object === null) {
        missingMedia.push(key);
        continue;
      }
      const bytes = await readMediaObject(object);
      await writer.writeLine(JSON.stringify({ media: key, bytes: bytes.length }));
      await writer.writeBytes(bytes);
      copied += 1;
    }
    await writer.writeLine(JSON.stringify({ end: { rows: snapshot.rows, media: copied } }));
    const bytes = await writer.finish();
    return { header: snapshot.header, rows: snapshot.rows, media: copied, missingMedia, bytes };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

async function writeHeader(tx: Db, writer: BackupFileWriter, driver: Database['driver'], at: Date) {
  const applied = await appliedMigrationWhen(tx);
  const migration = (await readMigrationJournal()).find((entry) => entry.when === applied);
  if (migration === undefined) throw new BackupError(backupMessages.newerDatabase);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    created_at: at.toISOString(),
    migration,
    database: driver,
  };
  await writer.writeLine(JSON.stringify(header));
  return header;
}

async function writeTables(tx: Db, writer: BackupFileWriter, signal: AbortSignal | undefined) {
  const catalog = await readTableCatalog(tx);
  const rows: Record<string, number> = {};
  const mediaKeys = new Set<string>();
  for (const table of backedUpTables()) {
    const columns = catalog.get(table);
    if (columns === undefined) throw new Error(`table ${table} is missing from the database`);
    const names = columns.filter((column) => !column.isGenerated).map((column) => column.name);
    await writer.writeLine(JSON.stringify({ table, columns: names }));
    rows[table] = await writeRows(tx, writer, table, primaryKey(table, columns), signal);
    for (const column of MEDIA_KEY_COLUMNS) {
      if (!names.includes(column)) continue;
      const keys = await tx
        .select({ key: sql<string>`${sql.identifier(column)}` })
        .from(sql`${sql.identifier(table)}`);
      for (const { key } of keys) mediaKeys.add(key);
    }
  }
  return { rows, mediaKeys: [...mediaKeys].sort() };
}

/** A column of a table's primary key, with its type as PostgreSQL spells it (to cast the last key read back). */
type KeyColumn = { name: string; type: string };

/**
 * Batches in primary-key order (keyset pagination, a composite key compared as a row: the candles' series and
 * time), each packed by PostgreSQL into one text value.
 */
async function writeRows(
  tx: Db,
  writer: BackupFileWriter,
  table: string,
  keys: readonly KeyColumn[],
  signal?: AbortSignal,
) {
  const columns = sql.join(
    keys.map((key) => sql.identifier(key.name)),
    sql`, `,
  );
  const ascending = sql.join(
    keys.map((key) => sql`b.${sql.identifier(key.name)}`),
    sql`, `,
  );
  const descending = sql.join(
    keys.map((key) => sql`b.${sql.identifier(key.name)} desc`),
    sql`, `,
  );
  let last: unknown[] | null = null;
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const previous = last;
    const after: SQL =
      previous === null
        ? sql`true`
        : sql`(${columns}) > (${sql.join(
            keys.map((key, index) => sql`${String(previous[index])}::${sql.raw(key.type)}`),
            sql`, `,
          )})`;
    const [batch]: { rows: string | null; last: string | null; count: number }[] = await tx
      .select({
        rows: sql<string | null>`string_agg(row_to_json(b)::text, ',' order by ${ascending})`,
        last: sql<
          string | null
        >`((array_agg(json_build_array(${ascending}) order by ${descending}))[1])::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(
        sql`(select * from ${sql.identifier(table)} where ${after} order by ${columns} limit ${ROWS_PER_BATCH}) as b`,
      );
    if (!batch || batch.rows === null || batch.last === null) return total;
    await writer.writeLine(`[${batch.rows}]`);
    total += batch.count;
    last = JSON.parse(batch.last);
    if (batch.count < ROWS_PER_BATCH) return total;
  }
}

/** The table's primary key, one column (an integer id) or several (the candles' series and time). */
function primaryKey(table: string, columns: readonly CatalogColumn[]): KeyColumn[] {
  const keys = columns.filter((column) => column.isPrimaryKey);
  if (keys.length === 0) throw new Error(`table ${table} needs a primary key to be backed up`);
  return keys.map(({ name, type }) => ({ name, type }));
}
