import { performance } from 'node:perf_hooks';
import type { LoadResult } from './load.ts';
import { percentile } from './report.ts';

/**
 * Every IANA zone this Node knows: the server keeps each user's dashboard answers per parameters (its cache), so
 * a zone not asked before is a call it computes. All time, the zone moves no bound of the query, only the month
 * boundaries the computation groups by: each call costs what an answer after a change of trades costs.
 */
const ZONES = Intl.supportedValuesOf('timeZone');

/**
 * `warmUp` then `runs` dashboard calls of the caller, one at a time, each in a zone it never asked: the computing
 * path (query, domain, serialization), not the cache. Timed from the request to the last byte of the answer.
 */
export async function timeUncachedDashboards(
  baseUrl: string,
  authorization: string,
  { warmUp, runs }: { warmUp: number; runs: number },
): Promise<LoadResult> {
  if (warmUp + runs > ZONES.length)
    throw new Error(`${warmUp + runs} fuseaux demandés, ${ZONES.length} connus`);
  const durations: number[] = [];
  for (const [index, zone] of ZONES.slice(0, warmUp + runs).entries()) {
    const url = new URL(`/api/v1/trades/dashboard/?group=month&tz=${encodeURIComponent(zone)}`, baseUrl);
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization } });
    const body = await response.text();
    if (!response.ok) throw new Error(`GET ${url.pathname}${url.search} → ${response.status} ${body}`);
    if (index >= warmUp) durations.push(performance.now() - started);
  }
  const totalSeconds = durations.reduce((sum, duration) => sum + duration, 0) / 1000;
  return {
    requestsPerSecond: durations.length / totalSeconds,
    medianMs: percentile(durations, 50),
    p99Ms: percentile(durations, 99),
    maxMs: percentile(durations, 100),
    requests: durations.length,
  };
}
