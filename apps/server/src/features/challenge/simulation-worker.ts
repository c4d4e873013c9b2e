// The worker thread of the challenge simulation (DESIGN §13): runs the domain's Monte Carlo off the event loop,
// one request at a time, so the server keeps answering. Bundled as its own entry (build.mjs).
import { parentPort } from 'node:worker_threads';
import { type ChallengeSimulationInput, simulateChallenge } from '@carnet/domain';

export type SimulationJob = { id: number; input: ChallengeSimulationInput };

parentPort?.on('message', ({ id, input }: SimulationJob) => {
  try {
    parentPort?.postMessage({ id, result: simulateChallenge(input) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
