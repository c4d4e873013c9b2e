import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, hostname } from 'node:os';
import { dirname, join } from 'node:path';
import type { Row } from './report.ts';

/** Where `npm run bench` keeps its last figures (ignored by git): one file per clone, read by the next run. */
export const LAST_RESULTS_FILE = join(import.meta.dirname, 'results', 'last.json');

/** The machine a figure was taken on: a ratio to a run on another machine says nothing. */
export type Machine = { host: string; cores: number; cpu: string };

/** Every figure of the last runs on one machine, by row; a partial run (BENCH_ONLY) replaces only its own rows. */
export type BenchHistory = { machine: Machine; figures: Record<string, { value: number; takenAt: string }> };

export function thisMachine(): Machine {
  return { host: hostname(), cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'inconnu' };
}

/** A row's name without its count of repeats (« médiane de 13 »: as many as fit in the time), which varies. */
const rowKey = (row: Pick<Row, 'measure' | 'database'>) =>
  `${row.database} · ${row.measure.replace(/médiane de \d+/, 'médiane')}`;

const sameMachine = (a: Machine, b: Machine) => a.host === b.host && a.cores === b.cores && a.cpu === b.cpu;

/** The history kept by an earlier run on `machine`; null when there is none, it is unreadable, or another machine's. */
export function readHistory(text: string | null, machine: Machine): BenchHistory | null {
  if (text === null) return null;
  try {
    const history = JSON.parse(text) as BenchHistory;
    return sameMachine(history.machine, machine) ? history : null;
  } catch {
    return null;
  }
}

/**
 * How a figure compares with the same row's last run: « × 1,25 » is a quarter more (slower for a time, faster for
 * a rate); « nouveau » when the row was not measured before; « — » for a row without a figure.
 */
export function ratioToPrevious(row: Row, history: BenchHistory | null): string {
  if (!Number.isFinite(row.value)) return '—';
  const previous = history?.figures[rowKey(row)];
  if (previous === undefined) return 'nouveau';
  if (previous.value === 0) return row.value === 0 ? '× 1,00' : '—';
  return `× ${(row.value / previous.value).toFixed(2).replace('.', ',')}`;
}

/** The history to keep after this run: its rows replace the same rows of the previous one, the others stay. */
export function nextHistory(rows: readonly Row[], previous: BenchHistory | null, machine: Machine, at: Date) {
  const figures = { ...(previous?.figures ?? {}) };
  for (const row of rows) {
    if (Number.isFinite(row.value)) figures[rowKey(row)] = { value: row.value, takenAt: at.toISOString() };
  }
  return { machine, figures } satisfies BenchHistory;
}

export function loadLastResults(machine: Machine): BenchHistory | null {
  let text: string | null = null;
  try {
    text = readFileSync(LAST_RESULTS_FILE, 'utf8');
  } catch {
    // No earlier run on this clone.
  }
  return readHistory(text, machine);
}

export function saveLastResults(history: BenchHistory): void {
  mkdirSync(dirname(LAST_RESULTS_FILE), { recursive: true });
  writeFileSync(LAST_RESULTS_FILE, `${JSON.stringify(history, null, 2)}\n`);
}
