import type { AnalysisDimension, LinkedBreakdown } from '@carnet/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  capitalAccounts,
  configurations,
  configurationTypes,
  tradeConfirmations,
  trades,
} from '../../db/schema/index.ts';
import { dimensionKey, UNTAGGED } from '../../db/trade-group-keys.ts';
import {
  ACCOUNT_OF_TRADE,
  AGGREGATE_FIELDS,
  type AggregateRow,
  scopedColumn,
  scopedTrades,
  TRADE_INPUTS,
} from './analysis-aggregates.ts';
import { type AnalysisScope, scopeCondition } from './analysis-scope.ts';
import { readForAnalysis } from './read-for-analysis.ts';

export type KeyedRow = AggregateRow & { key: string | null; label: string | null };

/** A tag's label: its spelling on the oldest trade, as GET /api/v1/tags/ shows it. */
const TAG_SPELLING = sql<
  string | null
>`(array_agg(${scopedColumn('tag')} order by ${scopedColumn('id')}))[1]`;
export type ConfirmationRow = AggregateRow & { key: string; label: string; passed: boolean };

/** Each tag of a trade, for the `tag` dimension (over the trades that have one). */
const EACH_TAG = sql`lateral jsonb_array_elements_text(${trades.tags}) as group_tag(name)`;
const GROUP_TAG = sql.raw('group_tag.name');

const KEY = scopedColumn('key');

/**
 * The queries of docs/rules/statistics.md's breakdowns, each one GROUP BY over the scope's rows (`scopedTrades`: each trade's
 * inputs computed once; the key expressions carry the zone as a parameter, so groups are named by position).
 */
export function createAnalysisRepository(db: Db) {
  return {
    /** The scope as a whole, per currency. */
    overall(scope: AnalysisScope): Promise<AggregateRow[]> {
      return readForAnalysis(db, (tx) =>
        tx
          .select(AGGREGATE_FIELDS)
          .from(
            scopedTrades(
              tx
                .select(TRADE_INPUTS)
                .from(trades)
                .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE)
                .where(scopeCondition(scope)),
            ),
          )
          .groupBy(sql`1`),
      );
    },

    /** Per (key, currency) of a dimension but `tag`; a null key is a trade without a value (no grade…). */
    byDimension(scope: AnalysisScope, dimension: Exclude<LinkedBreakdown, 'tag'>): Promise<KeyedRow[]> {
      return readForAnalysis(db, (tx) =>
        tx
          .select({ key: sql<string | null>`${KEY}`, ...AGGREGATE_FIELDS, label: sql<null>`null` })
          .from(
            scopedTrades(
              tx
                .select({ key: sql`${dimensionKey(dimension, scope.timeZone)}`.as('key'), ...TRADE_INPUTS })
                .from(trades)
                .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE)
                .where(scopeCondition(scope)),
            ),
          )
          .groupBy(sql`1, 2`),
      );
    },

    /**
     * Per (lower-cased tag, currency), labelled as the oldest trade spells it, then the untagged trades under a
     * null key; and the whole scope per currency (a trade has none, one or several tags). Two queries at the same
     * time: the untagged ones (most trades, often) never go through the lateral over tags, and the scope is read
     * per (currency, untagged) so the whole is the sum of its rows.
     */
    async byTag(scope: AnalysisScope): Promise<{ rows: KeyedRow[]; overall: AggregateRow[] }> {
      const [tagged, halves] = await Promise.all([
        readForAnalysis(db, (tx) =>
          tx
            .select({ key: sql<string | null>`${KEY}`, ...AGGREGATE_FIELDS, label: TAG_SPELLING })
            .from(
              scopedTrades(
                tx
                  .select({
                    key: sql`lower(${GROUP_TAG})`.as('key'),
                    tag: sql`${GROUP_TAG}`.as('tag'),
                    id: sql`${trades.id}`.as('id'),
                    ...TRADE_INPUTS,
                  })
                  .from(trades)
                  .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE)
                  .crossJoin(EACH_TAG)
                  .where(sql`${scopeCondition(scope)} and not ${UNTAGGED}`),
              ),
            )
            .groupBy(sql`1, 2`),
        ),
        readForAnalysis(db, (tx) =>
          tx
            .select({ untagged: sql<boolean>`${scopedColumn('untagged')}`, ...AGGREGATE_FIELDS })
            .from(
              scopedTrades(
                tx
                  .select({ untagged: sql`${UNTAGGED}`.as('untagged'), ...TRADE_INPUTS })
                  .from(trades)
                  .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE)
                  .where(scopeCondition(scope)),
              ),
            )
            .groupBy(sql`1, 2`),
        ),
      ]);
      const untagged = halves
        .filter((half) => half.untagged)
        .map(({ untagged: _, ...row }) => ({ key: null, ...row, label: null }));
      return { rows: [...tagged, ...untagged], overall: halves };
    },

    /** Per (confirmation key, passed, currency): the trades where each checklist item passed or was missed. */
    byConfirmation(scope: AnalysisScope): Promise<ConfirmationRow[]> {
      return readForAnalysis(db, (tx) =>
        tx
          .select({
            key: sql<string>`${KEY}`,
            passed: sql<boolean>`${scopedColumn('passed')}`,
            ...AGGREGATE_FIELDS,
            // The label of the trade's latest snapshot of the key.
            label: sql<string>`(array_agg(${scopedColumn('label')} order by ${scopedColumn('id')} desc))[1]`,
          })
          .from(
            scopedTrades(
              tx
                .select({
                  key: sql`${tradeConfirmations.key}`.as('key'),
                  passed: sql`${tradeConfirmations.passed}`.as('passed'),
                  label: sql`${tradeConfirmations.label}`.as('label'),
                  id: sql`${trades.id}`.as('id'),
                  ...TRADE_INPUTS,
                })
                .from(trades)
                .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE)
                .innerJoin(tradeConfirmations, eq(tradeConfirmations.tradeId, trades.id))
                .where(scopeCondition(scope)),
            ),
          )
          .groupBy(sql`1, 2, 3`),
      );
    },

    /** Names of the caller's configurations, strategy types, accounts: the labels of those dimensions. */
    async names(userId: number, dimension: AnalysisDimension): Promise<Map<string, string>> {
      const rows = await namesQuery(db, userId, dimension);
      return new Map(rows.map((row) => [String(row.id), row.name]));
    },
  };
}

function namesQuery(
  db: Db,
  userId: number,
  dimension: AnalysisDimension,
): Promise<{ id: number; name: string }[]> {
  switch (dimension) {
    case 'strategy':
      return db
        .select({ id: configurations.id, name: configurations.name })
        .from(configurations)
        .where(eq(configurations.userId, userId));
    case 'strategy_type':
      return db
        .select({ id: configurationTypes.id, name: configurationTypes.description })
        .from(configurationTypes)
        .innerJoin(configurations, eq(configurations.id, configurationTypes.configurationId))
        .where(eq(configurations.userId, userId));
    case 'capital_account':
      return db
        .select({ id: capitalAccounts.id, name: capitalAccounts.name })
        .from(capitalAccounts)
        .where(eq(capitalAccounts.userId, userId));
    default:
      return Promise.resolve([]);
  }
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
