import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JobAnswer, JobMessage } from './serve-jobs.ts';

/**
 * A worker thread's entry: `name` is its bundle, `dist/<name>.mjs` (an entry of build.mjs beside server.mjs);
 * `source` its TypeScript file, run when the server runs from the source; `idleMs`, when set, how long the thread
 * may wait for a job before it is ended (the memory a big job took goes back to the system).
 */
export type WorkerEntry = { name: string; source: URL; idleMs?: number };

type Pending<Result> = { resolve: (result: Result) => void; reject: (error: Error) => void };

/**
 * How to start the worker. From the source (tests, `npm run dev`) it is TypeScript: a tiny bootstrap registers
 * tsx in the worker first (Node 20 runs no .ts itself). From the build (`npm start`) it is `<name>.mjs` beside
 * server.mjs, while this code may sit in server.mjs or in chunks/ below it.
 */
function startWorker({ name, source }: WorkerEntry): Worker {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    // tsx (a development dependency) is found from the working directory, the repository when testing or in dev.
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
    return new Worker(bootstrap, { eval: true, execArgv: [] });
  }
  const built = [dirname(here), dirname(dirname(here))]
    .map((folder) => join(folder, `${name}.mjs`))
    .find((file) => existsSync(file));
  if (built === undefined) throw new Error(`${name}.mjs introuvable près de ${here}`);
  return new Worker(built);
}

/**
 * CPU-bound work off the event loop, so the server keeps answering meanwhile (the challenge simulation, reading an
 * import's file). One worker thread per entry, started at the first job and kept (or until idle for `idleMs`):
 * jobs queue in it one after the other (two cores: a second thread would only slow both and the server's own
 * answers). A worker that dies fails what it held and the next job starts a new one. `close` ends it with the app.
 */
export function createJobRunner<Job, Result>(entry: WorkerEntry) {
  let worker: Worker | undefined;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, Pending<Result>>();

  const endWhenIdle = (started: Worker) => {
    if (entry.idleMs === undefined) return;
    idleTimer = setTimeout(() => {
      if (worker !== started || pending.size > 0) return;
      worker = undefined;
      void started.terminate();
    }, entry.idleMs);
    idleTimer.unref();
  };

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = undefined;
  };

  const ensureWorker = (): Worker => {
    if (worker !== undefined) return worker;
    const started = startWorker(entry);
    started.unref();
    started.on('message', (answer: JobAnswer<Result>) => {
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) {
        started.unref();
        endWhenIdle(started);
      }
      if ('result' in answer) job?.resolve(answer.result);
      else job?.reject(new Error(answer.error));
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`le fil ${entry.name} s’est arrêté (code ${code})`));
    });
    worker = started;
    return started;
  };

  return {
    run(job: Job): Promise<Result> {
      clearTimeout(idleTimer);
      const target = ensureWorker();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // A worker with work to do keeps the process alive; idle, it does not hold it open.
        target.ref();
        const message: JobMessage<Job> = { id, job };
        target.postMessage(message);
      });
    },

    async close(): Promise<void> {
      clearTimeout(idleTimer);
      const stopping = worker;
      failAll(new Error('le serveur s’arrête'));
      await stopping?.terminate();
    },
  };
}

export type JobRunner<Job, Result> = ReturnType<typeof createJobRunner<Job, Result>>;
