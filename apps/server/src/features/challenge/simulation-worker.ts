// The worker thread of the challenge simulation (docs/rules/challenges.md): runs the domain's Monte Carlo off the event loop,
// one request at a time, so the server keeps answering. Bundled as its own entry (build.mjs).
import { simulateChallenge } from '@carnet/domain';
import { serveJobs } from '../../workers/serve-jobs.ts';

serveJobs(simulateChallenge);
