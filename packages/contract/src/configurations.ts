import { CONFIRMATION_LEVELS, DEFAULT_TIMEZONE } from '@carnet/domain';
import { z } from 'zod';
import { idReference, numberField, textField } from './common.ts';
import { FIELD_MESSAGES, REQUIRED_MESSAGE } from './messages.ts';

const ISO_WEEKDAYS = 'Jours de 1 (lundi) à 7 (dimanche).';

import { CONFIGURATION_SCREENSHOT_KINDS } from './enums.ts';
import { screenshotSchema } from './screenshots.ts';
import { isKnownTimeZone } from './time-zone.ts';

/** "HH:MM", 00:00 to 23:59. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (format HH:MM).');

const toleranceSchema = numberField(
  z
    .number()
    .int(FIELD_MESSAGES.wholeNumber)
    .min(0, FIELD_MESSAGES.atLeastZero)
    .max(720, '720 minutes au maximum.'),
);
const percentSchema = numberField(
  z.number().finite().min(0, FIELD_MESSAGES.percentRange).max(100, FIELD_MESSAGES.percentRange),
);
const multiplierSchema = numberField(
  z.number().finite().min(0, FIELD_MESSAGES.atLeastZero).max(10, '10 au maximum.'),
);

export const preferredTimingSchema = z.object({
  time: clockTimeSchema,
  tolerance_min: toleranceSchema.default(10),
  days: z.array(z.number().int().min(1, ISO_WEEKDAYS).max(7, ISO_WEEKDAYS)).max(7),
});
export const secondaryTimingSchema = z.object({
  time: clockTimeSchema,
  tolerance_min: toleranceSchema.default(10),
});

export const timingMultipliersSchema = z.object({
  preferred: multiplierSchema,
  secondary: multiplierSchema,
});

export const gradeBandSchema = z.object({
  grade: textField().trim().min(1, REQUIRED_MESSAGE).max(10, '10 caractères au maximum.'),
  min: percentSchema,
  risk_pct: numberField(
    z.number().finite().min(0, FIELD_MESSAGES.atLeastZero).max(100, FIELD_MESSAGES.percentRange),
  ),
});

export const confirmationDefinitionSchema = z.object({
  key: textField()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(60, '60 caractères au maximum.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Lettres, chiffres, - et _ uniquement.'),
  label: textField().trim().min(1, REQUIRED_MESSAGE).max(200, '200 caractères au maximum.'),
  level: z.enum(CONFIRMATION_LEVELS),
  mandatory: z.boolean().default(false),
  weight: numberField(
    z.number().finite().min(0, 'Le poids doit être ≥ 0.').max(100, '100 au maximum.'),
  ).default(1),
});

export const configurationTypeInputSchema = z.object({
  id: idReference().optional(),
  description: textField().max(200, '200 caractères au maximum.'),
});

const SELECT_GLOBAL_STRATEGY = 'Veuillez sélectionner une stratégie globale';

/**
 * Body of POST /api/v1/strategies/ and PUT …/{id}/. Omitted optional fields take the defaults of docs/ui.md on the
 * server; confirmation order follows list position; types with a blank description are dropped (docs/rules/trades.md#validation).
 */
export const configurationInputSchema = z.object({
  name: textField().trim().min(1, REQUIRED_MESSAGE).max(120, '120 caractères au maximum.'),
  description: textField().max(50_000, 'Description trop longue.').default(''),
  active: z.boolean().default(true),
  timezone: z
    .string()
    .trim()
    .default(DEFAULT_TIMEZONE)
    .refine(isKnownTimeZone, { message: FIELD_MESSAGES.unknownTimeZone }),
  parent_strategy: idReference(SELECT_GLOBAL_STRATEGY, SELECT_GLOBAL_STRATEGY),
  timing_preferred: z.array(preferredTimingSchema).max(20).optional(),
  timing_secondary: z.array(secondaryTimingSchema).max(50).optional(),
  secondary_min_score_pct: percentSchema.optional(),
  timing_multipliers: timingMultipliersSchema.optional(),
  grade_bands: z.array(gradeBandSchema).min(1, FIELD_MESSAGES.atLeastOneGradeBand).max(20).optional(),
  confirmations: z.array(confirmationDefinitionSchema).max(100).optional(),
  types: z.array(configurationTypeInputSchema).max(100).optional(),
});
export type ConfigurationInput = z.input<typeof configurationInputSchema>;

export const configurationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  timezone: z.string(),
  parent_strategy: z.number().int(),
  timing_preferred: z.array(preferredTimingSchema),
  timing_secondary: z.array(secondaryTimingSchema),
  secondary_min_score_pct: z.number(),
  timing_multipliers: timingMultipliersSchema,
  grade_bands: z.array(gradeBandSchema),
  confirmations: z.array(confirmationDefinitionSchema.extend({ order: z.number().int() })),
  types: z.array(z.object({ id: z.number().int(), description: z.string() })),
  screenshots: z.array(screenshotSchema(CONFIGURATION_SCREENSHOT_KINDS)),
});
export type Configuration = z.infer<typeof configurationSchema>;
