// The timeframes of stored candles (docs/rules/candles.md), shortest first.

export const CANDLE_TIMEFRAMES = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type CandleTimeframe = (typeof CANDLE_TIMEFRAMES)[number];

/** How long one candle of each timeframe lasts, in seconds. */
export const TIMEFRAME_SECONDS: Record<CandleTimeframe, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3_600,
  '4h': 14_400,
  '1d': 86_400,
};
