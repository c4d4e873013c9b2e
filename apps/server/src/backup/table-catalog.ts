import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

export type CatalogColumn = {
  name: string;
  /** As PostgreSQL spells it (`numeric(20,8)`, `timestamp with time zone`): the restore casts to it. */
  type: string;
  isGenerated: boolean;
  isIdentity: boolean;
  isPrimaryKey: boolean;
};

/** Columns of every table of the current schema, read from PostgreSQL's catalog (the same on both drivers). */
export async function readTableCatalog(db: Db): Promise<Map<string, CatalogColumn[]>> {
  const rows = await db
    .select({
      table: sql<string>`c.relname::text`,
      name: sql<string>`a.attname::text`,
      type: sql<string>`format_type(a.atttypid, a.atttypmod)`,
      isGenerated: sql<boolean>`a.attgenerated <> ''`,
      isIdentity: sql<boolean>`a.attidentity <> ''`,
      isPrimaryKey: sql<boolean>`exists (select from pg_index i
        where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey))`,
    })
    .from(sql`pg_class c join pg_attribute a on a.attrelid = c.oid`)
    .where(
      sql`c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped`,
    )
    .orderBy(sql`c.relname, a.attnum`);
  const catalog = new Map<string, CatalogColumn[]>();
  for (const { table, ...column } of rows) {
    const columns = catalog.get(table) ?? [];
    columns.push(column);
    catalog.set(table, columns);
  }
  return catalog;
}
