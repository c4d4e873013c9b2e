import { performance } from 'node:perf_hooks';
import { CHALLENGE_PRESETS, challengePresetRules } from '@carnet/contract';
import { count } from './bench-plan.ts';
import { callJson, logIn } from './http-client.ts';
import { runLoad } from './load.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

const RUNS = 10_000;
const HORIZON_DAYS = 60;
const MIN_SIMULATIONS = 3;
/** How long the second client lists its trades, simulations running all along. */
const LOAD_SECONDS = 8;
const STARTING_BALANCE = '100000';

/**
 * docs/budgets.md, docs/rules/challenges.md: `POST …/simulate/` of 10,000 runs over 60 days drawn from the measured trader's own trades (all
 * of them), one after the other while a second client lists its trades (`GET /api/v1/trades/?page=1`, one
 * connection): the simulation runs in a worker thread, so the list's p99 stays low.
 */
export async function measureChallengeOdds(server: BenchProcess, database: PreparedDatabase): Promise<Row[]> {
  const authorization = await logIn(server.baseUrl, database.trader);
  const twoStep = CHALLENGE_PRESETS[0];
  if (twoStep === undefined) throw new Error('aucun modèle de challenge');
  const account = await callJson<{ id: number }>(
    server.baseUrl,
    authorization,
    'POST',
    '/api/v1/capital-accounts/',
    {
      name: 'Challenge des chances',
      mode: 'CHALLENGE',
      starting_balance: STARTING_BALANCE,
      rules: challengePresetRules(twoStep, STARTING_BALANCE),
    },
  );
  const simulate = () =>
    callJson<{ sample_trades: number }>(
      server.baseUrl,
      authorization,
      'POST',
      `/api/v1/capital-accounts/${account.id}/simulate/`,
      {
        runs: RUNS,
        horizon_days: HORIZON_DAYS,
        risk_pct: 0.5,
        sample: 'ALL',
      },
    );
  await simulate(); // starts the worker thread, as the first trader to ask does
  let isListing = true;
  const list = runLoad({
    url: `${server.baseUrl}/api/v1/trades/?page=1`,
    connections: 1,
    seconds: LOAD_SECONDS,
    headers: { authorization },
  }).finally(() => {
    isListing = false;
  });
  // Simulations one after the other for as long as the second client lists: its every call meets one.
  const timings: number[] = [];
  let sampleTrades = 0;
  while (isListing || timings.length < MIN_SIMULATIONS) {
    const started = performance.now();
    sampleTrades = (await simulate()).sample_trades;
    timings.push(performance.now() - started);
  }
  const listed = await list;
  const median = percentile(timings, 50);
  const what = `${count(RUNS)} simulations sur ${HORIZON_DAYS} jours (${count(sampleTrades)} trades)`;
  return [
    row(
      `Chances d’un challenge, ${what} : médiane de ${timings.length}`,
      database.label,
      median,
      `${ms(median)} (${timings.map((value) => Math.round(value)).join(', ')})`,
      { limit: 2_000, kind: 'below', unit: 'ms' },
    ),
    row(
      'Liste ?page=1 d’un second client pendant ces simulations : p99',
      database.label,
      listed.p99Ms,
      `${ms(listed.p99Ms)} (médiane ${ms(listed.medianMs)}, ${listed.requests} requêtes)`,
      { limit: 100, kind: 'below', unit: 'ms' },
    ),
  ];
}
