import { describe, expect, it } from 'vitest';
import { GOAL_MESSAGES, goalInputSchema } from './backtest-goals.ts';

const messagesOf = (input: unknown) =>
  goalInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('goalInputSchema', () => {
  it('says the start date is required whether it is missing, null or blank', () => {
    for (const start_date of [undefined, null, '', '  ']) {
      expect(messagesOf({ label: 'Mars', target_minutes: 600, start_date })).toEqual([
        ['start_date', GOAL_MESSAGES.startDate],
      ]);
    }
    expect(messagesOf({ label: 'Mars', target_minutes: 600, start_date: '2026-13-01' })).toEqual([
      ['start_date', 'Date invalide (AAAA-MM-JJ).'],
    ]);
  });

  it('reads a blank deadline as none', () => {
    const base = { label: 'Mars', target_minutes: 600, start_date: '2026-03-01' };
    expect(goalInputSchema.parse({ ...base, deadline: '' }).deadline).toBeNull();
    expect(goalInputSchema.parse({ ...base, deadline: '2026-03-31' }).deadline).toBe('2026-03-31');
    expect(goalInputSchema.parse(base).deadline).toBeUndefined();
    expect(messagesOf({ ...base, deadline: '31/03/2026' })).toEqual([
      ['deadline', 'Date invalide (AAAA-MM-JJ).'],
    ]);
  });
});
