import { performance } from 'node:perf_hooks';
import { count } from './bench-plan.ts';
import { logIn } from './http-client.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

const RUNS = 3;

/** docs/budgets.md: `GET /api/v1/exports/trades.csv` of the measured trader (`trades` trades), body read whole. */
export async function measureTradesExport(
  server: BenchProcess,
  database: PreparedDatabase,
  trades: number,
): Promise<Row> {
  const authorization = await logIn(server.baseUrl, database.trader);
  const exportMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/v1/exports/trades.csv`, { headers: { authorization } });
    const lines = (await answer.text()).split('\r\n').filter(Boolean).length;
    exportMs.push(performance.now() - started);
    if (!answer.ok || lines !== trades + 1)
      throw new Error(`export trades.csv : HTTP ${answer.status}, ${lines} lignes`);
  }
  const median = percentile(exportMs, 50);
  return row(
    `Export trades.csv de ${count(trades)} trades : médiane de ${RUNS}`,
    database.label,
    median,
    `${ms(median)} (${exportMs.map((value) => Math.round(value)).join(', ')})`,
    { limit: 1_000, kind: 'below', unit: 'ms' },
  );
}
