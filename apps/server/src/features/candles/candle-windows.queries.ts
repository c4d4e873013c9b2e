import { type CandleSeries, candleSeries as seriesOf, TIMEFRAME_SECONDS } from '@carnet/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { candleSeries, candles } from '../../db/schema/index.ts';

/** A stretch of time whose candles a computation reads: candles that overlap `[fromMs, toMs]`. */
export type TimeWindow = { fromMs: number; toMs: number };

/** The windows by start, overlapping ones merged: each candle is read once however many trades it serves. */
export function mergeWindows(windows: readonly TimeWindow[], widenMs: number): TimeWindow[] {
  const sorted = windows
    .map(({ fromMs, toMs }) => ({ fromMs: fromMs - widenMs, toMs }))
    .sort((a, b) => a.fromMs - b.fromMs);
  const merged: TimeWindow[] = [];
  for (const window of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && window.fromMs <= last.toMs) last.toMs = Math.max(last.toMs, window.toMs);
    else merged.push({ ...window });
  }
  return merged;
}

/**
 * The caller's candles of a symbol that overlap the windows, one series per stored timeframe, read once into the
 * domain's form (docs/rules/candles.md#excursions): a candle opened at `t` overlaps `[from, to]` when
 * `from − length < t ≤ to`. One range scan of the primary key per merged window and timeframe.
 */
export async function symbolCandles(
  db: Db | Tx,
  userId: number,
  symbol: string,
  windows: readonly TimeWindow[],
): Promise<CandleSeries[]> {
  if (windows.length === 0) return [];
  const stored = await db
    .select({ id: candleSeries.id, timeframe: candleSeries.timeframe })
    .from(candleSeries)
    .where(and(eq(candleSeries.userId, userId), eq(candleSeries.symbol, symbol)));
  const series: CandleSeries[] = [];
  for (const { id, timeframe } of stored) {
    const lengthMs = TIMEFRAME_SECONDS[timeframe] * 1000;
    const ranges = mergeWindows(windows, lengthMs).map((window) => ({
      f: new Date(window.fromMs).toISOString(),
      u: new Date(window.toMs).toISOString(),
    }));
    const rows = await db
      .select({
        t: sql<number>`(extract(epoch from ${candles.t}) * 1000)::float8`,
        o: sql<string>`${candles.o}::text`,
        h: sql<string>`${candles.h}::text`,
        l: sql<string>`${candles.l}::text`,
        c: sql<string>`${candles.c}::text`,
      })
      .from(
        sql`jsonb_to_recordset(${JSON.stringify(ranges)}::jsonb) as w(f timestamptz, u timestamptz)
          join ${candles} on ${candles.seriesId} = ${id} and ${candles.t} > w.f and ${candles.t} <= w.u`,
      )
      .orderBy(candles.t);
    series.push(seriesOf(timeframe, rows));
  }
  return series;
}
