import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';

/**
 * Session and throttling state rather than data: a restore signs everyone out (an old backup must not bring
 * revoked sessions back) and forgets failed logins.
 */
const TRANSIENT_TABLES = new Set(['refresh_tokens', 'login_failures']);

/** Columns holding media keys: the backup carries the objects they name. */
export const MEDIA_KEY_COLUMNS = ['media_key', 'thumbnail_key'] as const;

/**
 * Every table of the Drizzle schema except the transient ones, parents before children: the order rows are
 * written in and inserted back in, so every foreign key finds its parent.
 */
export function backedUpTables(): string[] {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => value instanceof PgTable);
  const parentsOf = new Map(
    tables.map((table) => {
      const config = getTableConfig(table);
      const parents = config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name);
      return [config.name, parents.filter((parent) => parent !== config.name)];
    }),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: readonly string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    for (const parent of parentsOf.get(name) ?? []) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of [...parentsOf.keys()].sort()) visit(name, []);
  return ordered.filter((name) => !TRANSIENT_TABLES.has(name));
}
