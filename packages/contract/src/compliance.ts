import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { draftTakeProfitSchema } from './take-profits.ts';

export const TIMING_CLASSES = ['PREFERRED', 'SECONDARY', 'OUTSIDE'] as const;
export type TimingClass = (typeof TIMING_CLASSES)[number];

/** DESIGN §6.2: UI labels of timing classes. */
export const TIMING_CLASS_LABELS: Record<TimingClass, string> = {
  PREFERRED: 'Créneau préféré',
  SECONDARY: 'Créneau secondaire',
  OUTSIDE: 'Hors créneau',
};

/** The compliance result, answered by evaluate and stored on every trade (SPEC §3). */
export const complianceResultSchema = z.object({
  is_compliant: z.boolean(),
  score_pct: z.number(),
  grade: z.string(),
  recommended_risk_pct: z.number(),
  timing_class: z.enum(TIMING_CLASSES),
  non_compliance_reasons: z.array(z.string()),
});
export type ComplianceResult = z.infer<typeof complianceResultSchema>;

/** POST /api/v1/trades/evaluate/ */
export const evaluateRequestSchema = z.object({
  strategy: z.number({ error: 'Sélectionnez une configuration.' }).int().positive(),
  confirmations: z
    .array(z.object({ key: z.string().max(60), passed: z.boolean() }))
    .max(100)
    .default([]),
  be_moved: z.boolean().default(false),
  take_profits: z.array(draftTakeProfitSchema).max(20).default([]),
  executed_at: isoDateTimeSchema,
});
export type EvaluateRequest = z.input<typeof evaluateRequestSchema>;
