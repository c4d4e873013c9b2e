import { describe, expect, it } from 'vitest';
import type { ChallengeRuleSet } from './challenge-types.ts';
import { type ChallengeSimulationInput, simulateChallenge } from './simulate-challenge.ts';

/*
 * By hand, a 100 000 account risking 1 % (1 000 a trade, 100 000 cents), target 10 000:
 *   every day one +1 R trade → +1 000 a day → the target on day 10 exactly: with 30 days every run passes on
 *   day 10 (median 10), with 9 days none has passed nor failed (all open); with 12 minimum days, day 12;
 *   every day −1 R, −1 R with a 1 500 daily loss (from the starting balance) → the second trade of day 1 makes
 *   −2 000 ≤ −1 500: every run fails on DAILY_LOSS;
 *   the same days with no daily loss, a static 10 000 maximum loss → 90 000 after day 5: every run fails on
 *   MAX_LOSS.
 */
const RULES: ChallengeRuleSet = {
  profit_target: '10000',
  daily_loss_limit: null,
  daily_loss_pct: null,
  daily_loss_basis: 'STARTING_BALANCE',
  max_loss: null,
  max_loss_type: 'STATIC',
  trailing_lock: null,
  min_trading_days: null,
  consistency_pct: null,
  reset_timezone: 'Europe/Prague',
  reset_time: '00:00',
};
const ACCOUNT = { starting_balance: '100000', target_balance: null };
const SWEEP = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

function simulation(
  overrides: Partial<Omit<ChallengeSimulationInput, 'rules'>> & { rules?: Partial<ChallengeRuleSet> } = {},
): ChallengeSimulationInput {
  const { rules, ...rest } = overrides;
  return {
    rules: { ...RULES, ...rules },
    account: ACCOUNT,
    historyDays: [],
    sampleDays: [[1]],
    runs: 200,
    riskPct: 1,
    horizonDays: 30,
    seed: 7,
    sweepRiskPcts: SWEEP,
    ...rest,
  };
}

describe('simulateChallenge: days all alike give exact odds', () => {
  it('passes every run on day 10 at +1 R a day, and none within 9 days', () => {
    const odds = simulateChallenge(simulation());
    expect(odds).toMatchObject({
      runs: 200,
      pass_probability: 1,
      fail_probability: 0,
      open_probability: 0,
      median_days_to_pass: 10,
      failure_reasons: { DAILY_LOSS: 0, MAX_LOSS: 0 },
    });
    expect(odds.pass_ci.high).toBeCloseTo(1, 12);
    expect(odds.pass_ci.low).toBeGreaterThan(0.98);
    expect(simulateChallenge(simulation({ horizonDays: 9 }))).toMatchObject({
      pass_probability: 0,
      open_probability: 1,
      median_days_to_pass: null,
    });
    expect(simulateChallenge(simulation({ rules: { min_trading_days: 12 } })).median_days_to_pass).toBe(12);
  });

  it('fails every run on the daily loss, or on the maximum loss on day 5', () => {
    const losing = { sampleDays: [[-1, -1]] };
    expect(simulateChallenge(simulation({ ...losing, rules: { daily_loss_limit: '1500' } }))).toMatchObject({
      fail_probability: 1,
      failure_reasons: { DAILY_LOSS: 1, MAX_LOSS: 0 },
    });
    const floor = simulateChallenge(simulation({ ...losing, horizonDays: 5, rules: { max_loss: '10000' } }));
    expect(floor).toMatchObject({ fail_probability: 1, failure_reasons: { DAILY_LOSS: 0, MAX_LOSS: 1 } });
    expect(
      simulateChallenge(simulation({ ...losing, horizonDays: 4, rules: { max_loss: '10000' } })),
    ).toMatchObject({ fail_probability: 0, open_probability: 1 });
  });

  it('starts from the account’s state: a challenge already passed or failed stays so', () => {
    const rules = { max_loss: '10000' };
    const passed = simulation({ rules, historyDays: [['6000'], ['4000']], sampleDays: [[-1]] });
    expect(simulateChallenge(passed)).toMatchObject({ pass_probability: 1, median_days_to_pass: 0 });
    const failed = simulation({ rules, historyDays: [['-2500', '-7500']] });
    expect(simulateChallenge(failed)).toMatchObject({
      fail_probability: 1,
      failure_reasons: { MAX_LOSS: 1 },
    });
    // 9 000 made already: one more +1 R day passes.
    const close = simulation({ rules, historyDays: [['4000', '5000']] });
    expect(simulateChallenge(close).median_days_to_pass).toBe(1);
  });
});

