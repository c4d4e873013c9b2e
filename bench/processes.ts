import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, stopProcess } from '../scripts/lib/server-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const ANSWER_TIMEOUT_MS = 120_000;

/** A Carnet server (or the floor) in its own Node process on 127.0.0.1, as `npm start` runs it. */
export type BenchProcess = {
  pid: number;
  baseUrl: string;
  /** From spawn to the first HTTP answer. */
  startMs: number;
  /** Resident memory of the process now (VmRSS), in MB. */
  rssMb(): number;
  /** Highest resident memory since the start or the last `resetPeakRss` (VmHWM), in MB. */
  peakRssMb(): number;
  /** Starts the peak over from the memory resident now (Linux: clear_refs 5). */
  resetPeakRss(): void;
  stop(): Promise<void>;
};

/**
 * Spawns `node <nodeArguments>` with `env` on a free loopback port and waits until it answers any HTTP request
 * (a 401 or 404 will do): that is when a user could use it.
 */
export async function startProcess(
  nodeArguments: readonly string[],
  env: Record<string, string>,
): Promise<BenchProcess> {
  const port = await freePort();
  const started = performance.now();
  const script = nodeArguments.at(-1);
  const child = spawn(process.execPath, nodeArguments, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('close', () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  while (!(await answers(baseUrl))) {
    if (child.exitCode !== null || performance.now() - started > ANSWER_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${script} n'a pas démarré :\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 10));
  }
  const startMs = performance.now() - started;
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${script} : pas de pid`);
  return {
    pid,
    baseUrl,
    startMs,
    rssMb: () => statusMbOf(pid, 'VmRSS'),
    peakRssMb: () => statusMbOf(pid, 'VmHWM'),
    resetPeakRss: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    stop: () => stopProcess(child, exited),
  };
}

async function answers(baseUrl: string): Promise<boolean> {
  try {
    await (await fetch(`${baseUrl}/api/v1/trades/`)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function statusMbOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`${field} absent de /proc/${pid}/status`);
  return Number(kilobytes) / 1024;
}
