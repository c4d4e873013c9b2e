import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { positiveNumber } from './bench-plan.ts';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Seconds an answer may take before it counts as a timeout: autocannon's 10 s, raised by BENCH_TIMEOUT_SECONDS
 * on a machine too busy to answer in time (its figures are then pessimistic anyway, and the bench prints the load).
 */
const REQUEST_TIMEOUT_SECONDS = positiveNumber('BENCH_TIMEOUT_SECONDS', 10, 600);

export type Load = {
  url: string;
  connections: number;
  /** A run bounded in time… */
  seconds?: number;
  /** …or in requests (one connection: the duration of one request at a time). */
  requests?: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** A warm-up fills caches and JIT: a cold first call that times out is no failure of the measure. */
  isWarmUp?: boolean;
};

export type LoadResult = {
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  /** The slowest answer: what one unlucky call waited. */
  maxMs: number;
  requests: number;
};

/** A load some of whose answers were not 2xx, failed or timed out: a fast error is no figure. */
export class LoadFailure extends Error {}

/**
 * Drives `load` from a second process (autocannon's command line, docs/budgets.md) and reads its JSON summary. Any
 * answer other than 2xx, error or timeout throws LoadFailure.
 */
export async function runLoad(load: Load): Promise<LoadResult> {
  const args = [AUTOCANNON, '--json', '--no-progress', '-c', String(load.connections)];
  args.push('-t', String(REQUEST_TIMEOUT_SECONDS));
  if (load.requests !== undefined) args.push('-a', String(load.requests));
  else args.push('-d', String(load.seconds ?? 10));
  if (load.method) args.push('-m', load.method);
  if (load.body !== undefined) args.push('-b', load.body);
  for (const [name, value] of Object.entries(load.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(load.url);
  const summary = parseSummary(await output(args));
  const failures = summary.non2xx + summary.errors + summary.timeouts;
  // A timeout longer than the run (BENCH_TIMEOUT_SECONDS) can leave every call unanswered and uncounted.
  if ((failures > 0 || summary.total === 0) && !load.isWarmUp)
    throw new LoadFailure(
      `${load.method ?? 'GET'} ${load.url} : ${failures} réponses en échec sous charge ` +
        `(${summary.non2xx} non 2xx, ${summary.errors} erreurs, ${summary.timeouts} délais dépassés)`,
    );
  return {
    requestsPerSecond: summary.total / summary.duration,
    medianMs: summary.p50,
    p99Ms: summary.p99,
    maxMs: summary.max,
    requests: summary.total,
  };
}

function output(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.once('error', fail);
    child.once('close', (code) =>
      code === 0 ? done(stdout) : fail(new Error(`autocannon : code ${code}\n${stderr}`)),
    );
  });
}

type Summary = {
  total: number;
  duration: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

function parseSummary(json: string): Summary {
  const value: unknown = JSON.parse(json);
  const field = (path: string): number => {
    let current: unknown = value;
    for (const key of path.split('.')) {
      current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
    }
    if (typeof current !== 'number') throw new Error(`autocannon : ${path} absent du résumé`);
    return current;
  };
  return {
    total: field('requests.total'),
    duration: field('duration'),
    p50: field('latency.p50'),
    p99: field('latency.p99'),
    max: field('latency.max'),
    non2xx: field('non2xx'),
    errors: field('errors'),
    timeouts: field('timeouts'),
  };
}
