import { SLEEP_BUCKETS, type SleepBucket } from '@carnet/domain';

// French labels of the analysis groups whose key is not a user's own name (docs/rules/statistics.md). Grades, strategies,
// accounts, assets and tags are labelled by their own names; timing classes, directions and asset types reuse
// TIMING_CLASS_LABELS, DIRECTION_LABELS and ASSET_TYPE_LABELS.

/** ISO weekday (1 = Monday … 7 = Sunday) → French name: keys of the `weekday` groups and heat-map rows. */
export const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Lundi',
  2: 'Mardi',
  3: 'Mercredi',
  4: 'Jeudi',
  5: 'Vendredi',
  6: 'Samedi',
  7: 'Dimanche',
};

/** Month number (1–12) → French name, for the `month` groups (`YYYY-MM`) and the calendar title. */
export const MONTH_LABELS: Record<number, string> = {
  1: 'janvier',
  2: 'février',
  3: 'mars',
  4: 'avril',
  5: 'mai',
  6: 'juin',
  7: 'juillet',
  8: 'août',
  9: 'septembre',
  10: 'octobre',
  11: 'novembre',
  12: 'décembre',
};

/** « novembre 2026 » for `2026-11`. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_LABELS[Number(number)] ?? number} ${year}`;
}

/** « 09 h » for hour 9: the label of an `hour` group (entry hour in the requested zone). */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')} h`;
}

/** Keys of the `compliance` groups. */
export const COMPLIANCE_KEYS = ['COMPLIANT', 'NON_COMPLIANT'] as const;
export type ComplianceKey = (typeof COMPLIANCE_KEYS)[number];
export const COMPLIANCE_KEY_LABELS: Record<ComplianceKey, string> = {
  COMPLIANT: 'Conforme',
  NON_COMPLIANT: 'Non conforme',
};

/** Keys of the `source` groups: typed in the form, or created by an import (docs/rules/imports.md). */
export const TRADE_SOURCES = ['MANUAL', 'IMPORT'] as const;
export type TradeSource = (typeof TRADE_SOURCES)[number];
export const TRADE_SOURCE_LABELS: Record<TradeSource, string> = {
  MANUAL: 'Saisie manuelle',
  IMPORT: 'Import',
};

/** Key of the group of trades that have no value for the dimension (no grade, no configuration, no tag…). */
export const ANALYSIS_NONE_KEY = 'NONE';
export const ANALYSIS_NONE_LABELS = {
  grade: 'Sans note',
  timing_class: 'Sans créneau',
  strategy: 'Sans configuration',
  strategy_type: 'Sans type',
  tag: 'Sans tag',
} as const;

/** The no-value group of the journal's dimensions: trades of days whose journal holds no such value. */
export const JOURNAL_NONE_LABEL = 'Non renseigné';

/** Labels of the `sleep` groups (keys from the domain, docs/rules/journal.md#analysis). */
export const SLEEP_BUCKET_LABELS: Record<SleepBucket, string> = {
  UNDER_6_H: '< 6 h',
  UNDER_7_H: '6–7 h',
  UNDER_8_H: '7–8 h',
  FROM_8_H: '≥ 8 h',
};
export { SLEEP_BUCKETS };

/** Keys of the `day_rule_break` groups: days with a rule of their own, broken or kept. */
export const DAY_RULE_BREAK_KEYS = ['BROKEN', 'KEPT'] as const;
export type DayRuleBreakKey = (typeof DAY_RULE_BREAK_KEYS)[number];
export const DAY_RULE_BREAK_LABELS: Record<DayRuleBreakKey, string> = {
  BROKEN: 'Avec infraction',
  KEPT: 'Sans infraction',
};
