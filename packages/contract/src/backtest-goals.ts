import { z } from 'zod';
import { idReference, idSchema, isoDateField, isoDateTimeSchema, numberField, textField } from './common.ts';
import { FIELD_MESSAGES } from './messages.ts';

export const GOAL_STATUSES = ['ACTIVE', 'COMPLETED'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** docs/rules/trades.md#validation: exact messages of the goal and time-log forms. */
export const GOAL_MESSAGES = {
  label: "L'intitulé est obligatoire.",
  targetMinutes: 'La durée cible doit être un entier positif.',
  startDate: 'La date de début est obligatoire.',
  duration: 'La durée en minutes est requise.',
} as const;

/** Body of POST /api/v1/backtests/goals/. */
export const goalInputSchema = z.object({
  label: textField({ error: GOAL_MESSAGES.label })
    .trim()
    .min(1, GOAL_MESSAGES.label)
    .max(120, '120 caractères au maximum.'),
  target_minutes: numberField(
    z
      .number()
      .int(GOAL_MESSAGES.targetMinutes)
      .positive(GOAL_MESSAGES.targetMinutes)
      .max(1_000_000, GOAL_MESSAGES.targetMinutes),
    GOAL_MESSAGES.targetMinutes,
  ),
  // Missing, null or blank all read « obligatoire » (docs/rules/trades.md#validation), not zod's generic invalid input.
  start_date: z
    .string({ error: GOAL_MESSAGES.startDate })
    .trim()
    .min(1, GOAL_MESSAGES.startDate)
    .pipe(isoDateField(FIELD_MESSAGES.invalidDate)),
  // Optional: a blank field arrives as '' from a form and means no deadline.
  deadline: isoDateField(FIELD_MESSAGES.invalidDate)
    .or(z.literal('').transform(() => null))
    .nullable()
    .optional(),
});
export type GoalInput = z.input<typeof goalInputSchema>;

/** PATCH /api/v1/backtests/goals/{id}/: closing sets COMPLETED. */
export const goalPatchSchema = z.object({ status: z.enum(GOAL_STATUSES) });

export const goalSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  target_minutes: z.number().int(),
  start_date: z.string(),
  deadline: z.string().nullable(),
  status: z.enum(GOAL_STATUSES),
  logged_minutes: z.number().int(),
  progress: z.object({
    progress_percent: z.number(),
    total_minutes: z.number().int(),
    remaining_minutes: z.number().int(),
  }),
});
export type Goal = z.infer<typeof goalSchema>;

/** Body of POST /api/v1/backtests/time-logs/. */
export const timeLogInputSchema = z.object({
  goal: idReference(),
  duration_minutes: numberField(
    z
      .number()
      .int(GOAL_MESSAGES.duration)
      .min(1, GOAL_MESSAGES.duration)
      .max(24 * 60, '1440 minutes au maximum par enregistrement.'),
    GOAL_MESSAGES.duration,
  ),
  session: idReference().nullable().optional(),
  notes: textField().trim().max(2000, '2000 caractères au maximum.').default(''),
  started_at: isoDateTimeSchema.optional(),
});
export type TimeLogInput = z.input<typeof timeLogInputSchema>;

export const timeLogSchema = z.object({
  id: z.number().int(),
  goal: z.number().int(),
  duration_minutes: z.number().int(),
  session: z.number().int().nullable(),
  notes: z.string(),
  started_at: z.string(),
});
export type TimeLog = z.infer<typeof timeLogSchema>;

export const timeLogQuerySchema = z.object({ goal: idSchema });
