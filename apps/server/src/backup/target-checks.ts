import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { readTableCatalog } from './table-catalog.ts';

/** The tables among `tables` that exist and hold at least one row: a restore never writes over data. */
export async function nonEmptyTables(db: Db, tables: readonly string[]): Promise<string[]> {
  const catalog = await readTableCatalog(db);
  const filled: string[] = [];
  for (const table of tables) {
    if (!catalog.has(table)) continue;
    const [row] = await db
      .select({ hasRows: sql<boolean>`exists (select from ${sql.identifier(table)})` })
      .from(sql`(select 1) as probe`);
    if (row?.hasRows) filled.push(table);
  }
  return filled;
}
