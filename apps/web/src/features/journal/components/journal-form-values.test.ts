import { journalDayInputSchema } from '@carnet/contract';
import { expect, it } from 'vitest';
import { bodyOf, type JournalFormValues } from './journal-form-values.ts';

const values: JournalFormValues = {
  plan: { text: '<p>Retest</p>', bias: 'SHORT', levels: '1,0850', max_trades: '2', max_loss_r: '1,5' },
  state: { mood: '4', energy: '', stress: '2', sleep_hours: '7,5' },
  review: { text: '', plan_followed: 'NO', lessons: '', mistakes: ' FOMO , , Revenge ' },
};

it('sends the plan only when it changed, numbers read with a decimal comma, empty ones cleared', () => {
  expect(bodyOf(values, { sendPlan: true })).toEqual({
    plan: { text: '<p>Retest</p>', bias: 'SHORT', levels: '1,0850', max_trades: 2, max_loss_r: 1.5 },
    state: { mood: 4, energy: null, stress: 2, sleep_hours: 7.5 },
    review: { text: '', plan_followed: 'NO', lessons: '', mistakes: ['FOMO', 'Revenge'] },
  });
  expect(bodyOf(values, { sendPlan: false })).not.toHaveProperty('plan');
  expect(bodyOf(values, { sendPlan: false, lock: true })).toMatchObject({ plan: { lock: true } });
});

it('leaves what cannot be read for the contract to refuse under its field', () => {
  const wrong = { ...values, state: { ...values.state, sleep_hours: 'huit' } };
  const parsed = journalDayInputSchema.safeParse(bodyOf(wrong, { sendPlan: false }));
  expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['state.sleep_hours']);
});
