import type { CandleTimeframe, Random } from '@carnet/domain';
import { TIMEFRAME_SECONDS } from '@carnet/domain';
import type { ReadCandle } from '@carnet/importers';
import type { ExitToWrite, TradeToWrite } from '../features/trades/write-trades.ts';

/** What the demo's candles read of a trade. */
export type DemoCandleTrade = {
  values: Pick<
    TradeToWrite['values'],
    'status' | 'direction' | 'assetName' | 'entryPrice' | 'stopLossPrice' | 'entryDate'
  >;
  exits: readonly Pick<ExitToWrite, 'price' | 'executedAt'>[];
};

/** The demo's most recent closed trades that get candles: enough for the chart and the excursions to show. */
export const DEMO_CANDLE_TRADES = 40;

/** Candles before the entry and after the last exit, so the chart shows where the trade came from and went. */
const MARGIN_CANDLES = 60;

type Waypoint = { ms: number; price: number };

/** One trade's candles in a timeframe: a path through its fills, wiggled, each fill inside its candle's range. */
export type DemoSeries = { symbol: string; timeframe: CandleTimeframe; candles: ReadCandle[] };

const decimalsOf = (price: string) => (price.split('.')[1]?.length ?? 0) + 1;

/** Linear between waypoints: where the price would be at `ms`. */
function pathAt(waypoints: readonly Waypoint[], ms: number): number {
  const next = waypoints.findIndex((point) => point.ms >= ms);
  if (next <= 0) return (waypoints[next < 0 ? waypoints.length - 1 : 0] ?? { price: 0 }).price;
  const [a, b] = [waypoints[next - 1], waypoints[next]];
  if (!a || !b) return 0;
  return a.price + ((b.price - a.price) * (ms - a.ms)) / Math.max(1, b.ms - a.ms);
}

/**
 * Candles consistent with a closed demo trade (docs/rules/candles.md): from MARGIN_CANDLES before the entry to as
 * many after the last exit, through the entry and every exit at their prices, with an excursion against the
 * trade and one for it on the way, so its chart and its MFE and MAE show at once. Null for a trade held too long.
 */
export function demoTradeCandles(trade: DemoCandleTrade, random: Random): DemoSeries | null {
  const { values, exits } = trade;
  const last = exits.at(-1);
  if (values.status !== 'CLOSED' || last === undefined) return null;
  const entryMs = values.entryDate.getTime();
  const heldMs = last.executedAt.getTime() - entryMs;
  const timeframe: CandleTimeframe = heldMs <= 6 * 3_600_000 ? '1m' : heldMs <= 3 * 86_400_000 ? '15m' : '1h';
  const length = TIMEFRAME_SECONDS[timeframe] * 1000;
  if (heldMs > 20 * 86_400_000) return null;
  const entry = Number(values.entryPrice);
  const sign = values.direction === 'LONG' ? 1 : -1;
  const risk = Math.abs(entry - Number(values.stopLossPrice ?? entry * 0.99)) || entry * 0.01;
  const against = entry - sign * risk * random.between(0.2, 0.8);
  const waypoints: Waypoint[] = [
    { ms: entryMs - MARGIN_CANDLES * length, price: entry - sign * risk * random.between(0.2, 1) },
    { ms: entryMs, price: entry },
    { ms: entryMs + heldMs * 0.3, price: against },
    ...exits.map((exit) => ({ ms: exit.executedAt.getTime(), price: Number(exit.price) })),
    {
      ms: last.executedAt.getTime() + MARGIN_CANDLES * length,
      price: Number(last.price) + sign * risk * 0.3,
    },
  ].sort((a, b) => a.ms - b.ms);
  const fills = [
    { ms: entryMs, price: entry },
    ...exits.map((exit) => ({ ms: exit.executedAt.getTime(), price: Number(exit.price) })),
  ];
  const decimals = decimalsOf(values.entryPrice);
  const first = Math.floor((waypoints[0]?.ms ?? entryMs) / length) * length;
  const end = waypoints.at(-1)?.ms ?? entryMs;
  const candles: ReadCandle[] = [];
  let open = pathAt(waypoints, first);
  for (let t = first; t < end; t += length) {
    const close = pathAt(waypoints, t + length) + risk * random.between(-0.05, 0.05);
    const inside = fills.filter((fill) => fill.ms >= t && fill.ms < t + length).map((fill) => fill.price);
    const high = Math.max(open, close, ...inside) + risk * random.between(0, 0.08);
    const low = Math.min(open, close, ...inside) - risk * random.between(0, 0.08);
    const text = (price: number) => Math.max(price, 0).toFixed(decimals);
    candles.push({
      t,
      o: text(open),
      h: text(high),
      l: text(low),
      c: text(close),
      v: String(random.integer(1, 500)),
    });
    open = close;
  }
  return { symbol: values.assetName, timeframe, candles };
}

/** The candles of the most recent closed trades, one series per symbol and timeframe, each time once. */
export function demoCandleSeries(trades: readonly DemoCandleTrade[], random: Random): DemoSeries[] {
  const recent = trades
    .filter((trade) => trade.values.status === 'CLOSED' && trade.exits.length > 0)
    .sort((a, b) => b.values.entryDate.getTime() - a.values.entryDate.getTime())
    .slice(0, DEMO_CANDLE_TRADES);
  const bySeries = new Map<string, DemoSeries>();
  for (const trade of recent) {
    const series = demoTradeCandles(trade, random);
    if (series === null) continue;
    const key = `${series.symbol} ${series.timeframe}`;
    const known = bySeries.get(key);
    if (known === undefined) bySeries.set(key, series);
    else {
      const times = new Set(known.candles.map((candle) => candle.t));
      known.candles.push(...series.candles.filter((candle) => !times.has(candle.t)));
    }
  }
  const all = [...bySeries.values()];
  for (const series of all) series.candles.sort((a, b) => a.t - b.t);
  return all;
}
