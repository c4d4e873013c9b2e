import { describe, expect, it } from 'vitest';
import { challengeRulesSchema } from './challenge.ts';
import { CHALLENGE_PRESETS, challengePresetRules } from './challenge-presets.ts';
import {
  DEFAULT_SIMULATION_RUNS,
  SIMULATION_MESSAGES,
  simulationRequestSchema,
} from './challenge-simulation.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('challenge presets', () => {
  it('scale with the starting balance: 100 000 → 10 000 / 5 000 / 10 000 on the two-step', () => {
    const [twoStep] = CHALLENGE_PRESETS;
    expect(twoStep && challengePresetRules(twoStep, '100000')).toMatchObject({
      profit_target: '10000',
      daily_loss_limit: '5000',
      max_loss: '10000',
      max_loss_type: 'STATIC',
    });
  });

  it('are all valid rules, with French names and distinct keys', () => {
    for (const preset of CHALLENGE_PRESETS) {
      const rules = challengePresetRules(preset, '50000');
      expect(challengeRulesSchema.parse(rules)).toEqual(rules);
    }
    expect(new Set(CHALLENGE_PRESETS.map((preset) => preset.key)).size).toBe(CHALLENGE_PRESETS.length);
    expect(CHALLENGE_PRESETS.map((preset) => preset.max_loss_type)).toEqual([
      'STATIC',
      'TRAILING_EOD',
      'TRAILING_INTRADAY',
    ]);
  });
});

describe('simulationRequestSchema', () => {
  it('defaults runs to 10 000 and refuses more than 20 000 in French', () => {
    expect(simulationRequestSchema.parse({ risk_pct: 1 }).runs).toBe(DEFAULT_SIMULATION_RUNS);
    expect(messagesOf(simulationRequestSchema.safeParse({ risk_pct: 1, runs: 20_001 }))).toEqual({
      runs: SIMULATION_MESSAGES.tooManyRuns,
    });
    expect(messagesOf(simulationRequestSchema.safeParse({ risk_pct: 0 }))).toEqual({
      risk_pct: SIMULATION_MESSAGES.riskPct,
    });
  });
});
