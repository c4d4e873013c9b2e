import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { trades, tradeTakeProfits } from '../../db/schema/index.ts';
import { OUTCOME } from './analysis-aggregates.ts';
import { type AnalysisScope, scopeCondition } from './analysis-scope.ts';
import { readForAnalysis } from './read-for-analysis.ts';

/**
 * What the summary reads beyond the scope's aggregate (docs/rules/statistics.md), in one pass over the scope: its order, its
 * recorded plans (docs/rules/trades.md) and the realized side of its management R.
 */
export type SummaryFacts = {
  /** `OR;OR;…` in close order: O the outcome's initial (W, L, B; `-` when none), R the realized R or empty. */
  sequence: string | null;
  avg_hold_minutes: number | null;
  /** Closed trades with a recorded plan, and those whose plan was recorded after entry. */
  planned: number;
  retroactive: number;
  /**
   * Over the trades with a management R (a known R and a plan risk): their count, Σ realized R and Σ R of their
   * exits against the plan's risk (both exact, as text).
   */
  managed: number;
  managed_realized: string;
  managed_exits: string;
};

const sign = sql`(case when ${trades.direction} = 'LONG' then 1 else -1 end)`;

/**
 * The summary's queries, over the same scope as the breakdowns. docs/rules/trades.md's management R of a trade is its
 * realized R − the R of its exits against the plan's risk, Σ sign × (price − entry) × quantity / plan risk over its
 * exits = sign × (exits_notional − entry × exits_quantity) / plan risk; its Σ over the scope is `managed_realized`
 * − `managed_exits`: exact numeric arithmetic from the trade rows alone (the mean is of exact values, not of values
 * rounded first).
 */
export function createAnalysisSummaryRepository(db: Db) {
  return {
    /** One scan of the scope, in close order, from `trades_user_close_idx` alone when no tag filters it. */
    async facts(scope: AnalysisScope): Promise<SummaryFacts> {
      const [row] = await readForAnalysis(db, (tx) => {
        const scoped = tx
          .select({
            close_date: sql`${trades.closeDate}`.as('close_date'),
            id: sql`${trades.id}`.as('id'),
            realized_rr: sql`${trades.realizedRr}`.as('realized_rr'),
            item: sql`coalesce(left(${OUTCOME}, 1), '-') || coalesce(${trades.realizedRr}::text, '')`.as(
              'item',
            ),
            hold: sql`date_part('epoch', ${trades.closeDate} - ${trades.entryDate})`.as('hold'),
            has_plan: sql`${trades.hasPlan}`.as('has_plan'),
            retroactive: sql`${trades.hasPlan} and ${trades.planIsRetroactive}`.as('retroactive'),
            managed: sql`${trades.realizedRr} is not null and ${trades.planRisk} is not null`.as('managed'),
            exits_r: sql`${sign} * (${trades.exitsNotional} - ${trades.entryPrice} * ${trades.exitsQuantity})
              / ${trades.planRisk}`.as('exits_r'),
          })
          .from(trades)
          .where(scopeCondition(scope));
        return (
          tx
            .select({
              sequence: sql<
                string | null
              >`string_agg(scoped.item, ';' order by scoped.close_date, scoped.id)`,
              avg_hold_minutes: sql<number | null>`avg(scoped.hold)::float8 / 60`,
              planned: sql<number>`(count(*) filter (where scoped.has_plan))::int`,
              retroactive: sql<number>`(count(*) filter (where scoped.retroactive))::int`,
              managed: sql<number>`(count(*) filter (where scoped.managed))::int`,
              managed_realized: sql<string>`coalesce(sum(scoped.realized_rr) filter (where scoped.managed), 0)::text`,
              managed_exits: sql<string>`coalesce(sum(scoped.exits_r) filter (where scoped.managed), 0)::text`,
            })
            // `offset 0` keeps the subquery apart: pulled up, its columns would be computed once per use.
            .from(sql`(${scoped} offset 0) as scoped`)
        );
      });
      return (
        row ?? {
          sequence: null,
          avg_hold_minutes: null,
          planned: 0,
          retroactive: 0,
          managed: 0,
          managed_realized: '0',
          managed_exits: '0',
        }
      );
    },

    /** Per planned target position (0 = TP1): the trades that planned it and those that reached it. */
    targets(scope: AnalysisScope): Promise<{ position: number; trades: number; hits: number }[]> {
      return readForAnalysis(db, (tx) =>
        tx
          .select({
            position: tradeTakeProfits.position,
            trades: sql<number>`count(distinct ${trades.id})::int`,
            hits: sql<number>`(count(distinct ${trades.id}) filter (where ${tradeTakeProfits.isHit}))::int`,
          })
          .from(trades)
          .innerJoin(tradeTakeProfits, eq(tradeTakeProfits.tradeId, trades.id))
          .where(scopeCondition(scope))
          .groupBy(tradeTakeProfits.position),
      );
    },
  };
}

export type AnalysisSummaryRepository = ReturnType<typeof createAnalysisSummaryRepository>;
