import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tradeExits, trades, tradeTakeProfits } from '../../db/schema/index.ts';
import { OUTCOME } from './analysis-aggregates.ts';
import { type AnalysisScope, scopeCondition } from './analysis-scope.ts';
import { readForAnalysis } from './read-for-analysis.ts';

/**
 * What the summary reads beyond the scope's aggregate (DESIGN §12), in one pass over the scope: its order, its
 * recorded plans (DESIGN §10) and the realized side of its management R.
 */
export type SummaryFacts = {
  /** `OR;OR;…` in close order: O the outcome's initial (W, L, B; `-` when none), R the realized R or empty. */
  sequence: string | null;
  avg_hold_minutes: number | null;
  /** Closed trades with a recorded plan, and those whose plan was recorded after entry. */
  planned: number;
  retroactive: number;
  /** Σ realized R (exact, as text) and count of the trades with a management R: a known R and a plan risk. */
  managed_realized: string;
  managed: number;
};

const sign = sql`(case when ${trades.direction} = 'LONG' then 1 else -1 end)`;

/**
 * The summary's queries, over the same scope as the breakdowns. DESIGN §10's management R of a trade is its
 * realized R − the R of its exits against the plan's risk; its Σ over the scope is `managed_realized` − `exitsR`:
 * exact numeric arithmetic without grouping by trade (the mean is of exact values, not of values rounded first).
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
              managed_realized: sql<string>`coalesce(sum(scoped.realized_rr) filter (where scoped.managed), 0)::text`,
              managed: sql<number>`(count(*) filter (where scoped.managed))::int`,
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
          managed_realized: '0',
          managed: 0,
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

    /**
     * Σ over the exits of the trades with a known R of sign × (price − entry) × quantity / plan risk (exact, as
     * text); a trade without a plan risk would add nothing, so only those with one are joined.
     */
    async exitsR(scope: AnalysisScope): Promise<string> {
      const [row] = await readForAnalysis(db, (tx) =>
        tx
          .select({
            sum: sql<string>`coalesce(sum(${sign} * (${tradeExits.price} - ${trades.entryPrice})
              * ${tradeExits.quantity} / ${trades.planRisk}), 0)::text`,
          })
          .from(trades)
          .innerJoin(tradeExits, eq(tradeExits.tradeId, trades.id))
          .where(
            sql`${scopeCondition(scope)} and ${trades.realizedRr} is not null and ${trades.planRisk} is not null`,
          ),
      );
      return row?.sum ?? '0';
    },
  };
}

export type AnalysisSummaryRepository = ReturnType<typeof createAnalysisSummaryRepository>;
