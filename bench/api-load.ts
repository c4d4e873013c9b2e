import type { BenchPlan } from './bench-plan.ts';
import { buildFloor } from './floor-build.ts';
import { callJson, logIn } from './http-client.ts';
import { type Load, LoadFailure, type LoadResult, runLoad } from './load.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { startProcess } from './processes.ts';
import { ms, type Row, row } from './report.ts';
import { timeUncachedDashboards } from './uncached-dashboard.ts';

/** The same queries on the bare floor route (docs/budgets.md). */
export type FloorFigures = { list: LoadResult; dashboard: LoadResult; largeDashboard: LoadResult };

const WARM_UP_SECONDS = 2;
const SEQUENTIAL = { warmUp: 3, runs: 20 };
const EVALUATE_ALONE_RUNS = 500;
const DASHBOARD_ALL_TIME = '/api/v1/trades/dashboard/?group=month&tz=Europe%2FParis';

/**
 * `load` after a short warm-up at the same concurrency (JIT, pools, caches). A load with failed answers is
 * measured once more (a busy machine's timeout is no verdict); failing again, it throws and the bench reports it.
 */
async function measure(load: Load): Promise<LoadResult> {
  if (load.requests === undefined) await runLoad({ ...load, seconds: WARM_UP_SECONDS, isWarmUp: true });
  else await runLoad({ ...load, requests: SEQUENTIAL.warmUp, isWarmUp: true });
  try {
    return await runLoad(load);
  } catch (error) {
    if (!(error instanceof LoadFailure)) throw error;
    console.log(`  ${error.message} : mesurée une seconde fois`);
    return runLoad(load);
  }
}

/** The rule of docs/budgets.md for a computed figure: its p99 within three times its median. */
const TAIL_BUDGET = { limit: 3, kind: 'atMost', unit: '× la médiane' } as const;

function tailRow(measure: string, database: string, result: LoadResult): Row {
  const ratio = result.p99Ms / result.medianMs;
  const figure = `× ${ratio.toFixed(1).replace('.', ',')} (p99 ${ms(result.p99Ms)}, médiane ${ms(result.medianMs)})`;
  return row(`${measure} : p99 / médiane`, database, ratio, figure, TAIL_BUDGET);
}

export async function measureFloor(database: PreparedDatabase, plan: BenchPlan): Promise<FloorFigures> {
  const build = await buildFloor();
  const floor = await startProcess(build.nodeArguments, database.env).catch(async (error: unknown) => {
    await build.remove();
    throw error;
  });
  try {
    const loaded = (path: string) =>
      measure({ url: floor.baseUrl + path, connections: plan.connections, seconds: plan.loadSeconds });
    return {
      list: await loaded(`/floor/trades/${database.trader.id}`),
      dashboard: await loaded(`/floor/dashboard/${database.trader.id}`),
      largeDashboard: await measure({
        url: `${floor.baseUrl}/floor/dashboard/${database.largeTrader.id}`,
        connections: 1,
        requests: SEQUENTIAL.runs,
      }),
    };
  } finally {
    await floor.stop();
    await build.remove();
  }
}

const throughput = (result: LoadResult) => `${Math.round(result.requestsPerSecond)} req/s`;
const latencies = (result: LoadResult) => `p99 ${ms(result.p99Ms)} · ${throughput(result)}`;

/**
 * The list, a trade's page, the dashboard and evaluate at 32 connections, and the dashboard over 100,000 trades
 * alone.
 */
