// The candle timeframes Carnet stores and reads (docs/rules/candles.md), finest first.

export const CANDLE_TIMEFRAMES = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type CandleTimeframe = (typeof CANDLE_TIMEFRAMES)[number];

const MINUTE_MS = 60_000;

/** The length of one candle of each timeframe, in milliseconds. */
export const TIMEFRAME_MS: Readonly<Record<CandleTimeframe, number>> = Object.freeze({
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '4h': 240 * MINUTE_MS,
  '1d': 1440 * MINUTE_MS,
});

/** Tells whether a value is one of the timeframes. */
export function isCandleTimeframe(value: unknown): value is CandleTimeframe {
  return CANDLE_TIMEFRAMES.some((timeframe) => timeframe === value);
}
