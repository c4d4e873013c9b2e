import { pairedTTest } from '../analysis/paired-t-test.ts';
import { aggregateR } from '../analysis/r-aggregate.ts';
import { type RStats, rStats } from '../analysis/r-stats.ts';
import type { DifferenceTest } from '../analysis/welch.ts';
import {
  CANDLE_SCENARIOS,
  WHAT_IF_DEFAULT_HORIZON_DAYS,
  WHAT_IF_SCENARIO_LABELS,
  WHAT_IF_SCENARIOS,
  type WhatIfScenarioKey,
} from './scenarios.ts';
import { type TradeWhatIf, tradeWhatIf, type WhatIfTrade } from './trade-what-if.ts';

/**
 * One scenario over a group of trades: the statistics of its resolved trades, how many it resolved, left
 * ambiguous or unresolved, and its paired test against what happened on those same trades.
 */
export type WhatIfScenario = RStats & {
  key: WhatIfScenarioKey;
  label: string;
  resolved: number;
  ambiguous: number;
  unresolved: number;
  /** Paired t-test of (scenario R − actual R) over the resolved trades; difference = scenario − actual. */
  vs_actual: DifferenceTest;
};

/** The what-if exits of a group of closed trades. `skipped_unknown_r`: trades left out, R unknown (no stop). */
export type WhatIfExits = { horizon_days: number; skipped_unknown_r: number; scenarios: WhatIfScenario[] };

type Tally = { r: number[]; differences: number[]; ambiguous: number; unresolved: number };

function scenarioOf(key: WhatIfScenarioKey, tally: Tally): WhatIfScenario {
  return {
    key,
    label: WHAT_IF_SCENARIO_LABELS[key],
    ...rStats(aggregateR(tally.r)),
    resolved: tally.r.length,
    ambiguous: tally.ambiguous,
    unresolved: tally.unresolved,
    vs_actual: pairedTTest(aggregateR(tally.differences)),
  };
}

function tallyTrade(tallies: Record<WhatIfScenarioKey, Tally>, result: TradeWhatIf): void {
  tallies.ACTUAL.r.push(result.actual_r);
  tallies.ACTUAL.differences.push(0);
  for (const key of CANDLE_SCENARIOS) {
    const outcome = result.scenarios[key];
    const tally = tallies[key];
    if (outcome.status === 'RESOLVED') {
      tally.r.push(outcome.r);
      tally.differences.push(outcome.r - result.actual_r);
    } else if (outcome.status === 'AMBIGUOUS') tally.ambiguous++;
    else tally.unresolved++;
  }
}

/**
 * « Et si… » over a group of closed trades (docs/rules/candles.md#what-if): what happened, then PLAN,
 * FIXED_1R, FIXED_2R and FIXED_3R. A trade a scenario leaves ambiguous or unresolved is counted and left out of
 * that scenario — never given to its stop or its target — and out of its paired test.
 */
export function whatIfExits(
  trades: readonly WhatIfTrade[],
  horizonDays = WHAT_IF_DEFAULT_HORIZON_DAYS,
): WhatIfExits {
  const tally = (): Tally => ({ r: [], differences: [], ambiguous: 0, unresolved: 0 });
  const tallies: Record<WhatIfScenarioKey, Tally> = {
    ACTUAL: tally(),
    PLAN: tally(),
    FIXED_1R: tally(),
    FIXED_2R: tally(),
    FIXED_3R: tally(),
  };
  let skipped = 0;
  for (const trade of trades) {
    const result = tradeWhatIf(trade, horizonDays);
    if (result === null) skipped++;
    else tallyTrade(tallies, result);
  }
  return {
    horizon_days: horizonDays,
    skipped_unknown_r: skipped,
    scenarios: WHAT_IF_SCENARIOS.map((key) => scenarioOf(key, tallies[key])),
  };
}