export async function measureApi(
  server: BenchProcess,
  database: PreparedDatabase,
  plan: BenchPlan,
  floor: FloorFigures,
): Promise<Row[]> {
  const { label: db, isEmbedded } = database;
  const authorization = await logIn(server.baseUrl, database.trader);
  const headers = { authorization };
  const loaded = (path: string, extra: Partial<Load> = {}) =>
    measure({
      url: server.baseUrl + path,
      connections: plan.connections,
      seconds: plan.loadSeconds,
      headers,
      ...extra,
    });

  const list = await loaded('/api/v1/trades/?page=1');
  const share = (list.requestsPerSecond / floor.list.requestsPerSecond) * 100;
  // The trade page of the newest trade: its exits and history seeded as the demo has them (seed-trades.ts).
  const newest = await callJson<{ results: { id: number }[] }>(
    server.baseUrl,
    authorization,
    'GET',
    '/api/v1/trades/?page=1',
  );
  const detail = await loaded(`/api/v1/trades/${newest.results[0]?.id ?? 0}/`);
  const detailShare = (detail.requestsPerSecond / list.requestsPerSecond) * 100;
  const dashboard = await loaded(DASHBOARD_ALL_TIME);
  const evaluateCall = {
    method: 'POST',
    body: JSON.stringify(await evaluateBody(server.baseUrl, authorization)),
    headers: { ...headers, 'content-type': 'application/json' },
  } as const;
  const evaluate = await loaded('/api/v1/trades/evaluate/', evaluateCall);
  // What one trader ticking a checklist waits for: one call at a time (the form debounces them by 300 ms).
  const evaluateAlone = await measure({
    url: `${server.baseUrl}/api/v1/trades/evaluate/`,
    connections: 1,
    requests: EVALUATE_ALONE_RUNS,
    ...evaluateCall,
  });
  // The 32-connection dashboard above is served from the server's cache after its first call; these compute.
  const computed = await timeUncachedDashboards(server.baseUrl, authorization, SEQUENTIAL);
  const large = await timeUncachedDashboards(
    server.baseUrl,
    await logIn(server.baseUrl, database.largeTrader),
    SEQUENTIAL,
  );

  const at = `${plan.connections} connexions`;
  const heavy = plan.traderTrades.toLocaleString('fr-FR');
  const largeCount = plan.largeTraderTrades.toLocaleString('fr-FR');
  return [
    row(
      `Liste ?page=1 (${heavy} trades), ${at} : débit`,
      db,
      share,
      `${throughput(list)} (${Math.round(share)} % du plancher)`,
      { limit: 60, kind: 'atLeast', unit: '% du plancher' },
      throughput(floor.list),
    ),
    row(
      `Liste ?page=1, ${at} : p99`,
      db,
      list.p99Ms,
      ms(list.p99Ms),
      isEmbedded ? null : { limit: 50, kind: 'below', unit: 'ms' },
      latencies(floor.list),
    ),
    row(
      `Page d'un trade (GET /api/v1/trades/{id}/), ${at} : débit`,
      db,
      detailShare,
      `${throughput(detail)} (${Math.round(detailShare)} % de la liste)`,
      { limit: 100, kind: 'atLeast', unit: '% de la liste' },
    ),
    row(`Page d'un trade, ${at} : p99`, db, detail.p99Ms, latencies(detail), null),
    row(
      `Tableau de bord tout l'historique (${heavy} trades), ${at} : p99`,
      db,
      dashboard.p99Ms,
      latencies(dashboard),
      { limit: 100, kind: 'below', unit: 'ms' },
      latencies(floor.dashboard),
    ),
    row(`Évaluation (POST evaluate), ${at} : p99`, db, evaluate.p99Ms, latencies(evaluate), {
      limit: 15,
      kind: 'below',
      unit: 'ms',
    }),
    row(
      `Évaluation (POST evaluate), 1 à la fois (un trader qui coche sa checklist) : p99`,
      db,
      evaluateAlone.p99Ms,
      `p99 ${ms(evaluateAlone.p99Ms)} (médiane ${ms(evaluateAlone.medianMs)}, ${evaluateAlone.requests} appels)`,
      null,
    ),
    row(
      `Tableau de bord tout l'historique (${heavy} trades), calculé (hors cache), 1 à la fois : médiane`,
      db,
      computed.medianMs,
      `${ms(computed.medianMs)} (p99 ${ms(computed.p99Ms)}, ${computed.requests} passes)`,
      null,
    ),
    tailRow(`Tableau de bord tout l'historique (${heavy} trades), calculé (hors cache)`, db, computed),
    row(
      `Tableau de bord sur ${largeCount} trades clôturés, calculé (hors cache), 1 à la fois : médiane`,
      db,
      large.medianMs,
      `${ms(large.medianMs)} (p99 ${ms(large.p99Ms)}, ${large.requests} passes)`,
      { limit: isEmbedded ? 700 : 400, kind: 'below', unit: 'ms' },
      `${ms(floor.largeDashboard.medianMs)} (requête seule)`,
    ),
    tailRow(`Tableau de bord sur ${largeCount} trades clôturés, calculé (hors cache)`, db, large),
  ];
}

/** A configuration with a checklist, and an entry in its preferred slot that passes it (docs/rules/compliance.md). */
async function evaluateBody(baseUrl: string, authorization: string) {
  const parent = await callJson<{ id: number }>(
    baseUrl,
    authorization,
    'POST',
    '/api/v1/trading-strategies/',
    {
      name: 'Price action',
    },
  );
  const configuration = await callJson<{ id: number }>(
    baseUrl,
    authorization,
    'POST',
    '/api/v1/strategies/',
    {
      name: 'Cassure de range',
      parent_strategy: parent.id,
      timezone: 'Europe/Paris',
      timing_preferred: [{ time: '10:00', tolerance_min: 30, days: [1, 2, 3, 4, 5] }],
      confirmations: [
        { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 1 },
        { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1 },
        { key: 'VOLUME', label: 'Volume en hausse', level: 'LTF', mandatory: false, weight: 2 },
      ],
    },
  );
  return {
    strategy: configuration.id,
    confirmations: [
      { key: 'HTF_ZONE', passed: true },
      { key: 'LTF_BOS', passed: true },
      { key: 'VOLUME', passed: false },
    ],
    take_profits: [{ price: '51000', quantity_to_sell: '1' }],
    executed_at: '2026-11-16T09:05:00Z',
  };
}
