// A worker thread for job-runner.test.ts: answers a job with its text and the thread that read it, or fails.
import { threadId } from 'node:worker_threads';
import { serveJobs } from '../../src/workers/serve-jobs.ts';

export type EchoJob = { text: string; failure?: string };
export type EchoAnswer = { text: string; threadId: number };

serveJobs((job: EchoJob): EchoAnswer => {
  if (job.failure !== undefined) throw new Error(job.failure);
  return { text: job.text, threadId };
});
