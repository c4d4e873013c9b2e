// The what-if exits (docs/rules/candles.md#what-if): what happened, and four ways the same entries could have left.

export const WHAT_IF_SCENARIOS = ['ACTUAL', 'PLAN', 'FIXED_1R', 'FIXED_2R', 'FIXED_3R'] as const;
export type WhatIfScenarioKey = (typeof WHAT_IF_SCENARIOS)[number];

/** The scenarios that replay the candles: every one but what happened. */
export type CandleScenarioKey = Exclude<WhatIfScenarioKey, 'ACTUAL'>;
export const CANDLE_SCENARIOS = WHAT_IF_SCENARIOS.filter((key): key is CandleScenarioKey => key !== 'ACTUAL');

export const WHAT_IF_SCENARIO_LABELS: Readonly<Record<WhatIfScenarioKey, string>> = Object.freeze({
  ACTUAL: 'Réel',
  PLAN: 'Plan sans gestion',
  FIXED_1R: 'Objectif fixe 1 R',
  FIXED_2R: 'Objectif fixe 2 R',
  FIXED_3R: 'Objectif fixe 3 R',
});

/** The target of each fixed scenario, in R from the plan's entry. */
export const FIXED_TARGET_R: Readonly<Record<Exclude<CandleScenarioKey, 'PLAN'>, number>> = Object.freeze({
  FIXED_1R: 1,
  FIXED_2R: 2,
  FIXED_3R: 3,
});

/** Days after the entry a scenario that touches neither its stop nor its target is closed (at the last close). */
export const WHAT_IF_DEFAULT_HORIZON_DAYS = 5;
