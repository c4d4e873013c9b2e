import { performance } from 'node:perf_hooks';
import { ANALYSIS_DIMENSIONS } from '@carnet/contract';
import { count } from './bench-plan.ts';
import { logIn } from './http-client.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

const RUNS = 10;

/** `RUNS` calls of `path` one at a time after one warm-up call (connection, zone formatter), in ms. */
async function time(baseUrl: string, authorization: string, path: string): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const answer = await fetch(`${baseUrl}${path}`, { headers: { authorization } });
    const body = await answer.text();
    if (!answer.ok) throw new Error(`GET ${path} → ${answer.status} ${body}`);
    if (run > 0) timings.push(performance.now() - started);
  }
  return timings;
}

const figure = (timings: readonly number[]) =>
  `${ms(percentile(timings, 50))} (p99 ${ms(percentile(timings, 99))}, ${timings.length} appels)`;

/**
 * docs/rules/statistics.md over the user with 100,000 closed trades, all time, in Europe/Paris, one call at a time (the routes
 * keep no cache: every call computes): one breakdown (grade), the slowest of all the dimensions, the summary,
 * and the calendar of the current month.
 */
export async function measureAnalysis(
  server: BenchProcess,
  database: PreparedDatabase,
  trades: number,
): Promise<Row[]> {
  const authorization = await logIn(server.baseUrl, database.largeTrader);
  const heavy = database.isEmbedded ? 600 : 300;
  const zone = 'tz=Europe%2FParis';
  const grade = await time(server.baseUrl, authorization, `/api/v1/trades/analysis/?dimension=grade&${zone}`);
  let slowest = { dimension: '', timings: [] as number[] };
  for (const dimension of ANALYSIS_DIMENSIONS) {
    const timings = await time(
      server.baseUrl,
      authorization,
      `/api/v1/trades/analysis/?dimension=${dimension}&${zone}`,
    );
    if (percentile(timings, 50) > percentile(slowest.timings, 50) || slowest.dimension === '') {
      slowest = { dimension, timings };
    }
  }
  const summary = await time(server.baseUrl, authorization, `/api/v1/trades/summary/?${zone}`);
  const month = new Date().toISOString().slice(0, 7);
  const calendar = await time(
    server.baseUrl,
    authorization,
    `/api/v1/trades/calendar/?month=${month}&${zone}`,
  );
  const over = `(${count(trades)} trades clôturés)`;
  const budget = (limit: number) => ({ limit, kind: 'below' as const, unit: 'ms' });
  return [
    row(
      `Analyse par note ${over} : médiane`,
      database.label,
      percentile(grade, 50),
      figure(grade),
      budget(heavy),
    ),
    row(
      `Analyse, la plus lente des ${ANALYSIS_DIMENSIONS.length} dimensions (${slowest.dimension}) : médiane`,
      database.label,
      percentile(slowest.timings, 50),
      figure(slowest.timings),
      budget(heavy),
    ),
    row(
      `Synthèse (summary) ${over} : médiane`,
      database.label,
      percentile(summary, 50),
      figure(summary),
      budget(heavy),
    ),
    row(
      `Calendrier du mois ${over} : médiane`,
      database.label,
      percentile(calendar, 50),
      figure(calendar),
      budget(50),
    ),
  ];
}
