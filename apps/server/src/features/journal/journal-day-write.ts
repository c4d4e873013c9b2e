import {
  JOURNAL_MAX_ADDENDA,
  JOURNAL_MESSAGES,
  JOURNAL_PLAN_CONTENT_FIELDS,
  type journalDayInputSchema,
} from '@carnet/contract';
import type { z } from 'zod';
import type { JournalDayRow } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { isoDateTime } from '../../http/serialize.ts';
import { sanitizeRichText } from '../configurations/rich-text.ts';
import type { JournalDayValues } from './journal.repository.ts';

export type JournalDayBody = z.output<typeof journalDayInputSchema>;
type PlanBody = NonNullable<JournalDayBody['plan']>;

/** Only the fields a request sent: absent stays as stored, null clears. */
const sent = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** A plan with something in it: an empty one sent (a form saved untouched) is not yet written. */
const hasPlanContent = (
  plan: Pick<JournalDayRow, 'planText' | 'planBias' | 'planLevels' | 'maxTrades' | 'maxLossR'>,
) =>
  plan.planText !== '' ||
  plan.planBias !== null ||
  plan.planLevels !== '' ||
  plan.maxTrades !== null ||
  plan.maxLossR !== null;

/**
 * The columns a plan write changes (docs/rules/journal.md#plan-lock): content only while the plan is not locked
 * (else 400 on `plan`), an addendum appended at `now`, the trader's lock stamped once. The plan is recorded at
 * the first write that gives it content, or at its lock.
 */
export function planValues(row: JournalDayRow, plan: PlanBody, locked: boolean, now: Date): JournalDayValues {
  const content = sent({
    planText: plan.text === undefined ? undefined : sanitizeRichText(plan.text),
    planBias: plan.bias,
    planLevels: plan.levels?.trim(),
    maxTrades: plan.max_trades,
    maxLossR: plan.max_loss_r,
  });
  const changesContent = JOURNAL_PLAN_CONTENT_FIELDS.some((field) => plan[field] !== undefined);
  if (changesContent && locked) throw badRequest({ plan: [JOURNAL_MESSAGES.planLocked] });
  const values: JournalDayValues = { ...content };
  const written = hasPlanContent({ ...row, ...content });
  if ((written || plan.lock === true) && row.planRecordedAt === null) values.planRecordedAt = now;
  if (plan.lock === true && row.planLockedAt === null) values.planLockedAt = now;
  if (plan.addendum !== undefined) {
    if (row.addenda.length >= JOURNAL_MAX_ADDENDA) {
      throw badRequest({ plan: { addendum: [JOURNAL_MESSAGES.tooManyAddenda] } });
    }
    values.addenda = [...row.addenda, { at: isoDateTime(now), text: plan.addendum }];
  }
  return values;
}

export function stateValues(state: NonNullable<JournalDayBody['state']>): JournalDayValues {
  return sent({
    mood: state.mood,
    energy: state.energy,
    stress: state.stress,
    sleepHours: state.sleep_hours,
  });
}

export function reviewValues(review: NonNullable<JournalDayBody['review']>): JournalDayValues {
  return sent({
    reviewText: review.text === undefined ? undefined : sanitizeRichText(review.text),
    planFollowed: review.plan_followed,
    lessons: review.lessons?.trim(),
    mistakes: review.mistakes,
  });
}
