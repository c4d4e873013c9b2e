import { type CandleSeries, packedCandleSeries, TIMEFRAME_SECONDS } from '@carnet/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { candleSeries, candles, trades } from '../../db/schema/index.ts';

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
 * `from − length < t ≤ to`. One range scan of the primary key per merged window and timeframe, each window's
 * candles answered as one packed text (`t,o,h,l,c;…`, ARCHITECTURE.md « Candles »): no row nor object per candle.
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
    const ranges = mergeWindows(windows, lengthMs).map((window, n) => ({
      n,
      f: new Date(window.fromMs).toISOString(),
      u: new Date(window.toMs).toISOString(),
    }));
    // The inner select walks the primary key in time order, which string_agg keeps.
    const rows = await db
      .select({
        packed: sql<string | null>`(select string_agg(concat_ws(',', (extract(epoch from k.t) * 1000)::float8,
            k.o, k.h, k.l, k.c), ';')
          from (select ${candles.t} as t, ${candles.o} as o, ${candles.h} as h, ${candles.l} as l, ${candles.c} as c
            from ${candles} where ${candles.seriesId} = ${id} and ${candles.t} > w.f and ${candles.t} <= w.u
            order by ${candles.t}) as k)`,
      })
      .from(
        sql`jsonb_to_recordset(${JSON.stringify(ranges)}::jsonb) as w(n int, f timestamptz, u timestamptz)`,
      )
      .orderBy(sql`w.n`);
    const texts = rows.flatMap((row) => (row.packed === null ? [] : [row.packed]));
    series.push(packedCandleSeries(timeframe, texts.join(';')));
  }
  return series;
}

/** The columns of a trade that place its position on candles: the excursions and the what-if read the same. */
export const POSITION_ON_CANDLES = {
  id: trades.id,
  assetName: trades.assetName,
  direction: trades.direction,
  entryPrice: trades.entryPrice,
  quantity: trades.quantity,
  stopLossPrice: trades.stopLossPrice,
  entryDate: trades.entryDate,
};
