import type {
  ComplianceConfig,
  ConfirmationRule,
  GradeBand,
  PreferredTiming,
  SecondaryTiming,
  TimingClass,
  TimingMultipliers,
} from './types.ts';

/** docs/ui.md: default time zone of a configuration. */
export const DEFAULT_TIMEZONE = 'America/New_York';

/** docs/rules/trades.md#validation, docs/ui.md: default tolerance around a timing, in minutes. */
export const DEFAULT_TOLERANCE_MIN = 10;

/** docs/rules/trades.md#validation, docs/ui.md: minimum score for an entry in a secondary timing, in percent. */
export const DEFAULT_SECONDARY_MIN_SCORE_PCT = 90;

/** docs/ui.md: default confirmation weight. */
export const DEFAULT_CONFIRMATION_WEIGHT = 1;

/** docs/ui.md: grade bands A+ ≥ 90 at 2 %, A ≥ 75 at 1.5 %, B ≥ 60 at 1 %, C ≥ 0 at 0.5 %. */
export const DEFAULT_GRADE_BANDS: readonly GradeBand[] = Object.freeze([
  { grade: 'A+', min: 90, risk_pct: 2 },
  { grade: 'A', min: 75, risk_pct: 1.5 },
  { grade: 'B', min: 60, risk_pct: 1 },
  { grade: 'C', min: 0, risk_pct: 0.5 },
]);

/** docs/ui.md: preferred timing 10:00 ± 10 min, Monday to Friday. */
export const DEFAULT_TIMING_PREFERRED: readonly PreferredTiming[] = Object.freeze([
  { time: '10:00', tolerance_min: DEFAULT_TOLERANCE_MIN, days: [1, 2, 3, 4, 5] },
]);

/** docs/ui.md: secondary timings 08:00, 14:00, 16:00, 19:00, 22:00, each ± 10 min. */
export const DEFAULT_TIMING_SECONDARY: readonly SecondaryTiming[] = Object.freeze(
  ['08:00', '14:00', '16:00', '19:00', '22:00'].map((time) => ({
    time,
    tolerance_min: DEFAULT_TOLERANCE_MIN,
  })),
);

/** docs/rules/trades.md#validation, docs/ui.md: risk multipliers, preferred 1 and secondary 0.8. */
export const DEFAULT_TIMING_MULTIPLIERS: TimingMultipliers = Object.freeze({ preferred: 1, secondary: 0.8 });

/** docs/ui.md: default confirmations HTF_ZONE (HTF) and LTF_BOS (LTF), both mandatory, weight 1. */
export const DEFAULT_CONFIRMATIONS: readonly ConfirmationRule[] = Object.freeze([
  { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 1, order: 0 },
  { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1, order: 1 },
]);

/** docs/security.md#ownership: French UI labels of the timing classes. */
export const TIMING_CLASS_LABELS: Readonly<Record<TimingClass, string>> = Object.freeze({
  PREFERRED: 'Créneau préféré',
  SECONDARY: 'Créneau secondaire',
  OUTSIDE: 'Hors créneau',
});

/** A fresh, mutable copy of the default configuration's compliance settings (docs/ui.md). */
export function createDefaultComplianceConfig(): ComplianceConfig & { confirmations: ConfirmationRule[] } {
  return {
    timezone: DEFAULT_TIMEZONE,
    timing_preferred: DEFAULT_TIMING_PREFERRED.map((timing) => ({ ...timing, days: [...timing.days] })),
    timing_secondary: DEFAULT_TIMING_SECONDARY.map((timing) => ({ ...timing })),
    secondary_min_score_pct: DEFAULT_SECONDARY_MIN_SCORE_PCT,
    timing_multipliers: { ...DEFAULT_TIMING_MULTIPLIERS },
    grade_bands: DEFAULT_GRADE_BANDS.map((band) => ({ ...band })),
    confirmations: DEFAULT_CONFIRMATIONS.map((confirmation) => ({ ...confirmation })),
  };
}
