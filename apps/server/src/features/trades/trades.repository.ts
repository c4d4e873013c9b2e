import { TRADE_ORDERINGS, type TradeOrdering } from '@carnet/contract';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  lt,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { runTransaction, WriteConflictError } from '../../db/run-transaction.ts';
import { type NewTradeRow, type TradeRow, trades, users } from '../../db/schema/index.ts';
import { dimensionKey, hasConfirmation, UNTAGGED } from '../../db/trade-group-keys.ts';
import { accountBalanceQueries } from './account-balance.queries.ts';
import { bulkTradeQueries } from './bulk-trades.queries.ts';
import { tradeChildrenQueries } from './trade-children.queries.ts';
import { prepareTradeDetail } from './trade-detail.query.ts';
import { refreshExcursions } from './trade-excursions.queries.ts';
import { tradeHistoryQueries } from './trade-history.ts';
import { takeProfitsJson, tradeColumn } from './trade-list-columns.ts';
import type { TradeWithTakeProfits } from './trade-response.ts';
import { prepareTradeSearch } from './trade-search.query.ts';

/** Bounds on entry_date: `lt` serves a date-only upper bound (the whole day included). */
export type EntryDateRange = { gte?: Date; lte?: Date; lt?: Date };

/** The list's filters that compare one column with one value, by their query-string names. */
const COLUMN_FILTERS = {
  capital_account: trades.capitalAccountId,
  status: trades.status,
  outcome: trades.outcome,
  is_draft: trades.isDraft,
  grade: trades.grade,
  timing_class: trades.timingClass,
  direction: trades.direction,
  asset_type: trades.assetType,
  asset_name: trades.assetName,
  strategy: trades.strategyId,
  is_compliant: trades.isCompliant,
} as const;
type ColumnFilter = keyof typeof COLUMN_FILTERS;
const COLUMN_FILTER_NAMES = Object.keys(COLUMN_FILTERS) as ColumnFilter[];

/** The trades carrying a tag, compared case-insensitively as the stored tags are. */
const carriesTag = (tag: Placeholder) =>
  sql`exists (select 1 from jsonb_array_elements_text(${trades.tags}) as tag(name)
    where lower(tag.name) = lower(${tag}))`;

/** The zone of the group keys that read a local time: a placeholder of every statement that has one. */
const ZONE = sql.placeholder('tz');
const keyIs = (dimension: Parameters<typeof dimensionKey>[0]) => (value: Placeholder) =>
  sql`${dimensionKey(dimension, ZONE)} = ${value}`;
const keyIsNull = (dimension: Parameters<typeof dimensionKey>[0]) => (value: Placeholder) =>
  sql`(${dimensionKey(dimension, ZONE)} is null) = ${value}`;

/**
 * The list's filters that select one group of an analysis breakdown (docs/rules/statistics.md), by their
 * query-string names: the analysis's own group keys (db/trade-group-keys.ts), so a row's link lists exactly its
 * trades. Keys are text: a number arrives as its text.
 */
const GROUP_FILTERS = {
  entry_weekday: keyIs('weekday'),
  entry_hour: keyIs('hour'),
  close_month: keyIs('month'),
  duration: keyIs('duration'),
  source: keyIs('source'),
  strategy_type: keyIs('strategy_type'),
  confirmation_passed: (key: Placeholder) => hasConfirmation(key, true),
  confirmation_missed: (key: Placeholder) => hasConfirmation(key, false),
  also_tag: carriesTag,
  grade__isnull: keyIsNull('grade'),
  timing_class__isnull: keyIsNull('timing_class'),
  strategy__isnull: keyIsNull('strategy'),
  strategy_type__isnull: keyIsNull('strategy_type'),
  tag__isnull: (value: Placeholder) => sql`${UNTAGGED} = ${value}`,
} satisfies Record<string, (value: Placeholder) => SQL>;
type GroupFilter = keyof typeof GROUP_FILTERS;
const GROUP_FILTER_NAMES = Object.keys(GROUP_FILTERS) as GroupFilter[];
/** The group filters whose key reads the entry or the close in the list's zone. */
const ZONED_FILTERS: readonly GroupFilter[] = ['entry_weekday', 'entry_hour', 'close_month'];

