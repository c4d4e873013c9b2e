import { performance } from 'node:perf_hooks';
import { tradesConsideredQuery } from '../apps/server/src/features/dashboard/dashboard.repository.ts';
import { type BenchTarget, openEmbeddedTarget, openPostgresTarget } from './bench-app.ts';
import { type BenchResult, percentile } from './measure.ts';
import { seedClosedTrades, seedOtherTraders } from './seed-trades.ts';

type Scenario = {
  trades: 10_000 | 100_000;
  runs: number;
  lastDays: number | null;
  budgetMs: { postgres: number; embedded: number } | null;
};

/**
 * DESIGN §9: the dashboard of a 10,000-trade user among 100 users holding 110,000 trades (p99 < 100 ms there
 * at 32 connections; one request at a time here), and over 100,000 closed trades of one user (< 400 ms on
 * PostgreSQL, < 700 ms embedded); its last 90 days show the index serving a range.
 */
const SCENARIOS: readonly Scenario[] = [
  { trades: 10_000, runs: 40, lastDays: null, budgetMs: { postgres: 100, embedded: 100 } },
  { trades: 100_000, runs: 20, lastDays: null, budgetMs: { postgres: 400, embedded: 700 } },
  { trades: 100_000, runs: 20, lastDays: 90, budgetMs: null },
];

const OTHER_TRADERS = 99;
const OTHER_TRADES_EACH = 1_000;
const WARM_UP_RUNS = 3;
const DAY_MS = 86_400_000;

function dashboardUrl(lastDays: number | null): string {
  if (lastDays === null) return '/api/v1/trades/dashboard/?group=month&tz=Europe/Paris';
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - lastDays * DAY_MS).toISOString().slice(0, 10);
  return `/api/v1/trades/dashboard/?group=week&tz=Europe/Paris&from=${from}&to=${today}`;
}

async function timeDashboard(target: BenchTarget, authorization: string, scenario: Scenario) {
  const timings: number[] = [];
  for (let run = 0; run < WARM_UP_RUNS + scenario.runs; run++) {
    const started = performance.now();
    const response = await target.app.inject({
      method: 'GET',
      url: dashboardUrl(scenario.lastDays),
      headers: { authorization },
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`dashboard: HTTP ${response.statusCode} ${response.body}`);
    if (run >= WARM_UP_RUNS) timings.push(elapsed);
  }
  return timings;
}

/** The access path the planner chose for the dashboard query of `userId` (its scan lines). */
async function planOf(target: BenchTarget, userId: number, lastDays: number | null): Promise<string> {
  const window = lastDays === null ? {} : { start: new Date(Date.now() - lastDays * DAY_MS) };
  const { sql, params } = tradesConsideredQuery(target.db, userId, window).toSQL();
  const rows = await target.query(`explain ${sql}`, params);
  return rows
    .map((row) => String(row['QUERY PLAN']))
    .filter((line) => line.includes('Scan'))
    .map((line) => line.replace(/^\s*(->\s*)?/, '').replace(/\s+\(cost.*$/, ''))
    .join(' ; ');
}

async function benchTarget(target: BenchTarget, isPostgres: boolean): Promise<BenchResult[]> {
  const seedStarted = performance.now();
  await seedOtherTraders(target.db, OTHER_TRADERS, OTHER_TRADES_EACH);
  const traders = new Map<number, { id: number; authorization: string }>();
  for (const trades of [10_000, 100_000]) {
    const trader = await target.createUser(`mesure${trades}`);
    await seedClosedTrades(target.db, trader.id, trades);
    traders.set(trades, trader);
  }
  // Autovacuum would do this after a bulk load; it lets the covering index answer without the table.
  await target.query('vacuum analyze trades', []);
  const seedMs = performance.now() - seedStarted;
  const results: BenchResult[] = [];
  for (const scenario of SCENARIOS) {
    const trader = traders.get(scenario.trades);
    if (!trader) throw new Error(`no trader with ${scenario.trades} trades`);
    const timings = await timeDashboard(target, trader.authorization, scenario);
    const budget =
      scenario.budgetMs && (isPostgres ? scenario.budgetMs.postgres : scenario.budgetMs.embedded);
    results.push({
      name: `dashboard, ${scenario.trades.toLocaleString('fr-FR')} trades, ${scenario.lastDays === null ? "tout l'historique" : `${scenario.lastDays} derniers jours`}`,
      database: target.label,
      runs: scenario.runs,
      medianMs: percentile(timings, 50),
      p99Ms: percentile(timings, 99),
      budget: budget ? `< ${budget} ms` : '—',
      note: `plan : ${await planOf(target, trader.id, scenario.lastDays)}`,
    });
  }
  console.log(
    `${target.label} : ${Math.round(seedMs / 1000)} s pour insérer ${OTHER_TRADERS * OTHER_TRADES_EACH + 110_000} trades.`,
  );
  return results;
}

/** Embedded always; PostgreSQL when BENCH_DATABASE_URL names a server (a throwaway database is created on it). */
export async function benchDashboard(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const embedded = await openEmbeddedTarget();
  try {
    results.push(...(await benchTarget(embedded, false)));
  } finally {
    await embedded.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const postgres = await openPostgresTarget(serverUrl);
    try {
      results.push(...(await benchTarget(postgres, true)));
    } finally {
      await postgres.close();
    }
  }
  return results;
}
