import { CANDLE_MESSAGES } from '@carnet/contract';
import { CANDLE_TIMEFRAMES, type CandleTimeframe, TIMEFRAME_SECONDS } from '@carnet/domain';
import { CandleFileError } from './candle-file.ts';

/** The most frequent gap between consecutive times (the smaller on a tie), in ms; null with fewer than 2 times. */
function usualSpacingMs(times: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (let index = 1; index < times.length; index++) {
    const gap = (times[index] ?? 0) - (times[index - 1] ?? 0);
    counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  let best: { gap: number; count: number } | null = null;
  for (const [gap, count] of counts) {
    if (best === null || count > best.count || (count === best.count && gap < best.gap))
      best = { gap, count };
  }
  return best?.gap ?? null;
}

const describe = (ms: number) => (ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/**
 * The file's timeframe (docs/rules/candles.md#candles): the one given, or the one whose length is the usual gap
 * between its candles (nights and weekends are rarer than the gap between two candles). Daily candles converted
 * from a zone with daylight saving are 23 or 25 hours apart twice a year: still 24 hours most of the time.
 */
export function candleTimeframe(sortedTimes: readonly number[], given?: CandleTimeframe): CandleTimeframe {
  const spacing = usualSpacingMs(sortedTimes);
  if (given !== undefined) {
    if (spacing !== null && spacing < TIMEFRAME_SECONDS[given] * 1000) {
      throw new CandleFileError('timeframe', CANDLE_MESSAGES.spacingBelowTimeframe(given));
    }
    return given;
  }
  if (spacing === null) throw new CandleFileError('timeframe', CANDLE_MESSAGES.singleCandle);
  const found = CANDLE_TIMEFRAMES.find((timeframe) => TIMEFRAME_SECONDS[timeframe] * 1000 === spacing);
  if (found === undefined)
    throw new CandleFileError('timeframe', CANDLE_MESSAGES.unknownSpacing(describe(spacing)));
  return found;
}
