import { type Candle, type CandleSeries, candleSeries } from '../src/candles/candle-series.ts';
import type { CandleTimeframe } from '../src/candles/timeframes.ts';

/** Test support: the day every scenario's clock times fall on (UTC). */
export const SCENARIO_DAY = '2025-03-04';

/** `'10:05'` or `'2025-03-05 09:00'` → epoch milliseconds (UTC; a time alone falls on SCENARIO_DAY). */
export function at(time: string): number {
  const text = time.length <= 5 ? `${SCENARIO_DAY}T${time}:00Z` : `${time.replace(' ', 'T')}:00Z`;
  return Date.parse(text);
}

/** A candle row as a test writes it: open time, then open, high, low, close. */
export type CandleRow = [time: string, o: string, h: string, l: string, c: string];

export function candlesOf(rows: readonly CandleRow[]): Candle[] {
  return rows.map(([time, o, h, l, c]) => ({ t: at(time), o, h, l, c }));
}

/** A series of one timeframe from its rows; a row the series would leave out is a mistake in the test. */
export function seriesOf(timeframe: CandleTimeframe, rows: readonly CandleRow[]): CandleSeries {
  const series = candleSeries(timeframe, candlesOf(rows));
  if (series.rejected > 0) throw new Error(`${series.rejected} impossible candle(s) in the test's rows`);
  return series;
}

/** A plan for the what-if tests: entry, stop, size and take profits `[price, quantity]`. */
export function planOf(
  entry: string,
  stop: string | null,
  quantity: string,
  targets: readonly [price: string, quantity: string][] = [],
) {
  return {
    entry_price: entry,
    stop_loss_price: stop,
    quantity,
    take_profits: targets.map(([price, sold]) => ({ price, quantity_to_sell: sold })),
  };
}
