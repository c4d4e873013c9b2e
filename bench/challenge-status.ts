import { performance } from 'node:perf_hooks';
import { count } from './bench-plan.ts';
import { logIn } from './http-client.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';
import { CHALLENGE_TRADES } from './seed-challenge.ts';

const RUNS = 20;

/** docs/rules/challenges.md: `GET …/capital-accounts/{id}/challenge/` over 2,000 closed trades, one call at a time. */
export async function measureChallengeStatus(server: BenchProcess, database: PreparedDatabase): Promise<Row> {
  const { challenge } = database;
  const authorization = await logIn(server.baseUrl, challenge.trader);
  const url = `${server.baseUrl}/api/v1/capital-accounts/${challenge.accountId}/challenge/`;
  const timings: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const answer = await fetch(url, { headers: { authorization } });
    const body = (await answer.json()) as { days?: unknown[] };
    // The first call warms the server up (its connection, the time zone's formatter) and is not counted.
    if (run > 0) timings.push(performance.now() - started);
    if (!answer.ok || !Array.isArray(body.days) || body.days.length === 0)
      throw new Error(`statut du challenge : HTTP ${answer.status}`);
  }
  const median = percentile(timings, 50);
  return row(
    `Statut d’un challenge de ${count(CHALLENGE_TRADES)} trades : médiane de ${RUNS}`,
    database.label,
    median,
    `${ms(median)} (p99 ${ms(percentile(timings, 99))})`,
    { limit: 50, kind: 'below', unit: 'ms' },
  );
}