describe('simulateChallenge: a real mix of days', () => {
  const mixed = simulation({
    sampleDays: [[1.5], [-1], [2, -1], [-1, -0.5], [0.8], [-1, 1.2, 1]],
    rules: { daily_loss_limit: '3000', max_loss: '6000', max_loss_type: 'TRAILING_EOD' },
    runs: 2_000,
  });

  it('gives the same answer for the same seed, another for another seed', () => {
    const odds = simulateChallenge(mixed);
    expect(simulateChallenge(mixed)).toEqual(odds);
    expect(simulateChallenge({ ...mixed, seed: 8 })).not.toEqual(odds);
  });

  it('adds up, holds its pass probability in its interval, and sweeps with the same draws', () => {
    const odds = simulateChallenge(mixed);
    expect(odds.pass_probability + odds.fail_probability + odds.open_probability).toBeCloseTo(1, 12);
    expect(odds.failure_reasons.DAILY_LOSS + odds.failure_reasons.MAX_LOSS).toBeCloseTo(
      odds.fail_probability,
      12,
    );
    expect(odds.pass_probability).toBeGreaterThan(0);
    expect(odds.fail_probability).toBeGreaterThan(0);
    expect(odds.pass_ci.low).toBeLessThan(odds.pass_probability);
    expect(odds.pass_ci.high).toBeGreaterThan(odds.pass_probability);
    expect(odds.risk_sweep.map((point) => point.risk_pct)).toEqual(SWEEP);
    const atOne = odds.risk_sweep.find((point) => point.risk_pct === 1);
    expect(atOne?.pass_probability).toBe(odds.pass_probability);
    expect(simulateChallenge({ ...mixed, riskPct: 0.5 }).pass_probability).toBe(
      odds.risk_sweep.find((point) => point.risk_pct === 0.5)?.pass_probability,
    );
  });

  it('says what the sample leaves open: a range of the pass probability over resampled days', () => {
    const odds = simulateChallenge(mixed);
    const { low, high } = odds.pass_probability_range;
    // 6 days are a thin sample: resampled, the odds spread well beyond the simulation's own ±2 %.
    expect(low).toBeLessThan(odds.pass_probability);
    expect(high).toBeGreaterThan(odds.pass_probability);
    expect(high - low).toBeGreaterThan(odds.pass_ci.high - odds.pass_ci.low);
    expect(simulateChallenge({ ...mixed, seed: 8 }).pass_probability_range).not.toEqual(
      odds.pass_probability_range,
    );
  });

  it('has no range to give when every day of the sample is the same', () => {
    // Any resample of identical +1 R days is the sample itself: every run passes on day 10.
    expect(simulateChallenge(simulation({ sampleDays: [[1], [1], [1]] })).pass_probability_range).toEqual({
      low: 1,
      high: 1,
    });
  });

  it('never lowers the odds with more risk when every day wins and nothing can fail', () => {
    const winning = simulation({ sampleDays: [[0.5], [1], [0.2, 0.3], [2]], horizonDays: 8, runs: 1_000 });
    const sweep = simulateChallenge(winning).risk_sweep.map((point) => point.pass_probability);
    expect(sweep).toEqual([...sweep].sort((a, b) => a - b));
    expect(sweep[0]).toBeLessThan(sweep.at(-1) ?? 0);
  });

  it('never raises the odds with more risk when every day loses', () => {
    const losing = simulation({ sampleDays: [[-0.5], [-1, 0.2]], rules: { max_loss: '10000' } });
    const odds = simulateChallenge(losing);
    expect(odds.risk_sweep.every((point) => point.pass_probability === 0)).toBe(true);
    const fails = SWEEP.map((riskPct) => simulateChallenge({ ...losing, riskPct }).fail_probability);
    expect(fails).toEqual([...fails].sort((a, b) => a - b));
  });
});
