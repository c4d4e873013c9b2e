import {
  type ConfigurationInput,
  configurationInputSchema,
  confirmationDefinitionSchema,
  FIELD_MESSAGES,
  gradeBandSchema,
  preferredTimingSchema,
  secondaryTimingSchema,
  timingMultipliersSchema,
} from '@carnet/contract';
import { z } from 'zod';
import { checkWith, numberText } from '../../../lib/form-text.ts';

const fields = configurationInputSchema.shape;

const secondaryTiming = z.object({
  time: secondaryTimingSchema.shape.time,
  tolerance_min: numberText(secondaryTimingSchema.shape.tolerance_min),
});

const confirmation = z.object({
  key: confirmationDefinitionSchema.shape.key,
  label: confirmationDefinitionSchema.shape.label,
  level: confirmationDefinitionSchema.shape.level,
  mandatory: z.boolean(),
  weight: numberText(confirmationDefinitionSchema.shape.weight),
});

/**
 * The form's values → the body of POST/PUT /api/v1/strategies/ (docs/rules/trades.md#validation): every field sent, the preferred
 * timing's first entry edited and the others kept, confirmation order = list position, blank types dropped
 * after trimming, weekdays in order.
 */
export const configurationFormSchema = z
  .object({
    name: fields.name,
    description: z.string(),
    active: z.boolean(),
    timezone: z.string().transform(checkWith(fields.timezone)),
    parent_strategy: z
      .string()
      .transform((text) => (text === '' ? undefined : Number(text)))
      .pipe(fields.parent_strategy),
    timing_preferred: z.object({
      time: preferredTimingSchema.shape.time,
      tolerance_min: numberText(preferredTimingSchema.shape.tolerance_min),
      days: preferredTimingSchema.shape.days,
    }),
    timing_preferred_others: z
      .array(z.object({ time: z.string(), tolerance_min: z.number(), days: z.array(z.number()) }))
      .transform(checkWith(z.array(preferredTimingSchema))),
    timing_secondary: z.array(secondaryTiming),
    secondary_min_score_pct: numberText(fields.secondary_min_score_pct.unwrap()),
    timing_multipliers: z.object({
      preferred: numberText(timingMultipliersSchema.shape.preferred),
      secondary: numberText(timingMultipliersSchema.shape.secondary),
    }),
    grade_bands: z
      .array(
        z.object({
          grade: gradeBandSchema.shape.grade,
          min: numberText(gradeBandSchema.shape.min),
          risk_pct: numberText(gradeBandSchema.shape.risk_pct),
        }),
      )
      .min(1, FIELD_MESSAGES.atLeastOneGradeBand),
    confirmations: z.array(confirmation).superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.key))
          context.addIssue({ code: 'custom', path: [index, 'key'], message: 'Clé déjà utilisée.' });
        seen.add(row.key);
      });
    }),
    types: z.array(z.object({ type_id: z.number().int().optional(), description: z.string() })),
  })
  .transform(
    (values): ConfigurationInput => ({
      name: values.name,
      description: values.description,
      active: values.active,
      timezone: values.timezone,
      parent_strategy: values.parent_strategy,
      timing_preferred: [
        { ...values.timing_preferred, days: [...values.timing_preferred.days].sort((a, b) => a - b) },
        ...values.timing_preferred_others,
      ],
      timing_secondary: values.timing_secondary,
      secondary_min_score_pct: values.secondary_min_score_pct,
      timing_multipliers: values.timing_multipliers,
      grade_bands: values.grade_bands,
      confirmations: values.confirmations,
      types: values.types.flatMap(({ type_id, description }) => {
        const trimmed = description.trim();
        if (trimmed === '') return [];
        return [type_id === undefined ? { description: trimmed } : { id: type_id, description: trimmed }];
      }),
    }),
  );
