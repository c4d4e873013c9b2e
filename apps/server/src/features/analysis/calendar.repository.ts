import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { capitalAccounts, trades } from '../../db/schema/index.ts';
import { localTime } from '../../db/trade-group-keys.ts';
import { ACCOUNT_OF_TRADE, OUTCOME } from './analysis-aggregates.ts';
import { type AnalysisScope, scopeCondition } from './analysis-scope.ts';
import { readForAnalysis } from './read-for-analysis.ts';

const known = sql`${trades.realizedRr} is not null`;

/** One (local close day, currency) of the calendar: every closed trade, counted by its stored outcome. */
export type CalendarRow = {
  date: string;
  currency: string;
  trades: number;
  wins: number;
  losses: number;
  breakevens: number;
  /** Σ of the known R, exact (numeric as text). */
  total_r: string;
  skipped: number;
  net: string | null;
};

/** One (ISO weekday, hour) of the entry in the zone: the trades with a known R and those without. */
export type HeatmapRow = { weekday: number; hour: number; trades: number; total_r: string; skipped: number };

/** The calendar and heat map of docs/rules/statistics.md, grouped by PostgreSQL in the scope's zone (DST-exact). */
export function createCalendarRepository(db: Db) {
  return {
    days(scope: AnalysisScope): Promise<CalendarRow[]> {
      return readForAnalysis(db, (tx) =>
        tx
          .select({
            date: sql<string>`to_char(${localTime(sql`${trades.closeDate}`, scope.timeZone)}, 'YYYY-MM-DD')`,
            currency: sql<string>`${capitalAccounts.currency}`,
            trades: sql<number>`count(*)::int`,
            wins: sql<number>`(count(*) filter (where ${OUTCOME} = 'WIN'))::int`,
            losses: sql<number>`(count(*) filter (where ${OUTCOME} = 'LOSS'))::int`,
            breakevens: sql<number>`(count(*) filter (where ${OUTCOME} = 'BREAKEVEN'))::int`,
            total_r: sql<string>`coalesce(sum(${trades.realizedRr}), 0)::text`,
            skipped: sql<number>`(count(*) filter (where not ${known}))::int`,
            net: sql<string | null>`sum(${trades.pnlAmount})::text`,
          })
          .from(trades)
          .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE)
          .where(scopeCondition(scope))
          .groupBy(sql`1, 2`),
      );
    },

    cells(scope: AnalysisScope): Promise<HeatmapRow[]> {
      const entry = localTime(sql`${trades.entryDate}`, scope.timeZone);
      return readForAnalysis(db, (tx) =>
        tx
          .select({
            weekday: sql<number>`date_part('isodow', ${entry})::int`,
            hour: sql<number>`date_part('hour', ${entry})::int`,
            trades: sql<number>`(count(*) filter (where ${known}))::int`,
            total_r: sql<string>`coalesce(sum(${trades.realizedRr}), 0)::text`,
            skipped: sql<number>`(count(*) filter (where not ${known}))::int`,
          })
          .from(trades)
          .where(scopeCondition(scope))
          .groupBy(sql`1, 2`),
      );
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
