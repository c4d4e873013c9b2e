import { createJobRunner } from '../../workers/job-runner.ts';
import type { ImportedTradeToWrite, ReadFileAnswer, ReadFileJob } from './read-import-file.ts';

/** A value as JSON carries it: its instants as ISO text. */
type Json<T> = T extends Date ? string : T extends object ? { [Key in keyof T]: Json<T[Key]> } : T;

/**
 * The answer as it crosses back from the worker: JSON text. Structured clone gives the same objects, but
 * rebuilding 10,000 converted trades from it took the server's thread 340–590 ms (load ~12), JSON.parse 55–90 ms:
 * the thread the other requests wait for. Only the previewed trades' faces cross (read-import-file.ts).
 */
export const encodeAnswer = (answer: ReadFileAnswer): string => JSON.stringify(answer);

/** An optional instant made a Date again (null and absent kept). */
const instant = <Empty extends null | undefined>(text: string | Empty): Date | Empty =>
  typeof text === 'string' ? new Date(text) : text;

/**
 * The trade's instants made Dates again: its row's and each exit's, in place (the objects are JSON.parse's own):
 * copying 10,000 rows of 30 fields to do it took four times the parse.
 */
function reviveTrade({ values, exits, ...trade }: Json<ImportedTradeToWrite>): ImportedTradeToWrite {
  return {
    ...trade,
    values: Object.assign(values, {
      entryDate: new Date(values.entryDate),
      closeDate: instant(values.closeDate),
    }),
    exits: exits.map((exit) => Object.assign(exit, { executedAt: new Date(exit.executedAt) })),
  };
}

function decodeAnswer(text: string): ReadFileAnswer {
  const answer: Json<ReadFileAnswer> = JSON.parse(text);
  if (!answer.ok) return answer;
  const { trades, ...read } = answer.read;
  return { ok: true, read: { ...read, trades: trades.map(reviveTrade) } };
}

/**
 * How long the import worker waits for the next upload before it ends: long enough to keep a preview's answer for
 * its import (recent-answers.ts), then the memory a 10,000-position report took (about 90 MB) goes back.
 */
const IMPORT_WORKER_IDLE_MS = 2 * 60_000;

/** The import worker thread: files read and their trades converted off the event loop (read-import-file.ts). */
export function createImportFileRunner() {
  const runner = createJobRunner<ReadFileJob, string>({
    name: 'import-worker',
    source: new URL('./import-worker.ts', import.meta.url),
    idleMs: IMPORT_WORKER_IDLE_MS,
  });
  return {
    read: async (job: ReadFileJob): Promise<ReadFileAnswer> => decodeAnswer(await runner.run(job)),
    close: runner.close,
  };
}

export type ImportFileRunner = ReturnType<typeof createImportFileRunner>;
