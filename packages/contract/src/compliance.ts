import { type ComplianceResult, TIMING_CLASSES } from '@carnet/domain';
import { z } from 'zod';
import { idReference, isoDateTimeSchema } from './common.ts';
import { draftTakeProfitSchema } from './take-profits.ts';

/**
 * The compliance result answered by evaluate (docs/rules/compliance.md). `grade` is null when no grade band starts at or below
 * the score (a configuration whose lowest band starts above 0).
 */
export const complianceResultSchema = z.object({
  is_compliant: z.boolean(),
  score_pct: z.number(),
  grade: z.string().nullable(),
  recommended_risk_pct: z.number(),
  timing_class: z.enum(TIMING_CLASSES),
  non_compliance_reasons: z.array(z.string()),
});
// The answer is the domain's result: the schema may not drift from it.
complianceResultSchema satisfies z.ZodType<ComplianceResult>;

/**
 * The compliance stored on a trade (docs/rules/trades.md#fields), flattened into it: the result above, or — for a trade without a
 * configuration to be evaluated against — not compliant, with null score, grade, risk and timing and no reason.
 */
export const tradeComplianceSchema = complianceResultSchema.extend({
  score_pct: z.number().nullable(),
  recommended_risk_pct: z.number().nullable(),
  timing_class: z.enum(TIMING_CLASSES).nullable(),
});
export type TradeCompliance = z.infer<typeof tradeComplianceSchema>;

const SELECT_CONFIGURATION = 'Sélectionnez une configuration.';

/** POST /api/v1/trades/evaluate/ */
export const evaluateRequestSchema = z.object({
  strategy: idReference(SELECT_CONFIGURATION, SELECT_CONFIGURATION),
  confirmations: z
    .array(z.object({ key: z.string().max(60), passed: z.boolean() }))
    .max(100)
    .default([]),
  be_moved: z.boolean().default(false),
  take_profits: z.array(draftTakeProfitSchema).max(20).default([]),
  executed_at: isoDateTimeSchema,
});
export type EvaluateRequest = z.input<typeof evaluateRequestSchema>;
