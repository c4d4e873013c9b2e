import type { Calendar, calendarQuerySchema, Heatmap, heatmapQuerySchema } from '@carnet/contract';
import { Decimal, R_DECIMALS, roundRatio, toDecimalString } from '@carnet/domain';
import type { z } from 'zod';
import type { AnalysisService } from './analysis.service.ts';
import type { CalendarRepository, CalendarRow } from './calendar.repository.ts';

const DAY_MS = 86_400_000;

/** Figures of a day, a week or the month, summed exactly (R and money as Decimal until the answer). */
type Tally = {
  trades: number;
  wins: number;
  losses: number;
  breakevens: number;
  skipped: number;
  totalR: Decimal;
  net: Map<string, Decimal>;
};

const emptyTally = (): Tally => ({
  trades: 0,
  wins: 0,
  losses: 0,
  breakevens: 0,
  skipped: 0,
  totalR: new Decimal(0),
  net: new Map(),
});

function add(tally: Tally, row: CalendarRow): void {
  tally.trades += row.trades;
  tally.wins += row.wins;
  tally.losses += row.losses;
  tally.breakevens += row.breakevens;
  tally.skipped += row.skipped;
  tally.totalR = tally.totalR.plus(row.total_r);
  if (row.net !== null)
    tally.net.set(row.currency, (tally.net.get(row.currency) ?? new Decimal(0)).plus(row.net));
}

function figures(tally: Tally) {
  const currencies = [...tally.net.keys()].sort();
  return {
    trades: tally.trades,
    total_r: tally.totalR.toNumber(),
    net_pnl: Object.fromEntries(
      currencies.map((currency) => [currency, toDecimalString(tally.net.get(currency) ?? new Decimal(0))]),
    ),
  };
}

const outcomes = (tally: Tally) => ({ wins: tally.wins, losses: tally.losses, breakevens: tally.breakevens });

/** Every civil date of a `YYYY-MM` month, and the Monday starting its ISO week. */
function monthDays(month: string): { date: string; weekStart: string }[] {
  const [year, number] = month.split('-').map(Number);
  const first = Date.UTC(year ?? 0, (number ?? 1) - 1, 1);
  const next = Date.UTC(year ?? 0, number ?? 1, 1);
  const days: { date: string; weekStart: string }[] = [];
  for (let ms = first; ms < next; ms += DAY_MS) {
    const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
    days.push({
      date: new Date(ms).toISOString().slice(0, 10),
      weekStart: new Date(ms - sinceMonday * DAY_MS).toISOString().slice(0, 10),
    });
  }
  return days;
}

/** GET /api/v1/trades/calendar/ and /heatmap/ (docs/rules/statistics.md). */
export function createCalendarService(deps: { analysis: AnalysisService; repository: CalendarRepository }) {
  return {
    async calendar(userId: number, parameters: z.output<typeof calendarQuerySchema>): Promise<Calendar> {
      const days = monthDays(parameters.month);
      const scope = await deps.analysis.scopeOf(userId, {
        ...parameters,
        from: days[0]?.date,
        to: days.at(-1)?.date,
      });
      const byDay = new Map(days.map(({ date }) => [date, emptyTally()]));
      const byWeek = new Map(days.map(({ weekStart }) => [weekStart, emptyTally()]));
      const weekOf = new Map(days.map(({ date, weekStart }) => [date, weekStart]));
      const totals = emptyTally();
      for (const row of await deps.repository.days(scope)) {
        const day = byDay.get(row.date);
        const week = byWeek.get(weekOf.get(row.date) ?? '');
        if (day === undefined || week === undefined) continue;
        add(day, row);
        add(week, row);
        add(totals, row);
      }
      return {
        month: parameters.month,
        days: [...byDay.entries()].map(([date, tally]) => ({ date, ...figures(tally), ...outcomes(tally) })),
        weeks: [...byWeek.entries()].map(([week_start, tally]) => ({ week_start, ...figures(tally) })),
        totals: { ...figures(totals), ...outcomes(totals), skipped_unknown_r: totals.skipped },
      };
    },

    async heatmap(userId: number, parameters: z.output<typeof heatmapQuerySchema>): Promise<Heatmap> {
      const scope = await deps.analysis.scopeOf(userId, parameters);
      const rows = await deps.repository.cells(scope);
      const cells = rows
        .filter((row) => row.trades > 0)
        .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
        .map((row) => ({
          weekday: row.weekday,
          hour: row.hour,
          trades: row.trades,
          expectancy: roundRatio(Number(row.total_r) / row.trades, R_DECIMALS),
          total_r: Number(row.total_r),
        }));
      return { cells, skipped_unknown_r: rows.reduce((sum, row) => sum + row.skipped, 0) };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
