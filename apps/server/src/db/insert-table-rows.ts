import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database.ts';

/** Rows per statement: one JSON parameter each, well under any message size limit. */
const BATCH_SIZE = 1_000;

/** A column as jsonb_to_recordset reads it: its SQL name and type, both taken from the Drizzle table. */
type RecordsetColumn = { key: string; name: string; type: string; fill: unknown };

/**
 * ARCHITECTURE.md's bulk path: `insert … select … from jsonb_to_recordset($1::jsonb)`, one JSON parameter per batch of
 * rows typed as the table's own inserts. The columns are the table's, read from its Drizzle definition, so a new
 * column reaches every bulk writer without a list to keep by hand. A column no row sets takes its database
 * default; a row leaving out one the others set gets its value default, or null where null is allowed.
 * `withIds` lets the caller give identity ids it reserved with `reserveIds`.
 */
export async function insertTableRows<Table extends PgTable>(
  db: Db | Tx,
  table: Table,
  rows: readonly Table['$inferInsert'][],
  { withIds = false } = {},
): Promise<void> {
  const columns = setColumns(table, rows);
  if (columns.length === 0) return;
  const names = sql.raw(columns.map((column) => column.name).join(', '));
  const definitions = sql.raw(columns.map((column) => `${column.name} ${column.type}`).join(', '));
  const overriding = sql.raw(withIds ? 'overriding system value' : '');
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE).map((row) => recordOf(row, columns));
    await db.execute(sql`
      insert into ${table} (${names}) ${overriding}
      select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${definitions})`);
  }
}

/** `count` fresh ids of a table's identity column, in increasing order, to link child rows before inserting. */
export async function reserveIds(db: Db | Tx, table: PgTable, count: number): Promise<number[]> {
  const name = getTableName(table);
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${name}, 'id'))::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The table's columns that the rows set, in the table's order; throws when rows disagree on one (a bug). */
export function setColumns(table: PgTable, rows: readonly Record<string, unknown>[]): RecordsetColumn[] {
  const columns: RecordsetColumn[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const setBy = rows.filter((row) => row[key] !== undefined).length;
    if (setBy === 0) continue;
    // A row that leaves a column out gets what Drizzle's insert would give it: its default value, else null
    // where null is allowed. A default computed by the database (now()) cannot be written beside given values.
    const hasValueDefault = column.default !== undefined && !is(column.default, SQL);
    const fill = hasValueDefault ? column.default : null;
    if (setBy !== rows.length && !hasValueDefault && (column.notNull || column.hasDefault)) {
      throw new Error(`${getTableName(table)}.${key} : défini sur une partie des lignes.`);
    }
    // Columns declared without a name take their key, written in snake_case by the database's casing.
    const name = column.keyAsName ? toSnakeCase(key) : column.name;
    columns.push({ key, name, type: column.getSQLType(), fill });
  }
  return columns;
}

/** One row as jsonb_to_recordset reads it: SQL names, ISO timestamps, the fill only where the row gives nothing. */
export function recordOf(
  row: Record<string, unknown>,
  columns: readonly RecordsetColumn[],
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const { key, name, fill } of columns) {
    const value = row[key] === undefined ? fill : row[key];
    // jsonb_to_recordset reads timestamps from ISO text; everything else travels as JSON already is.
    record[name] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}