/**
 * What the list keeps: an entry-date range, optionally one tag (compared case-insensitively), bounds on the
 * close date (instants, both included), column values and analysis groups (`timeZone`: the canonical zone of
 * the zoned ones).
 */
export type TradeFilter = EntryDateRange & {
  tag?: string;
  closeGte?: Date;
  closeLte?: Date;
  columns?: Partial<Record<ColumnFilter, string | number | boolean>>;
  groups?: Partial<Record<GroupFilter, string | boolean>>;
  timeZone?: string;
};

/**
 * What a save writes on the trade row: everything but identity, owner, creation time and its exits' totals, which
 * are written with its exits (exit-totals.ts).
 */
export type TradeValues = Omit<
  NewTradeRow,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'exitsNotional' | 'exitsQuantity'
>;

function tradeQueries(db: Db) {
  const owned = (userId: number, id: number) => and(eq(trades.userId, userId), eq(trades.id, id));
  const children = tradeChildrenQueries(db);
  const balances = accountBalanceQueries(db);
  /** Inside a transaction: the caller's trade, locked until commit (closes and deletes apply money once). */
  const lockOwned = async (userId: number, id: number): Promise<TradeRow | undefined> => {
    const [row] = await db.select().from(trades).where(owned(userId, id)).for('update');
    return row;
  };
  // The list's SQL depends only on which bounds the range has: one prepared statement per set of bounds,
  // built on first use (docs/budgets.md: drizzle stops rebuilding it, PostgreSQL plans it once per connection).
  const pages = new Map<string, PageQuery>();
  const pageQuery = (bounds: readonly PageFilter[], ordering: TradeOrdering) => {
    // A bit per filter: names of every filter would pass PostgreSQL's 63-byte limit, which truncates them.
    // A bigint: there are about 30 filters, at the edge of a number's 31 bits. The ordering is its index.
    const mask = bounds.reduce((bits, filter) => bits | (1n << BigInt(PAGE_FILTERS.indexOf(filter))), 0n);
    const name = `trades_page_${mask.toString(36)}_${TRADE_ORDERINGS.indexOf(ordering)}`;
    let query = pages.get(name);
    if (query === undefined) {
      query = preparePage(db, name, bounds, ordering);
      pages.set(name, query);
    }
    return query;
  };

  return {
    ...children,
    ...balances,
    ...bulkTradeQueries(db),
    ...tradeHistoryQueries(db),
    lockOwned,
    /** The trade's excursions recomputed from its fills and stop, in the writing transaction (trade-excursions.queries.ts). */
    refreshExcursions: (userId: number, id: number) => refreshExcursions(db, userId, [id]),

    /** A trade as the history compares it: its row and take profits, read inside the writing transaction. */
    async stateOf(id: number): Promise<TradeWithTakeProfits> {
      const [[trade], takeProfits] = await Promise.all([
        db.select().from(trades).where(eq(trades.id, id)),
        children.takeProfitsOf(id),
      ]);
      if (trade === undefined) throw new Error('trade vanished inside its own transaction');
      return { trade, takeProfits };
    },

    /**
     * Steps 1 and 2 of the lock order (account-balance.queries.ts), for a write that moves the trade's money:
     * its account, then the trade. A trade moved to another account in between is a write conflict: run again.
     */
    async lockOwnedWithAccount(userId: number, id: number): Promise<TradeRow | undefined> {
      const accountId = await balances.lockAccountOfTrade(userId, id);
      const trade = await lockOwned(userId, id);
      if (trade !== undefined && trade.capitalAccountId !== accountId) {
        throw new WriteConflictError('the trade moved to another account before it was locked');
      }
      return trade;
    },

    async findOwnedRow(userId: number, id: number): Promise<TradeRow | undefined> {
      const [row] = await db.select().from(trades).where(owned(userId, id));
      return row;
    },

    /**
     * A page in `ordering` (by default newest entry first), ties by id, and the count of every trade in the
     * range, in one round trip. The whole history's count is the owner's stored
     * `trade_count`; a date range counts its own rows. An empty page means an empty range only on page 1.
     */
    async pageOwned(
      userId: number,
      range: TradeFilter,
      page: { ordering: TradeOrdering; offset: number; limit: number },
    ): Promise<{ count: number; rows: TradeWithTakeProfits[] }> {
      const { bounds, values } = rangeParameters(range);
      const { ordering, offset, limit } = page;
      const rows = await pageQuery(bounds, ordering).execute({ userId, offset, limit, ...values });
      return {
        count: rows[0]?.rangeCount ?? 0,
        rows: rows.map(({ takeProfits, rangeCount: _, ...trade }) => ({ trade, takeProfits })),
      };
    },

    async insert(userId: number, values: TradeValues): Promise<TradeRow> {
      const [row] = await db
        .insert(trades)
        .values({ ...values, userId })
        .returning();
      if (row === undefined) throw new Error('insert into trades returned no row');
      return row;
    },

    async update(id: number, values: Partial<TradeValues>): Promise<TradeRow> {
      const [row] = await db
        .update(trades)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(trades.id, id))
        .returning();
      if (row === undefined) throw new Error('trade vanished while it was saved');
      return row;
    },

    /**
     * The caller's tags with how many of their trades carry each, most used first, ties by name (docs/rules/trades.md).
     * Spellings that differ only in case are one tag, shown as its oldest trade spells it (not min(), which
     * would depend on the database's collation).
     */
    async tagUsage(userId: number): Promise<{ name: string; trades: number }[]> {
      const spelling = sql<string>`(array_agg(tag.name order by ${tradeColumn('id')}))[1]`;
      return db
        .select({ name: spelling, trades: sql<number>`count(*)::int` })
        .from(sql`${trades} cross join jsonb_array_elements_text(${tradeColumn('tags')}) as tag(name)`)
        .where(sql`${tradeColumn('user_id')} = ${userId}`)
        .groupBy(sql`lower(tag.name)`)
        .orderBy(sql`count(*) desc`, spelling);
    },

    async delete(id: number): Promise<void> {
      await db.delete(trades).where(eq(trades.id, id));
    },
  };
}

