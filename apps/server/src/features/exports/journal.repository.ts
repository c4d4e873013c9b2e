import { and, asc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { configurationScreenshots, tradeScreenshots } from '../../db/schema/index.ts';
import type { JournalTable } from './journal-tables.ts';

/** Rows per query of a journal table: a few MB at most, streamed out before the next page is read. */
export const JOURNAL_PAGE_ROWS = 2_000;

/** A row as the archive writes it: SQL column names, decimals as strings, instants as Dates (ISO in JSON). */
export type JournalRow = Record<string, unknown>;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function createJournalRepository(db: Db) {
  return {
    /** The user's rows of one table with a key above `after` (all of them from null), by key, one page. */
    async page(spec: JournalTable, userId: number, after: number | null) {
      const columns = Object.entries(getTableColumns(spec.table));
      const keyName = columns.find(([, column]) => column === spec.key)?.[0];
      if (keyName === undefined) throw new Error(`${spec.file}: the key is not a column of its table`);
      const owned = spec.ownedBy(userId);
      const rows: JournalRow[] = await db
        .select()
        .from(spec.table)
        .where(after === null ? owned : and(owned, gt(spec.key, after)))
        .orderBy(asc(spec.key))
        .limit(JOURNAL_PAGE_ROWS);
      const omit = new Set(spec.omit ?? []);
      const last = rows.at(-1)?.[keyName];
      return {
        rows: rows.map((row) =>
          Object.fromEntries(
            Object.entries(row)
              .map(([key, value]) => [snakeCase(key), value] as const)
              .filter(([name]) => !omit.has(name)),
          ),
        ),
        lastKey: typeof last === 'number' ? last : null,
      };
    },

    /** The media keys of every screenshot the user stored, trades' and configurations' alike. */
    async screenshotKeys(userId: number): Promise<string[]> {
      const [ofTrades, ofConfigurations] = await Promise.all(
        [tradeScreenshots, configurationScreenshots].map((table) =>
          db
            .select({ key: table.mediaKey })
            .from(table)
            .where(eq(table.userId, userId))
            .orderBy(asc(table.id)),
        ),
      );
      return [...(ofTrades ?? []), ...(ofConfigurations ?? [])].map((row) => row.key);
    },
  };
}

export type JournalRepository = ReturnType<typeof createJournalRepository>;
