import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';

/** Rows per statement: one JSON parameter each, well under any message size limit. */
const BATCH_SIZE = 1_000;

/** A column as jsonb_to_recordset reads it: its SQL name and type (constants of this folder, never input). */
export type RecordsetColumn = readonly [name: string, type: string];

/**
 * DESIGN §2: `insert … select … from jsonb_to_recordset($1::jsonb)`, one JSON parameter per batch — the fast
 * bulk path on both drivers. Rows are keyed by column name; `overriding system value` lets the caller give
 * identity ids it reserved with `reserveIds`.
 */
export async function insertRecordset(
  db: Db | Tx,
  table: string,
  columns: readonly RecordsetColumn[],
  rows: readonly Record<string, unknown>[],
  { withIds = false } = {},
): Promise<void> {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const definitions = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
  const overriding = sql.raw(withIds ? 'overriding system value' : '');
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
    await db.execute(sql`
      insert into ${sql.identifier(table)} (${names}) ${overriding}
      select ${names} from jsonb_to_recordset(${batch}::jsonb) as r(${definitions})`);
  }
}

/** `count` fresh ids of a table's identity column, in increasing order, to link child rows before inserting. */
export async function reserveIds(db: Db | Tx, table: string, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
