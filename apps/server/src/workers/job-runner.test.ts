import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { EchoAnswer, EchoJob } from '../../test/support/echo-worker.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

const ECHO = { name: 'echo-worker', source: new URL('../../test/support/echo-worker.ts', import.meta.url) };

describe('the job runner of worker threads', { timeout: 60_000 }, () => {
  let runner: JobRunner<EchoJob, EchoAnswer> | undefined;
  afterEach(() => runner?.close());

  it('answers each job from one kept thread, and a job that throws with its message', async () => {
    runner = createJobRunner<EchoJob, EchoAnswer>(ECHO);
    const [first, second] = await Promise.all([runner.run({ text: 'un' }), runner.run({ text: 'deux' })]);
    expect([first.text, second.text]).toEqual(['un', 'deux']);
    expect(second.threadId).toBe(first.threadId);
    await expect(runner.run({ text: 'trois', failure: 'fichier illisible' })).rejects.toThrow(
      'fichier illisible',
    );
    expect((await runner.run({ text: 'quatre' })).threadId).toBe(first.threadId);
  });

  it('ends a thread idle for idleMs, and starts a new one for the next job', async () => {
    runner = createJobRunner<EchoJob, EchoAnswer>({ ...ECHO, idleMs: 100 });
    const first = await runner.run({ text: 'un' });
    await sleep(1_000);
    const second = await runner.run({ text: 'deux' });
    expect(second.text).toBe('deux');
    expect(second.threadId).not.toBe(first.threadId);
  });
});
