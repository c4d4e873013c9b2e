import { dayStartMs } from '@carnet/domain';
import type { AnalysisDimension, JournalAnalysisDimension } from './analysis.ts';
import { ANALYSIS_NONE_KEY, type ANALYSIS_NONE_LABELS } from './analysis-labels.ts';
import type { TradeListFilterName, TradeListFilterParams } from './trade-list-filters.ts';

/** The filters of an analysis (docs/rules/statistics.md): whole days `from`–`to` of the zone `tz`, an account, a tag. */
export type AnalysisScopeQuery = {
  tz: string;
  from?: string;
  to?: string;
  capital_account?: number;
  tag?: string;
};

/** The trade list's query string as text (GET /api/v1/trades/): its filters and the tag. */
export type TradeListParams = TradeListFilterParams & { tag?: string };

/**
 * The dimensions whose rows open their trades: all but `confirmation` (two sides) and the journal's, which the
 * list has no filter for (docs/rules/journal.md#analysis).
 */
export type LinkedBreakdown = Exclude<AnalysisDimension, 'confirmation' | JournalAnalysisDimension>;
type Breakdown = LinkedBreakdown;

/**
 * The list filters of the trades an analysis looks at: the caller's closed, non-draft trades closed within the
 * period's days in the zone (as UTC instants, both included), on the account and tag chosen.
 */
export function analysisTradeFilters({
  tz,
  from,
  to,
  capital_account,
  tag,
}: AnalysisScopeQuery): TradeListParams {
  const start = from === undefined ? null : dayStartMs(from, tz);
  // The last millisecond of `to` is the one before the next day begins, whatever the day's length (DST).
  const nextStart = to === undefined ? null : dayStartMs(to, tz, 1);
  return {
    status: 'CLOSED',
    is_draft: 'false',
    ...(start === null ? {} : { close_date__gte: new Date(start).toISOString() }),
    ...(nextStart === null ? {} : { close_date__lte: new Date(nextStart - 1).toISOString() }),
    ...(capital_account === undefined ? {} : { capital_account: String(capital_account) }),
    ...(tag === undefined ? {} : { tag }),
  };
}

/** The filter of the « sans » group of each dimension that has one (ANALYSIS_NONE_LABELS). */
const NONE_FILTERS: Record<keyof typeof ANALYSIS_NONE_LABELS, TradeListFilterName> = {
  grade: 'grade__isnull',
  timing_class: 'timing_class__isnull',
  strategy: 'strategy__isnull',
  strategy_type: 'strategy_type__isnull',
  tag: 'tag__isnull',
};

const hasNoneGroup = (dimension: Breakdown): dimension is keyof typeof NONE_FILTERS =>
  dimension in NONE_FILTERS;

/** The filter selecting one group of a dimension, with the analysis's zone where the key reads a local time. */
function groupFilter(
  dimension: Breakdown,
  { key, label }: { key: string; label: string },
  scope: AnalysisScopeQuery,
): TradeListParams {
  if (key === ANALYSIS_NONE_KEY && hasNoneGroup(dimension)) return { [NONE_FILTERS[dimension]]: 'true' };
  switch (dimension) {
    case 'grade':
    case 'timing_class':
    case 'strategy':
    case 'strategy_type':
    case 'asset_type':
    case 'direction':
    case 'capital_account':
    case 'duration':
    case 'source':
      return { [dimension]: key };
    case 'asset':
      return { asset_name: key };
    case 'compliance':
      return { is_compliant: String(key === 'COMPLIANT') };
    case 'tag':
      // The list takes the page's tag as `tag`: another tag of the same trades is a second one.
      return scope.tag === undefined || scope.tag.toLowerCase() === key
        ? { tag: label }
        : { also_tag: label };
    case 'weekday':
      return { entry_weekday: key, tz: scope.tz };
    case 'hour':
      return { entry_hour: key, tz: scope.tz };
    case 'month':
      return { close_month: key, tz: scope.tz };
  }
}

/**
 * The trade list's filters giving exactly the trades of a breakdown row: the analysis's trades, and
 * among them the row's group, by the same keys the analysis groups by (the server's db/trade-group-keys.ts).
 * They include the row's trades without a known R, which the row counts in `skipped_unknown_r` and its money.
 */
export function groupTradeFilters(
  dimension: Breakdown,
  group: { key: string; label: string },
  scope: AnalysisScopeQuery,
): TradeListParams {
  return { ...analysisTradeFilters(scope), ...groupFilter(dimension, group, scope) };
}

/** The trades of one side of a `confirmation` row: the checklist item `key` passed, or missed. */
export function confirmationTradeFilters(
  key: string,
  passed: boolean,
  scope: AnalysisScopeQuery,
): TradeListParams {
  return {
    ...analysisTradeFilters(scope),
    [passed ? 'confirmation_passed' : 'confirmation_missed']: key,
  };
}

/** The trades of one cell of the weekday × entry hour map (docs/rules/statistics.md), over the map's scope. */
export function heatmapCellTradeFilters(
  cell: { weekday: number; hour: number },
  scope: AnalysisScopeQuery,
): TradeListParams {
  return {
    ...analysisTradeFilters(scope),
    ...groupFilter('weekday', { key: String(cell.weekday), label: '' }, scope),
    ...groupFilter('hour', { key: String(cell.hour), label: '' }, scope),
  };
}
