import { describe, expect, it } from 'vitest';
import { journalDayInputSchema, journalDayListQuerySchema, journalTemplateInputSchema } from './journal.ts';
import { JOURNAL_MESSAGES, TAG_MESSAGES } from './messages.ts';

/** The 400 body the server would answer: field path → messages. */
const errorsOf = (value: unknown) => {
  const result = journalDayInputSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('PUT of a journal day', () => {
  it('takes any section, any field of it, and keeps what is absent absent', () => {
    expect(journalDayInputSchema.parse({ state: { mood: 4 } })).toEqual({ state: { mood: 4 } });
    expect(
      journalDayInputSchema.parse({
        plan: { text: '<p>Attendre le retest</p>', bias: 'LONG', max_trades: 3, max_loss_r: 2.5 },
        review: { plan_followed: 'PARTLY', mistakes: [' FOMO ', 'fomo'] },
      }),
    ).toEqual({
      plan: { text: '<p>Attendre le retest</p>', bias: 'LONG', max_trades: 3, max_loss_r: 2.5 },
      review: { plan_followed: 'PARTLY', mistakes: ['FOMO'] },
    });
  });

  it('names each bad field with its French message', () => {
    expect(
      errorsOf({
        plan: { bias: 'UP', max_trades: 0, max_loss_r: 0 },
        state: { mood: 6, energy: 2.5, stress: 0, sleep_hours: 7.25 },
        review: { plan_followed: 'MAYBE', mistakes: ['x'.repeat(41)] },
      }),
    ).toEqual({
      'plan.bias': JOURNAL_MESSAGES.unknownBias,
      'plan.max_trades': JOURNAL_MESSAGES.maxTrades,
      'plan.max_loss_r': JOURNAL_MESSAGES.maxLossR,
      'state.mood': JOURNAL_MESSAGES.scale,
      'state.energy': JOURNAL_MESSAGES.scale,
      'state.stress': JOURNAL_MESSAGES.scale,
      'state.sleep_hours': JOURNAL_MESSAGES.sleepHours,
      'review.plan_followed': JOURNAL_MESSAGES.unknownPlanFollowed,
      'review.mistakes.0': TAG_MESSAGES.tooLong,
    });
  });

  it('sleep goes from 0 to 24 by halves; max_trades is an integer', () => {
    expect(errorsOf({ state: { sleep_hours: 0 } })).toEqual({});
    expect(errorsOf({ state: { sleep_hours: 24 } })).toEqual({});
    expect(errorsOf({ state: { sleep_hours: 6.5 } })).toEqual({});
    expect(errorsOf({ state: { sleep_hours: 24.5 } })).toEqual({
      'state.sleep_hours': JOURNAL_MESSAGES.sleepHours,
    });
    expect(errorsOf({ plan: { max_trades: 1.5 } })).toEqual({
      'plan.max_trades': JOURNAL_MESSAGES.maxTrades,
    });
  });

  it('bounds the texts: 20,000 characters of plan, a blank addendum refused', () => {
    expect(errorsOf({ plan: { text: 'x'.repeat(20_000) } })).toEqual({});
    expect(errorsOf({ review: { text: 'x'.repeat(20_001) } })).toEqual({
      'review.text': JOURNAL_MESSAGES.richTextTooLong,
    });
    expect(errorsOf({ plan: { addendum: '   ' } })).toEqual({
      'plan.addendum': JOURNAL_MESSAGES.emptyAddendum,
    });
  });
});

it('the list of days needs an ordered period of at most 400 days', () => {
  expect(journalDayListQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
  const reversed = journalDayListQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' });
  expect(reversed.error?.issues.map((issue) => issue.path)).toEqual([['from']]);
  const tooLong = journalDayListQuerySchema.safeParse({ from: '2025-01-01', to: '2026-02-05' });
  expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([JOURNAL_MESSAGES.rangeTooLong]);
});

it('a template has a name, a kind PLAN or REVIEW and its text', () => {
  expect(journalTemplateInputSchema.parse({ name: ' Matin ', kind: 'PLAN', text: '<p>Biais</p>' })).toEqual({
    name: 'Matin',
    kind: 'PLAN',
    text: '<p>Biais</p>',
  });
  const wrong = journalTemplateInputSchema.safeParse({ name: '', kind: 'OTHER', text: '' });
  expect(wrong.error?.issues.map((issue) => issue.path[0])).toEqual(['name', 'kind']);
});
