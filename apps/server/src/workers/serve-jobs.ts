import { parentPort } from 'node:worker_threads';

/** A job as the runner posts it to its worker (job-runner.ts). */
export type JobMessage<Job> = { id: number; job: Job };

/** The worker's answer to job `id`: its result, or the message of what it threw. */
export type JobAnswer<Result> = { id: number; result: Result } | { id: number; error: string };

/** Inside a worker thread: answers every job the runner posts with what `work` gives, one job at a time. */
export function serveJobs<Job, Result>(work: (job: Job) => Result | Promise<Result>): void {
  let queue = Promise.resolve();
  parentPort?.on('message', ({ id, job }: JobMessage<Job>) => {
    queue = queue.then(async () => {
      let answer: JobAnswer<Result>;
      try {
        answer = { id, result: await work(job) };
      } catch (error) {
        answer = { id, error: error instanceof Error ? error.message : String(error) };
      }
      parentPort?.postMessage(answer);
    });
  });
}
