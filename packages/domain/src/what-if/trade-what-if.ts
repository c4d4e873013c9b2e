import type { CandleSeries } from '../candles/candle-series.ts';
import { toRoundedNumber } from '../decimal.ts';
import { closedPositionSteps, realizedPnl, type TradeFills } from '../excursions/position-fills.ts';
import { R_DECIMALS } from '../trade/outcome.ts';
import { planExitRules, scenarioExitRules, type WhatIfPlan } from './exit-rules.ts';
import { replayScenario, type ScenarioOutcome } from './replay-scenario.ts';
import { type CandleScenarioKey, WHAT_IF_DEFAULT_HORIZON_DAYS } from './scenarios.ts';

const DAY_MS = 86_400_000;

/** A closed trade as the what-if exits need it: its fills, its locked plan, and its symbol's candles. */
export type WhatIfTrade = TradeFills & {
  plan: WhatIfPlan;
  /** One series per timeframe available for the trade's symbol, in any order. */
  candles: readonly CandleSeries[];
};

/** What happened (R against the plan's risk) and what each scenario would have done. */
export type TradeWhatIf = { actual_r: number; scenarios: Record<CandleScenarioKey, ScenarioOutcome> };

/**
 * The what-if exits of one closed trade, from its first entry, `horizonDays` days at most
 * (docs/rules/candles.md#what-if). `actual_r` is what its exits realized against the plan's risk (its realized R
 * when the stop and the size never changed), so that every scenario is measured in the same R. Null when the plan
 * has no stop or risks nothing, or the fills are not a closed position: R is unknown.
 */
export function tradeWhatIf(
  trade: WhatIfTrade,
  horizonDays = WHAT_IF_DEFAULT_HORIZON_DAYS,
): TradeWhatIf | null {
  const steps = closedPositionSteps(trade);
  const entryMs = steps?.[0]?.atMs;
  const plan = planExitRules(trade.direction, trade.plan);
  if (steps === null || entryMs === undefined || plan === null) return null;
  const series = [...trade.candles].sort((a, b) => a.lengthMs - b.lengthMs);
  // A horizon that is not a positive number of days leaves nothing to replay: every scenario unresolved.
  const horizonMs = horizonDays > 0 ? entryMs + horizonDays * DAY_MS : entryMs;
  const replay = (key: CandleScenarioKey) =>
    replayScenario(scenarioExitRules(plan, key), series, entryMs, horizonMs);
  return {
    actual_r: toRoundedNumber(realizedPnl(trade.direction, steps).dividedBy(plan.risk), R_DECIMALS),
    scenarios: {
      PLAN: replay('PLAN'),
      FIXED_1R: replay('FIXED_1R'),
      FIXED_2R: replay('FIXED_2R'),
      FIXED_3R: replay('FIXED_3R'),
    },
  };
}
