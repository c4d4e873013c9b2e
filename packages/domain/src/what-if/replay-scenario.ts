import { type CandleSeries, exactPrice, firstCandleAfter } from '../candles/candle-series.ts';
import type { CandleTimeframe } from '../candles/timeframes.ts';
import { toRoundedNumber } from '../decimal.ts';
import { R_DECIMALS } from '../trade/outcome.ts';
import {
  candleStep,
  type ExitReason,
  exitPart,
  nextCandidate,
  type Progress,
  QUIET,
  startProgress,
  UNSURE,
} from './candle-step.ts';
import type { ExitRules } from './exit-rules.ts';

/** What one scenario did with one trade (docs/rules/candles.md#what-if); R against the plan's risk, 4 decimals. */
export type ScenarioOutcome =
  | { status: 'RESOLVED'; r: number; ended_by: ExitReason; timeframe: CandleTimeframe }
  | { status: 'AMBIGUOUS'; timeframe: CandleTimeframe }
  | { status: 'UNRESOLVED' };

/** A scenario's replay: its exits, the symbol's candles finest first, the entry and the horizon instants. */
type Replay = { rules: ExitRules; series: readonly CandleSeries[]; entryMs: number; horizonMs: number };

/**
 * Settles an UNSURE candle of `series[level]` in a finer timeframe, the finest first; null when none does.
 * Replayed inside the candle's span (from the entry, for the candle that holds it), the finer candles must run
 * without a hole until the scenario is over — a candle that touched both must end it — or, for the entry candle,
 * to the span's end. A finer candle that is itself UNSURE is settled the same way, in a still finer timeframe.
 */
function settle(replay: Replay, level: number, index: number, holdsEntry: boolean, progress: Progress) {
  const series = replay.series[level];
  if (series === undefined) return null;
  const spanStart = series.times[index] ?? 0;
  const spanEnd = spanStart + series.lengthMs;
  const fromMs = holdsEntry ? replay.entryMs : spanStart;
  for (let finer = 0; finer < level; finer++) {
    if ((replay.series[finer]?.lengthMs ?? 0) >= series.lengthMs) continue;
    const settled = replayInside(replay, finer, fromMs, spanEnd, holdsEntry, progress);
    if (settled !== null) return settled;
  }
  return null;
}

function replayInside(
  replay: Replay,
  level: number,
  fromMs: number,
  toMs: number,
  fromEntry: boolean,
  progress: Progress,
): Progress | null {
  const series = replay.series[level];
  const first = series === undefined ? -1 : firstCandleAfter(series, fromMs) - 1;
  const firstOpen = series?.times[first];
  if (series === undefined || firstOpen === undefined) return null;
  // The first finer candle holds the entry, or opens where the coarse candle opens.
  if (fromEntry ? fromMs >= firstOpen + series.lengthMs : firstOpen !== fromMs) return null;
  let state = progress;
  let expected = firstOpen;
  for (let index = first; ; index++) {
    const opensAt = series.times[index];
    if (opensAt !== expected || opensAt + series.lengthMs > toMs) return null;
    const holdsEntry = fromEntry && index === first;
    const step = candleStep(replay.rules, series, index, holdsEntry, state);
    if (step === UNSURE) {
      const deeper = settle(replay, level, index, holdsEntry, state);
      if (deeper === null) return null;
      state = deeper;
    } else if (step !== QUIET) state = step;
    if (state.endedBy !== null) return state;
    expected = opensAt + series.lengthMs;
    if (expected === toMs) return fromEntry ? state : null;
  }
}

function resolved(rules: ExitRules, progress: Progress, endedBy: ExitReason, timeframe: CandleTimeframe) {
  const r = toRoundedNumber(progress.pnl.dividedBy(rules.risk), R_DECIMALS);
  return { status: 'RESOLVED', r, ended_by: endedBy, timeframe } satisfies ScenarioOutcome;
}

/**
 * The scenario replayed on one timeframe from the entry: the first candle that touches the stop or the next
 * target decides; holes between candles are read as a closed market. Null when this timeframe cannot answer: its
 * candles start after the entry, or end before the horizon with nothing touched.
 */
function replayOn(replay: Replay, level: number): ScenarioOutcome | null {
  const { rules, entryMs, horizonMs } = replay;
  const series = replay.series[level];
  const atOrBefore = series === undefined ? -1 : firstCandleAfter(series, entryMs) - 1;
  const opensAt = series?.times[atOrBefore];
  if (series === undefined || opensAt === undefined) return null;
  const holdsEntry = entryMs < opensAt + series.lengthMs;
  const start = holdsEntry ? atOrBefore : atOrBefore + 1;
  // Candles that end by the horizon: the last of them holds the last close before it.
  const until = firstCandleAfter(series, horizonMs - series.lengthMs);
  let state = startProgress(rules);
  for (let index = start; index < until; index++) {
    const isEntryCandle = holdsEntry && index === start;
    if (!isEntryCandle) index = nextCandidate(rules, series, index, until, state);
    if (index >= until) break;
    const step = candleStep(rules, series, index, isEntryCandle, state);
    if (step === UNSURE) {
      const settled = settle(replay, level, index, isEntryCandle, state);
      if (settled === null) return { status: 'AMBIGUOUS', timeframe: series.timeframe };
      state = settled;
    } else if (step !== QUIET) state = step;
    if (state.endedBy !== null) return resolved(rules, state, state.endedBy, series.timeframe);
  }
  const lastEnd = (series.times[series.times.length - 1] ?? 0) + series.lengthMs;
  if (lastEnd < horizonMs || until <= start) return null;
  const close = exactPrice(series, until - 1, 'c');
  return resolved(rules, exitPart(rules, state, close, state.remaining), 'HORIZON', series.timeframe);
}

/**
 * One scenario of one trade: replayed on the finest timeframe that can answer (a coarser one takes over only when
 * the finer candles start after the entry or end too soon); UNRESOLVED when none can. `series` finest first.
 */
export function replayScenario(
  rules: ExitRules,
  series: readonly CandleSeries[],
  entryMs: number,
  horizonMs: number,
): ScenarioOutcome {
  const replay = { rules, series, entryMs, horizonMs };
  for (let level = 0; level < series.length; level++) {
    const outcome = replayOn(replay, level);
    if (outcome !== null) return outcome;
  }
  return { status: 'UNRESOLVED' };
}
