import type { DecimalInput } from '../types.ts';

/** Timing classes of an entry (docs/rules/compliance.md). */
export const TIMING_CLASSES = ['PREFERRED', 'SECONDARY', 'OUTSIDE'] as const;
export type TimingClass = (typeof TIMING_CLASSES)[number];

/** Levels of a confirmation: higher or lower time frame. */
export const CONFIRMATION_LEVELS = ['HTF', 'LTF'] as const;
export type ConfirmationLevel = (typeof CONFIRMATION_LEVELS)[number];

/** A preferred entry time: `HH:MM`, a tolerance in minutes and the ISO weekdays it applies to (1 = Monday). */
export type PreferredTiming = { time: string; tolerance_min: number; days: readonly number[] };

/** A secondary entry time: `HH:MM` and a tolerance in minutes (it applies on the preferred days). */
export type SecondaryTiming = { time: string; tolerance_min: number };

/** Risk multipliers by timing class (OUTSIDE is never compliant, so it needs none). */
export type TimingMultipliers = { preferred: DecimalInput; secondary: DecimalInput };

/** A grade band: the grade given from `min` score up, and the risk percent it recommends. */
export type GradeBand = { grade: string; min: number; risk_pct: DecimalInput };

/** A confirmation of a configuration's checklist. */
export type ConfirmationRule = {
  key: string;
  label: string;
  level: ConfirmationLevel;
  mandatory: boolean;
  weight: number;
  order: number;
};

/** The part of a configuration (setup) that compliance reads. */
export type ComplianceConfig = {
  timezone: string;
  timing_preferred: readonly PreferredTiming[];
  timing_secondary: readonly SecondaryTiming[];
  secondary_min_score_pct: number;
  timing_multipliers: TimingMultipliers;
  grade_bands: readonly GradeBand[];
  confirmations: readonly Pick<ConfirmationRule, 'key' | 'label' | 'mandatory' | 'weight'>[];
};

/** What a trade brings to the evaluation (POST /api/v1/trades/evaluate/). */
export type ComplianceInput = {
  confirmations: readonly { key: string; passed: boolean }[];
  be_moved: boolean;
  take_profits: readonly { price?: DecimalInput | null }[];
  /** The entry instant: a Date, epoch milliseconds or an ISO 8601 string with offset. */
  executed_at: Date | number | string;
};

/** The compliance result, as the API returns and stores it. */
export type ComplianceResult = {
  is_compliant: boolean;
  score_pct: number;
  grade: string | null;
  recommended_risk_pct: number;
  timing_class: TimingClass;
  non_compliance_reasons: string[];
};