const lastIfNull = (column: AnyColumn, direction: 'asc' | 'desc') =>
  sql`${column} ${sql.raw(direction)} nulls last`;

/**
 * The ORDER BY of each ordering, each read from an index of the schema (db/schema/trades.ts): the entry date by
 * the list's index, either way; R and the net with the trades that have none (open, no stop) last either way,
 * so that the best or the worst come first. Ties by id, in the same direction.
 */
const ORDER_BY: Record<TradeOrdering, SQL[]> = {
  entry_date: [asc(trades.entryDate), asc(trades.id)],
  '-entry_date': [desc(trades.entryDate), desc(trades.id)],
  realized_rr: [lastIfNull(trades.realizedRr, 'asc'), asc(trades.id)],
  '-realized_rr': [lastIfNull(trades.realizedRr, 'desc'), desc(trades.id)],
  pnl_amount: [lastIfNull(trades.pnlAmount, 'asc'), asc(trades.id)],
  '-pnl_amount': [lastIfNull(trades.pnlAmount, 'desc'), desc(trades.id)],
};

/** A page of the caller's trades with their take profits and the range's count, `name` a statement name. */
function preparePage(db: Db, name: string, bounds: readonly PageFilter[], ordering: TradeOrdering) {
  return db
    .select({
      ...getTableColumns(trades),
      takeProfits: takeProfitsJson,
      rangeCount: rangeCount(bounds),
    })
    .from(trades)
    .where(ownedInRange(bounds))
    .orderBy(...ORDER_BY[ordering])
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

type PageQuery = ReturnType<typeof preparePage>;

const RANGE_BOUNDS = ['gte', 'lte', 'lt'] as const;
const PAGE_FILTERS = [
  ...RANGE_BOUNDS,
  'tag',
  'closeGte',
  'closeLte',
  ...COLUMN_FILTER_NAMES,
  ...GROUP_FILTER_NAMES,
] as const;
type PageFilter = (typeof PAGE_FILTERS)[number];

/**
 * The filters the list has, and their values: dates as ISO strings (what drizzle's column encoder sends; a
 * placeholder skips it), the tag as typed (lower-cased by the database, as the stored tags are), column values
 * as the query string parsed them.
 */
function rangeParameters(range: TradeFilter): {
  bounds: PageFilter[];
  values: Record<string, string | number | boolean>;
} {
  const bounds: PageFilter[] = [];
  const values: Record<string, string | number | boolean> = {};
  for (const bound of RANGE_BOUNDS) {
    const date = range[bound];
    if (date === undefined) continue;
    bounds.push(bound);
    values[bound] = date.toISOString();
  }
  if (range.tag !== undefined) {
    bounds.push('tag');
    values.tag = range.tag;
  }
  for (const bound of ['closeGte', 'closeLte'] as const) {
    const date = range[bound];
    if (date === undefined) continue;
    bounds.push(bound);
    values[bound] = date.toISOString();
  }
  for (const name of COLUMN_FILTER_NAMES) {
    const value = range.columns?.[name];
    if (value === undefined) continue;
    bounds.push(name);
    values[name] = value;
  }
  for (const name of GROUP_FILTER_NAMES) {
    const value = range.groups?.[name];
    if (value === undefined) continue;
    bounds.push(name);
    values[name] = value;
    if (!ZONED_FILTERS.includes(name)) continue;
    if (range.timeZone === undefined) throw new Error(`the ${name} filter came without its time zone`);
    values.tz = range.timeZone;
  }
  return { bounds, values };
}

function rangeCount(bounds: readonly PageFilter[]): SQL<number> {
  if (bounds.length === 0)
    return sql<number>`(select ${users.tradeCount} from ${users} where ${users.id} = ${sql.placeholder('userId')})`;
  return sql<number>`(select count(*)::int from ${trades} where ${ownedInRange(bounds)})`;
}

/** The caller's trades within `bounds`, each bound a placeholder of the same name. */
function ownedInRange(bounds: readonly PageFilter[]): SQL | undefined {
  return and(
    eq(trades.userId, sql.placeholder('userId')),
    bounds.includes('gte') ? gte(trades.entryDate, sql.placeholder('gte')) : undefined,
    bounds.includes('lte') ? lte(trades.entryDate, sql.placeholder('lte')) : undefined,
    bounds.includes('lt') ? lt(trades.entryDate, sql.placeholder('lt')) : undefined,
    bounds.includes('tag') ? carriesTag(sql.placeholder('tag')) : undefined,
    bounds.includes('closeGte') ? gte(trades.closeDate, sql.placeholder('closeGte')) : undefined,
    bounds.includes('closeLte') ? lte(trades.closeDate, sql.placeholder('closeLte')) : undefined,
    ...COLUMN_FILTER_NAMES.map((name) =>
      bounds.includes(name) ? eq(COLUMN_FILTERS[name], sql.placeholder(name)) : undefined,
    ),
    ...GROUP_FILTER_NAMES.map((name) =>
      bounds.includes(name) ? GROUP_FILTERS[name](sql.placeholder(name)) : undefined,
    ),
  );
}

export type TradeQueries = ReturnType<typeof tradeQueries>;

export function createTradesRepository(db: Db) {
  return {
    ...tradeQueries(db),
    /** The caller's trade with everything its page shows, in one round trip (trade-detail.query.ts). */
    findOwned: prepareTradeDetail(db),
    /** A page of the caller's trades whose symbol or a tag contains a text (trade-search.query.ts). */
    searchOwned: prepareTradeSearch(db),
    /** Runs `work` in one transaction on the transaction handle, again after a write conflict (runTransaction). */
    transaction<T>(work: (queries: TradeQueries) => Promise<T>): Promise<T> {
      return runTransaction(db, (tx) => work(tradeQueries(tx)));
    },
  };
}

export type TradesRepository = ReturnType<typeof createTradesRepository>;
