import { describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES, challengeRulesSchema } from './challenge.ts';
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

  it('give the one-step a daily loss of 3 % of each day-start balance, not a fixed amount', () => {
    const oneStep = CHALLENGE_PRESETS.find((preset) => preset.key === 'ONE_STEP');
    expect(oneStep && challengePresetRules(oneStep, '100000')).toMatchObject({
      daily_loss_limit: null,
      daily_loss_pct: 3,
      daily_loss_basis: 'DAY_START_BALANCE',
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

describe('challengeRulesSchema', () => {
  it('takes a minimum of 0 trading days (no minimum) and refuses a negative or partial one', () => {
    expect(challengeRulesSchema.parse({ min_trading_days: 0 }).min_trading_days).toBe(0);
    for (const days of [-1, 1.5]) {
      expect(messagesOf(challengeRulesSchema.safeParse({ min_trading_days: days }))).toEqual({
        min_trading_days: CHALLENGE_MESSAGES.minTradingDays,
      });
    }
  });

  it('takes a daily loss in percent with 2 decimals at most, of the basis it names', () => {
    expect(
      challengeRulesSchema.parse({ daily_loss_pct: 4.5, daily_loss_basis: 'STARTING_BALANCE' }),
    ).toMatchObject({
      daily_loss_limit: null,
      daily_loss_pct: 4.5,
      daily_loss_basis: 'STARTING_BALANCE',
    });
    for (const pct of [0, -5, 100.01, 2.345]) {
      expect(messagesOf(challengeRulesSchema.safeParse({ daily_loss_pct: pct }))).toEqual({
        daily_loss_pct: CHALLENGE_MESSAGES.dailyLossPctRange,
      });
    }
  });

  it('refuses a daily loss given both as an amount and as a percent', () => {
    expect(
      messagesOf(challengeRulesSchema.safeParse({ daily_loss_limit: '5000', daily_loss_pct: 5 })),
    ).toEqual({
      daily_loss_pct: CHALLENGE_MESSAGES.dailyLossEither,
    });
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
