import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ChallengeSimulation, ChallengeSimulationInput } from '@carnet/domain';
import type { SimulationJob } from './simulation-worker.ts';

type Answer = { id: number; result?: ChallengeSimulation; error?: string };
type Pending = { resolve: (result: ChallengeSimulation) => void; reject: (error: Error) => void };

const WORKER_NAME = 'simulation-worker';

/**
 * How to start the worker. From the source (tests, `npm run dev`) it is TypeScript: a tiny bootstrap registers
 * tsx in the worker first (Node 20 runs no .ts itself). From the build (`npm start`) it is `simulation-worker.mjs`,
 * an entry of build.mjs beside server.mjs, while this code may sit in server.mjs or in chunks/ below it.
 */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const source = pathToFileURL(join(dirname(here), `${WORKER_NAME}.ts`)).href;
    // tsx (a development dependency) is found from the working directory, the repository when testing or in dev.
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
    return new Worker(bootstrap, { eval: true, execArgv: [] });
  }
  const built = [dirname(here), dirname(dirname(here))]
    .map((folder) => join(folder, `${WORKER_NAME}.mjs`))
    .find((file) => existsSync(file));
  if (built === undefined) throw new Error(`${WORKER_NAME}.mjs introuvable près de ${here}`);
  return new Worker(built);
}

/**
 * One worker thread, started at the first simulation and kept: requests queue in it one after the other (two
 * cores: a second simulation would only slow both and the server's own answers). A worker that dies fails what it
 * held and the next request starts a new one. `close` ends it with the app.
 */
export function createSimulationRunner() {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = undefined;
  };

  const ensureWorker = (): Worker => {
    if (worker !== undefined) return worker;
    const started = startWorker();
    started.unref();
    started.on('message', ({ id, result, error }: Answer) => {
      const job = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (result !== undefined) job?.resolve(result);
      else job?.reject(new Error(error ?? 'simulation sans résultat'));
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`le fil de simulation s’est arrêté (code ${code})`));
    });
    worker = started;
    return started;
  };

  return {
    run(input: ChallengeSimulationInput): Promise<ChallengeSimulation> {
      const target = ensureWorker();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // A worker with work to do keeps the process alive; idle, it does not hold it open.
        target.ref();
        const job: SimulationJob = { id, input };
        target.postMessage(job);
      });
    },

    async close(): Promise<void> {
      const stopping = worker;
      failAll(new Error('le serveur s’arrête'));
      await stopping?.terminate();
    },
  };
}

export type SimulationRunner = ReturnType<typeof createSimulationRunner>;
