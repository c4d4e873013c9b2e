import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { trades } from '../../db/schema/index.ts';
import { takeProfitsJson } from './trade-list-columns.ts';
import type { TradeWithTakeProfits } from './trade-response.ts';

const text = sql.placeholder('q');
/** `q` within a text whatever the case; `position`, not LIKE, so `%` and `_` are plain characters. */
const contains = (value: unknown) => sql`position(lower(${text}) in lower(${value})) > 0`;
const symbolOrTagContains = sql`(${contains(trades.assetName)} or exists (
  select 1 from jsonb_array_elements_text(${trades.tags}) as tag(name) where ${contains(sql`tag.name`)}))`;

/**
 * GET /api/v1/trades/search/ (docs/api.md#search): a page of the caller's trades whose symbol or a tag contains
 * the text, newest entry first, with the count of every match, in one round trip and one prepared statement.
 */
export function prepareTradeSearch(db: Db) {
  const query = db
    .select({
      ...getTableColumns(trades),
      takeProfits: takeProfitsJson,
      matchCount: sql<number>`(count(*) over ())::int`,
    })
    .from(trades)
    .where(and(eq(trades.userId, sql.placeholder('userId')), symbolOrTagContains))
    .orderBy(desc(trades.entryDate), desc(trades.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('trades_search');
  return async (
    userId: number,
    q: string,
    page: { offset: number; limit: number },
  ): Promise<{ count: number; rows: TradeWithTakeProfits[] }> => {
    const rows = await query.execute({ userId, q, ...page });
    return {
      count: rows[0]?.matchCount ?? 0,
      rows: rows.map(({ takeProfits, matchCount: _, ...trade }) => ({ trade, takeProfits })),
    };
  };
}
