import type { CandleTimeframe } from '@carnet/domain';

/** How a timeframe reads on screen, the French way (docs/rules/candles.md: `1m` … `1d`). */
export const TIMEFRAME_LABELS: Readonly<Record<CandleTimeframe, string>> = {
  '1m': '1 min',
  '5m': '5 min',
  '15m': '15 min',
  '1h': '1 h',
  '4h': '4 h',
  '1d': '1 j',
};
