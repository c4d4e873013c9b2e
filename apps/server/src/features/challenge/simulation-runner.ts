import type { ChallengeSimulation, ChallengeSimulationInput } from '@carnet/domain';
import { createJobRunner } from '../../workers/job-runner.ts';

/** The challenge simulation's worker thread (docs/rules/challenges.md): the domain's Monte Carlo, off the event loop. */
export const createSimulationRunner = () =>
  createJobRunner<ChallengeSimulationInput, ChallengeSimulation>({
    name: 'simulation-worker',
    source: new URL('./simulation-worker.ts', import.meta.url),
  });

export type SimulationRunner = ReturnType<typeof createSimulationRunner>;
