import {
  ANALYSIS_NONE_KEY,
  ANALYSIS_NONE_LABELS,
  type AnalysisDimension,
  ASSET_TYPE_LABELS,
  COMPLIANCE_KEY_LABELS,
  DAY_RULE_BREAK_LABELS,
  DIRECTION_LABELS,
  DURATION_BUCKET_LABELS,
  DURATION_BUCKETS,
  hourLabel,
  isJournalDimension,
  JOURNAL_NONE_LABEL,
  monthLabel,
  PLAN_FOLLOWED_LABELS,
  SLEEP_BUCKET_LABELS,
  SLEEP_BUCKETS,
  scaleLabel,
  TRADE_SOURCE_LABELS,
  WEEKDAY_LABELS,
} from '@carnet/contract';
import { TIMING_CLASS_LABELS, TIMING_CLASSES } from '@carnet/domain';

type Breakdown = Exclude<AnalysisDimension, 'confirmation'>;

/** Labels of the dimensions whose keys are a fixed list, in the order the groups are listed. */
const FIXED_LABELS: Partial<Record<Breakdown, Readonly<Record<string, string>>>> = {
  timing_class: TIMING_CLASS_LABELS,
  compliance: COMPLIANCE_KEY_LABELS,
  asset_type: ASSET_TYPE_LABELS,
  direction: DIRECTION_LABELS,
  duration: DURATION_BUCKET_LABELS,
  source: TRADE_SOURCE_LABELS,
  sleep: SLEEP_BUCKET_LABELS,
  plan_followed: PLAN_FOLLOWED_LABELS,
  day_rule_break: DAY_RULE_BREAK_LABELS,
};

/** Where a key sorts: fixed lists by their order, weekdays and hours by number, months by date, else by label. */
const FIXED_ORDER: Partial<Record<Breakdown, readonly string[]>> = {
  timing_class: TIMING_CLASSES,
  duration: DURATION_BUCKETS,
  sleep: SLEEP_BUCKETS,
};

/**
 * The French label of a group (docs/rules/statistics.md): a fixed list's label, a weekday, an hour, a month, or the user's own
 * name (`names`: configurations, strategy types, accounts, tag and mistake spellings); « Sans … » for the
 * no-value group, « Non renseigné » for the journal's (docs/rules/journal.md#analysis).
 */
export function groupLabel(dimension: Breakdown, key: string, names: ReadonlyMap<string, string>): string {
  if (key === ANALYSIS_NONE_KEY && isJournalDimension(dimension)) return JOURNAL_NONE_LABEL;
  if (key === ANALYSIS_NONE_KEY) {
    const none = ANALYSIS_NONE_LABELS[dimension as keyof typeof ANALYSIS_NONE_LABELS];
    if (none !== undefined) return none;
  }
  const fixed = FIXED_LABELS[dimension]?.[key];
  if (fixed !== undefined) return fixed;
  if (dimension === 'weekday') return WEEKDAY_LABELS[Number(key)] ?? key;
  if (dimension === 'hour') return hourLabel(Number(key));
  if (dimension === 'mood' || dimension === 'energy' || dimension === 'stress')
    return scaleLabel(Number(key));
  if (dimension === 'month') return monthLabel(key);
  return names.get(key) ?? key;
}

/** Sorts groups for display; the no-value group comes last. */
export function compareGroups(dimension: Breakdown) {
  const order = FIXED_ORDER[dimension] ?? Object.keys(FIXED_LABELS[dimension] ?? {});
  return (a: { key: string; label: string }, b: { key: string; label: string }): number => {
    if (a.key === ANALYSIS_NONE_KEY || b.key === ANALYSIS_NONE_KEY) {
      return Number(a.key === ANALYSIS_NONE_KEY) - Number(b.key === ANALYSIS_NONE_KEY);
    }
    if (order.length > 0) return order.indexOf(a.key) - order.indexOf(b.key);
    if (['weekday', 'hour', 'mood', 'energy', 'stress'].includes(dimension))
      return Number(a.key) - Number(b.key);
    if (dimension === 'month') return a.key.localeCompare(b.key);
    return a.label.localeCompare(b.label, 'fr');
  };
}
