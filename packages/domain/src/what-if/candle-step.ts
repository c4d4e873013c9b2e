import { type CandleSeries, exactPrice } from '../candles/candle-series.ts';
import { comparePrice, type PriceLevel } from '../candles/exact-price.ts';
import { Decimal } from '../decimal.ts';
import type { ExitRules, ExitTarget } from './exit-rules.ts';

/** How the last part of a scenario's position left. */
export type ExitReason = 'STOP' | 'TARGET' | 'HORIZON';

/** A scenario under way: what is still open, the profit so far (price units × quantity), the next target. */
export type Progress = { remaining: Decimal; pnl: Decimal; next: number; endedBy: ExitReason | null };

export function startProgress(rules: ExitRules): Progress {
  return { remaining: rules.quantity, pnl: new Decimal(0), next: 0, endedBy: null };
}

/** `quantity` leaves at `price`. */
export function exitPart(rules: ExitRules, progress: Progress, price: Decimal, quantity: Decimal): Progress {
  return {
    remaining: progress.remaining.minus(quantity),
    pnl: progress.pnl.plus(quantity.times(price.minus(rules.entry)).times(rules.sign)),
    next: progress.next,
    endedBy: null,
  };
}

/** The candle touched neither the stop nor the next target. */
export const QUIET = 'QUIET';
/** The candle cannot say what came first: it touched both, or it holds the entry and touched one. */
export const UNSURE = 'UNSURE';

/**
 * The price an order at `level` fills at in a candle that reached it: the level, or the open when the candle
 * opened beyond it (a stop through a gap fills worse, a target better).
 */
function fillPrice(
  rules: ExitRules,
  series: CandleSeries,
  index: number,
  level: PriceLevel,
  isStop: boolean,
) {
  const side = comparePrice(series, index, 'o', level) * rules.sign;
  return (isStop ? side < 0 : side > 0) ? exactPrice(series, index, 'o') : level.exact;
}

/**
 * One candle of a scenario (docs/rules/candles.md#what-if). The stop takes everything left; each target reached
 * sells its quantity, nearest first. A candle that touches the stop and the next target, or that holds the entry
 * and touches either, is UNSURE: only finer candles may settle it.
 */
export function candleStep(
  rules: ExitRules,
  series: CandleSeries,
  index: number,
  holdsEntry: boolean,
  progress: Progress,
): Progress | typeof QUIET | typeof UNSURE {
  const adverse = rules.sign === 1 ? 'l' : 'h';
  const favourable = rules.sign === 1 ? 'h' : 'l';
  const reaches = (target: ExitTarget | undefined): target is ExitTarget =>
    target !== undefined && comparePrice(series, index, favourable, target.level) * rules.sign >= 0;
  const isStopHit = comparePrice(series, index, adverse, rules.stop) * rules.sign <= 0;
  const isTargetHit = reaches(rules.targets[progress.next]);
  if (!isStopHit && !isTargetHit) return QUIET;
  if (holdsEntry || (isStopHit && isTargetHit)) return UNSURE;
  if (isStopHit) {
    const price = fillPrice(rules, series, index, rules.stop, true);
    return { ...exitPart(rules, progress, price, progress.remaining), endedBy: 'STOP' };
  }
  let state = progress;
  let target = rules.targets[state.next];
  while (reaches(target)) {
    const price = fillPrice(rules, series, index, target.level, false);
    state = {
      ...exitPart(rules, state, price, Decimal.min(target.quantity, state.remaining)),
      next: state.next + 1,
    };
    if (state.remaining.isZero()) return { ...state, endedBy: 'TARGET' };
    target = rules.targets[state.next];
  }
  return state;
}

/**
 * The first candle of `[from, until)` whose doubles say it may touch the stop or the next target (the caller
 * confirms on the exact prices): the fast scan through the candles where nothing happens.
 */
export function nextCandidate(
  rules: ExitRules,
  series: CandleSeries,
  from: number,
  until: number,
  progress: Progress,
): number {
  const stop = rules.stop.double;
  const { highs, lows } = series;
  if (rules.sign === 1) {
    const target = rules.targets[progress.next]?.level.double ?? Number.POSITIVE_INFINITY;
    for (let i = from; i < until; i++) if ((lows[i] ?? 0) <= stop || (highs[i] ?? 0) >= target) return i;
  } else {
    const target = rules.targets[progress.next]?.level.double ?? Number.NEGATIVE_INFINITY;
    for (let i = from; i < until; i++) if ((highs[i] ?? 0) >= stop || (lows[i] ?? 0) <= target) return i;
  }
  return until;
}
