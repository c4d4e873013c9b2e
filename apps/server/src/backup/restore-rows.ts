import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type MediaBackend, parseMediaKey } from '../media/index.ts';
import type { BackupFileReader } from './backup-file-reader.ts';
import { type BackupEnd, BackupError, backupMessages, backupRecordSchema } from './backup-format.ts';
import { type CatalogColumn, readTableCatalog } from './table-catalog.ts';

export type RestoredRows = { rows: Record<string, number>; media: number };

type Corrupt = (detail: string) => BackupError;

/**
 * Reads everything after the header in one transaction: row batches go in through `jsonb_to_recordset` (ids
 * kept, so media keys and links stay valid), media objects are written back as they come, and the end record's
 * counts are checked before the identity sequences move past the restored ids. On any failure the transaction
 * rolls back and the media already written are deleted again.
 */
export async function insertBackupRows(
  db: Db,
  reader: BackupFileReader,
  media: Pick<MediaBackend, 'put' | 'delete'>,
  path: string,
): Promise<RestoredRows> {
  const corrupt: Corrupt = (detail) => new BackupError(backupMessages.corrupt(path, detail));
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const catalog = await readTableCatalog(tx);
      const tables: string[] = [];
      let insert: ((batch: string) => Promise<void>) | null = null;
      for (;;) {
        const line = await reader.readLine();
        if (line === null) throw corrupt('fin de fichier inattendue');
        if (line.startsWith('[')) {
          if (insert === null) throw corrupt('lignes avant toute table');
          await insert(line);
          continue;
        }
        const record = parseRecord(line, corrupt);
        if ('table' in record) {
          if (tables.includes(record.table)) throw corrupt(`table ${record.table} en double`);
          insert = prepareInsert(tx, catalog, record, corrupt);
          tables.push(record.table);
        } else if ('media' in record) {
          const key = parseMediaKey(record.media);
          if (key === null) throw corrupt(`clé de média invalide ${record.media}`);
          const bytes = await reader.readBytes(record.bytes);
          written.push(record.media);
          await media.put(record.media, bytes, key.contentType);
        } else {
          await checkCounts(tx, record.end, tables, written.length, corrupt);
          if ((await reader.readLine()) !== null) throw corrupt('données après la fin');
          await resetIdentities(tx, catalog, tables);
          return { rows: record.end.rows, media: written.length };
        }
      }
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => media.delete(key)));
    throw error;
  }
}

function parseRecord(line: string, corrupt: Corrupt) {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw corrupt('ligne illisible');
  }
  const record = backupRecordSchema.safeParse(json);
  if (!record.success) throw corrupt('enregistrement inattendu');
  return record.data;
}

function prepareInsert(
  tx: Db,
  catalog: ReadonlyMap<string, CatalogColumn[]>,
  record: { table: string; columns: string[] },
  corrupt: Corrupt,
) {
  const known = new Map((catalog.get(record.table) ?? []).map((column) => [column.name, column]));
  if (known.size === 0) throw corrupt(`table inconnue ${record.table}`);
  const columns = record.columns.map((name) => {
    const column = known.get(name);
    if (column === undefined || column.isGenerated) throw corrupt(`colonne inconnue ${record.table}.${name}`);
    return column;
  });
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  // Types come from the target's own catalog, never from the file.
  const definitions = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.type)}`),
    sql`, `,
  );
  return async (batch: string) => {
    try {
      await tx.execute(sql`insert into ${sql.identifier(record.table)} (${names}) overriding system value
        select ${names} from jsonb_to_recordset(${batch}::jsonb) as r(${definitions})`);
    } catch (error) {
      throw corrupt(`${record.table} : ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

async function checkCounts(
  tx: Db,
  end: BackupEnd,
  tables: readonly string[],
  media: number,
  corrupt: Corrupt,
) {
  const expected = Object.keys(end.rows);
  if (expected.length !== tables.length || !tables.every((table) => table in end.rows)) {
    throw corrupt('liste des tables incohérente');
  }
  if (media !== end.media) throw corrupt(`${media} médias lus sur ${end.media}`);
  for (const table of tables) {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(sql`${sql.identifier(table)}`);
    if (row?.count !== end.rows[table])
      throw corrupt(`${row?.count} lignes lues dans ${table} sur ${end.rows[table]}`);
  }
}

/** New rows get fresh ids: each identity sequence restarts after the largest restored id. */
async function resetIdentities(
  tx: Db,
  catalog: ReadonlyMap<string, CatalogColumn[]>,
  tables: readonly string[],
) {
  for (const table of tables) {
    for (const column of catalog.get(table) ?? []) {
      if (!column.isIdentity) continue;
      const id = sql.identifier(column.name);
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, ${column.name}),
        coalesce(max(${id}), 0) + 1, false) from ${sql.identifier(table)}`);
    }
  }
}
