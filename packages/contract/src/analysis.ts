import { DURATION_BUCKETS, type DurationBucket } from '@carnet/domain';
import { z } from 'zod';
import { isoDateField, queryIdField } from './common.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { monthField, timeZoneQueryField } from './query-fields.ts';
import { tagSchema } from './tags.ts';

/** docs/rules/journal.md#analysis: the dimensions a trade takes from its entry day's journal. */
export const JOURNAL_ANALYSIS_DIMENSIONS = [
  'mood',
  'energy',
  'stress',
  'sleep',
  'plan_followed',
  'day_mistake',
  'day_rule_break',
] as const;
export type JournalAnalysisDimension = (typeof JOURNAL_ANALYSIS_DIMENSIONS)[number];

/** docs/rules/statistics.md: what a breakdown of the analysis groups the closed trades by. */
export const ANALYSIS_DIMENSIONS = [
  'grade',
  'timing_class',
  'compliance',
  'strategy',
  'strategy_type',
  'confirmation',
  'tag',
  'asset',
  'asset_type',
  'direction',
  'weekday',
  'hour',
  'month',
  'duration',
  'capital_account',
  'source',
  ...JOURNAL_ANALYSIS_DIMENSIONS,
] as const;
export type AnalysisDimension = (typeof ANALYSIS_DIMENSIONS)[number];

export const isJournalDimension = (dimension: AnalysisDimension): dimension is JournalAnalysisDimension =>
  (JOURNAL_ANALYSIS_DIMENSIONS as readonly AnalysisDimension[]).includes(dimension);

/** French names of the dimensions: the tabs of « Analyse ». */
export const ANALYSIS_DIMENSION_LABELS: Record<AnalysisDimension, string> = {
  grade: 'Note',
  timing_class: 'Créneau',
  compliance: 'Conformité',
  strategy: 'Configuration',
  strategy_type: 'Type de configuration',
  confirmation: 'Confirmations',
  tag: 'Tags',
  asset: 'Actif',
  asset_type: 'Type d’actif',
  direction: 'Sens',
  weekday: 'Jour de la semaine',
  hour: 'Heure d’entrée',
  month: 'Mois',
  duration: 'Durée',
  capital_account: 'Compte',
  source: 'Origine',
  mood: 'Humeur du jour',
  energy: 'Énergie du jour',
  stress: 'Stress du jour',
  sleep: 'Sommeil',
  plan_followed: 'Plan suivi',
  day_mistake: 'Erreurs du jour',
  day_rule_break: 'Règles du jour',
};

/** Labels of the `duration` groups (keys from the domain, docs/rules/statistics.md). */
export const DURATION_BUCKET_LABELS: Record<DurationBucket, string> = {
  UNDER_5_MIN: '< 5 min',
  UNDER_1_HOUR: '< 1 h',
  UNDER_4_HOURS: '< 4 h',
  UNDER_1_DAY: '< 1 jour',
  UNDER_1_WEEK: '< 1 semaine',
  LONGER: 'Plus long',
};
export { DURATION_BUCKETS };

const DIMENSION_MESSAGE = `Dimension inconnue. Valeurs possibles : ${ANALYSIS_DIMENSIONS.join(', ')}.`;
/** The filters every analysis route shares with the dashboard: period (close date, in `tz`), account, tag. */
const filterFields = {
  from: isoDateField(FIELD_MESSAGES.invalidDate).optional(),
  to: isoDateField(FIELD_MESSAGES.invalidDate).optional(),
  tz: timeZoneQueryField.optional(),
  capital_account: queryIdField.optional(),
  tag: tagSchema.optional(),
};

const fromBeforeTo = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const rangeRule = { path: ['from'], message: FIELD_MESSAGES.rangeOrder };

/** GET /api/v1/trades/analysis/?dimension=&from=&to=&tz=&capital_account=&tag= (docs/rules/statistics.md). */
export const analysisQuerySchema = z
  .object({ dimension: z.enum(ANALYSIS_DIMENSIONS, { error: DIMENSION_MESSAGE }), ...filterFields })
  .refine(fromBeforeTo, rangeRule);
export type AnalysisQuery = z.input<typeof analysisQuerySchema>;

/** GET /api/v1/trades/summary/?from=&to=&tz=&capital_account=&tag= (docs/rules/statistics.md). */
export const summaryQuerySchema = z.object(filterFields).refine(fromBeforeTo, rangeRule);
export type SummaryQuery = z.input<typeof summaryQuerySchema>;

/** GET /api/v1/trades/heatmap/?from=&to=&tz=&capital_account=&tag= (docs/rules/statistics.md). */
export const heatmapQuerySchema = summaryQuerySchema;
export type HeatmapQuery = SummaryQuery;

/** GET /api/v1/trades/calendar/?month=YYYY-MM&tz=&capital_account=&tag= (docs/rules/statistics.md). */
export const calendarQuerySchema = z.object({
  month: monthField,
  tz: filterFields.tz,
  capital_account: filterFields.capital_account,
  tag: filterFields.tag,
});
export type CalendarQuery = z.input<typeof calendarQuerySchema>;
