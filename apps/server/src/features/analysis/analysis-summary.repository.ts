import { Decimal } from '@carnet/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tradeExits, trades, tradeTakeProfits } from '../../db/schema/index.ts';
import { OUTCOME } from './analysis-aggregates.ts';
import { type AnalysisScope, scopeCondition } from './analysis-scope.ts';
import { readWithoutJit } from './read-without-jit.ts';

/** What the summary reads beyond the scope's aggregate (DESIGN §12). */
export type SummaryFacts = {
  /** `OR;OR;…` in close order: O the outcome's initial (W, L, B; `-` when none), R the realized R or empty. */
  sequence: string | null;
  avg_hold_minutes: number | null;
};

/** The recorded plans (DESIGN §10) and DESIGN §12's management R of the scope. */
export type PlanFacts = {
  /** Closed trades with a recorded plan, and those whose plan was recorded after entry. */
  planned: number;
  retroactive: number;
  /** Σ and count of the management R of the trades that have one. */
  management_sum: number;
  management_count: number;
};

const planRisk = sql`((${trades.plan} ->> 'quantity')::numeric
  * abs((${trades.plan} ->> 'entry_price')::numeric - (${trades.plan} ->> 'stop_loss_price')::numeric))`;
/** The plan's risk in price units × quantity; null without a plan, a plan stop, or when it risks nothing. */
const plannedRisk = sql`nullif(${planRisk}, 0)`;
const sign = sql`(case when ${trades.direction} = 'LONG' then 1 else -1 end)`;

/** The summary's queries, over the same scope as the breakdowns. */
export function createAnalysisSummaryRepository(db: Db) {
  return {
    async facts(scope: AnalysisScope): Promise<SummaryFacts> {
      const [row] = await readWithoutJit(db, (tx) =>
        tx
          .select({
            sequence: sql<string | null>`string_agg(coalesce(left(${OUTCOME}, 1), '-')
            || coalesce(${trades.realizedRr}::text, ''), ';' order by ${trades.closeDate}, ${trades.id})`,
            avg_hold_minutes: sql<
              number | null
            >`avg(date_part('epoch', ${trades.closeDate} - ${trades.entryDate}))::float8 / 60`,
          })
          .from(trades)
          .where(scopeCondition(scope)),
      );
      return row ?? { sequence: null, avg_hold_minutes: null };
    },

    /** Per planned target position (0 = TP1): the trades that planned it and those that reached it. */
    targets(scope: AnalysisScope): Promise<{ position: number; trades: number; hits: number }[]> {
      return readWithoutJit(db, (tx) =>
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
     * The recorded plans of the closed trades, and Σ and count of DESIGN §10's management R (realized R − the
     * exits' R against the plan's risk) over the trades with a known R and a plan whose stop risks something:
     * Σ realized R over them, minus Σ over their exits of sign × (price − entry) × quantity / plan risk, exact
     * numeric arithmetic without grouping by trade (the mean is of exact values, not of values rounded first).
     */
    plans(scope: AnalysisScope): Promise<PlanFacts> {
      // `plannedRisk` is null without a plan, without a plan stop or for a zero risk: one test leaves them out.
      const managed = sql`${trades.realizedRr} is not null and ${plannedRisk} is not null`;
      return readWithoutJit(db, async (tx) => {
        const [plans] = await tx
          .select({
            planned: sql<number>`(count(*) filter (where ${trades.plan} is not null))::int`,
            retroactive: sql<number>`(count(*) filter (where ${trades.plan} is not null
              and ${trades.planIsRetroactive}))::int`,
            realized: sql<string>`coalesce(sum(${trades.realizedRr}) filter (where ${managed}), 0)::text`,
            managed: sql<number>`(count(*) filter (where ${managed}))::int`,
          })
          .from(trades)
          .where(scopeCondition(scope));
        const [exits] = await tx
          .select({
            sum: sql<string>`coalesce(sum(${sign} * (${tradeExits.price} - ${trades.entryPrice})
              * ${tradeExits.quantity} / ${plannedRisk}), 0)::text`,
          })
          .from(trades)
          .innerJoin(tradeExits, eq(tradeExits.tradeId, trades.id))
          .where(sql`${scopeCondition(scope)} and ${trades.realizedRr} is not null`);
        return {
          planned: plans?.planned ?? 0,
          retroactive: plans?.retroactive ?? 0,
          management_sum: new Decimal(plans?.realized ?? 0).minus(exits?.sum ?? 0).toNumber(),
          management_count: plans?.managed ?? 0,
        };
      });
    },
  };
}

export type AnalysisSummaryRepository = ReturnType<typeof createAnalysisSummaryRepository>;
