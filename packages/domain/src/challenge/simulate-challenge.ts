import { wilsonInterval } from '../analysis/intervals.ts';
import { createRandom } from '../random/seeded-random.ts';
import { type ChallengeLimits, type ChallengeRun, challengeState } from './challenge-engine.ts';
import type { ChallengeAccount } from './challenge-limits.ts';
import type { ChallengeRuleSet } from './challenge-types.ts';
import { centLimits, playDay, replayHistory } from './simulation-days.ts';

/**
 * What a simulation needs (docs/rules/challenges.md), plain data (it crosses to a worker thread): the rules and the account,
 * the net money of the account's closed trades by trading day (its history, which sets the state every run
 * starts from), the R of each sampled trading day in close order (already capped to trades_per_day), and the
 * request's figures.
 */
export type ChallengeSimulationInput = {
  rules: ChallengeRuleSet;
  account: ChallengeAccount;
  historyDays: readonly (readonly string[])[];
  sampleDays: readonly (readonly number[])[];
  runs: number;
  riskPct: number;
  horizonDays: number;
  seed: number;
  /** The risks of the sweep, in percent of the starting balance. */
  sweepRiskPcts: readonly number[];
};

/** The odds at one risk: counts of runs by their end, the trading days each pass took. */
type Tally = { passed: number; failed: number; dailyLoss: number; maxLoss: number; daysToPass: number[] };

export type ChallengeSimulation = {
  runs: number;
  pass_probability: number;
  /** The 10th–90th percentile of the pass probability over simulations drawn from resamples of the days. */
  pass_probability_range: { low: number; high: number };
  fail_probability: number;
  open_probability: number;
  pass_ci: { low: number; high: number };
  median_days_to_pass: number | null;
  failure_reasons: { DAILY_LOSS: number; MAX_LOSS: number };
  risk_sweep: { risk_pct: number; pass_probability: number }[];
};

/** The request with its limits in cents and the account's state, read once for every risk. */
type Prepared = ChallengeSimulationInput & { limits: ChallengeLimits<number>; start: ChallengeRun<number> };

/** The engine's run copied, so each simulated run starts from the same state. */
function copyRun(run: ChallengeRun<number>): ChallengeRun<number> {
  return { ...run, breaches: [...run.breaches] };
}

/** Run `index`'s own generator: its draws do not depend on where other runs stopped, nor on the risk. */
const runSeed = (seed: number, index: number) => (Math.imul(seed, 0x9e3779b1) + index) >>> 0;

/**
 * One risk level: every run draws whole days with replacement, each trade's money being R × risk_pct % of the
 * starting balance (whole cents), plays them through the engine and stops at the first day that ends FAILED or
 * PASSED (a breach fails the run even if the target was reached earlier that day), or after horizonDays.
 */
function tallyAtRisk(input: Prepared, riskPct: number): Tally {
  const { limits, sampleDays } = input;
  const riskCents = (limits.startingBalance * riskPct) / 100;
  const days = sampleDays.map((day) => day.map((r) => Math.round(r * riskCents)));
  const tally: Tally = { passed: 0, failed: 0, dailyLoss: 0, maxLoss: 0, daysToPass: [] };
  for (let index = 0; index < input.runs; index++) {
    const random = createRandom(runSeed(input.seed, index));
    const run = copyRun(input.start);
    let state = challengeState(run, limits);
    let played = 0;
    while (state === 'IN_PROGRESS' && played < input.horizonDays) {
      playDay(run, limits, days[Math.floor(random.next() * days.length)] ?? []);
      played += 1;
      state = challengeState(run, limits);
    }
    if (state === 'PASSED') {
      tally.passed += 1;
      tally.daysToPass.push(played);
    } else if (state === 'FAILED') {
      tally.failed += 1;
      if (run.breaches[0]?.rule === 'DAILY_LOSS') tally.dailyLoss += 1;
      else tally.maxLoss += 1;
    }
  }
  return tally;
}

/**
 * How much the odds owe to the sample: a trader's 23 trades are one draw of what their trading gives. The pass
 * probability is simulated again on SAMPLE_RESAMPLES bootstrap resamples of the sampled days (as many days, drawn
 * with replacement, from a seeded stream of their own), each with a share of the runs, so the whole costs about
 * one more simulation.
 */
const SAMPLE_RESAMPLES = 20;
const RANGE_PERCENTILES = { low: 10, high: 90 } as const;
/** Mixed into the seed of the resampling stream, so it never replays a run's draws. */
const RESAMPLE_STREAM = 0x5bd1e995;

/** Nearest-rank percentile of `values` (not empty). */
function nearestRank(sorted: readonly number[], rank: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1))] ?? 0;
}

function passProbabilityRange(input: Prepared): { low: number; high: number } {
  const random = createRandom((input.seed ^ RESAMPLE_STREAM) >>> 0);
  const runs = Math.max(1, Math.ceil(input.runs / SAMPLE_RESAMPLES));
  const { sampleDays } = input;
  const shares: number[] = [];
  for (let resample = 0; resample < SAMPLE_RESAMPLES; resample++) {
    const days = sampleDays.map(() => sampleDays[Math.floor(random.next() * sampleDays.length)] ?? []);
    const seed = runSeed(input.seed, input.runs + resample);
    shares.push(tallyAtRisk({ ...input, sampleDays: days, runs, seed }, input.riskPct).passed / runs);
  }
  shares.sort((a, b) => a - b);
  return {
    low: nearestRank(shares, RANGE_PERCENTILES.low),
    high: nearestRank(shares, RANGE_PERCENTILES.high),
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? high : ((sorted[middle - 1] ?? high) + high) / 2;
}

/**
 * docs/rules/challenges.md, the odds of passing: a day-block bootstrap of the trader's own R through the live status's engine,
 * from the account's current state. Seeded: the same input gives the same answer. Every risk of the sweep uses
 * the same draws (common random numbers), so the sweep compares risks, not luck; the requested risk gives the
 * same pass probability as the sweep's point at that risk. The range says what a different sample of the same
 * trading could have given (passProbabilityRange).
 */
export function simulateChallenge(request: ChallengeSimulationInput): ChallengeSimulation {
  const limits = centLimits(request.rules, request.account);
  const input: Prepared = { ...request, limits, start: replayHistory(limits, request.historyDays) };
  const { runs } = input;
  const tally = tallyAtRisk(input, input.riskPct);
  const share = (count: number) => count / runs;
  return {
    runs,
    pass_probability: share(tally.passed),
    pass_probability_range: passProbabilityRange(input),
    fail_probability: share(tally.failed),
    open_probability: share(runs - tally.passed - tally.failed),
    pass_ci: wilsonInterval(tally.passed, runs) ?? { low: 0, high: 1 },
    median_days_to_pass: median(tally.daysToPass),
    failure_reasons: { DAILY_LOSS: share(tally.dailyLoss), MAX_LOSS: share(tally.maxLoss) },
    risk_sweep: input.sweepRiskPcts.map((riskPct) => ({
      risk_pct: riskPct,
      pass_probability:
        riskPct === input.riskPct ? share(tally.passed) : share(tallyAtRisk(input, riskPct).passed),
    })),
  };
}
