import { goalInputSchema, isoDateSchema, timeLogInputSchema } from '@carnet/contract';
import { z } from 'zod';
import { localDateText } from '../../../lib/local-date.ts';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/local-date-time.ts';

export const STARTED_AT_MESSAGE = 'L’heure de début est requise.';

/** docs/rules/trades.md#validation « Goal », with the contract's exact messages. */
export const goalFormSchema = z.object({
  label: goalInputSchema.shape.label,
  // Read as the API reads it (docs/ui.md#numbers), with the contract's own messages.
  target_minutes: goalInputSchema.shape.target_minutes,
  start_date: goalInputSchema.shape.start_date,
  deadline: z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(isoDateSchema.nullable()),
});
export type GoalFormInput = z.input<typeof goalFormSchema>;
export type GoalFormValues = z.output<typeof goalFormSchema>;

export function goalFormDefaults(today: Date): GoalFormInput {
  return { label: '', target_minutes: '', start_date: localDateText(today), deadline: '' };
}

/** docs/rules/trades.md#validation « Time log »: duration ≥ 1 minute, notes trimmed, session optional; the start on the user's clock. */
export const timeLogFormSchema = z.object({
  duration_minutes: timeLogInputSchema.shape.duration_minutes,
  session: z.string(),
  started_at: z
    .string()
    .refine((value) => fromDateTimeLocal(value) !== null, STARTED_AT_MESSAGE)
    .transform((value) => fromDateTimeLocal(value) ?? value),
  notes: z.string().trim().max(2000, '2000 caractères au maximum.'),
});
export type TimeLogFormInput = z.input<typeof timeLogFormSchema>;
export type TimeLogFormValues = z.output<typeof timeLogFormSchema>;

export function timeLogFormDefaults(now: Date, session = ''): TimeLogFormInput {
  return { duration_minutes: '', session, started_at: toDateTimeLocal(now), notes: '' };
}

/** The POST body of a time log against `goalId`; « no session » is sent as null. */
export function toTimeLogPayload(values: TimeLogFormValues, goalId: number) {
  return {
    goal: goalId,
    duration_minutes: values.duration_minutes,
    session: values.session === '' ? null : Number(values.session),
    notes: values.notes,
    started_at: values.started_at,
  };
}
