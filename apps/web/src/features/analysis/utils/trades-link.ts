import {
  ANALYSIS_NONE_KEY,
  type AnalysisDimension,
  type TradeListFilterName,
  type TradeListFilterParams,
} from '@carnet/contract';
import { dayStartMs } from '@carnet/domain';
import { paths } from '../../../app/paths.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';

/** The trade list's query string filtering a group: the column filters and the tag. */
export type TradesLinkParams = TradeListFilterParams & { tag?: string };

/** The trade list's filter holding a dimension's group key, for the dimensions that are one column. */
const KEY_FILTERS: Partial<Record<AnalysisDimension, TradeListFilterName>> = {
  grade: 'grade',
  timing_class: 'timing_class',
  compliance: 'is_compliant',
  strategy: 'strategy',
  asset: 'asset_name',
  asset_type: 'asset_type',
  direction: 'direction',
  capital_account: 'capital_account',
};

/**
 * The list filters of the trades an analysis looks at (DESIGN §12): the caller's closed, non-draft trades
 * closed within the period's days in the zone (as UTC instants, both included), on the account and tag chosen.
 */
export function analysisTradeFilters({
  tz,
  from,
  to,
  capital_account,
  tag,
}: AnalysisFilters): TradesLinkParams {
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

/** The filter value of a group, or null when the list has no filter giving exactly its trades. */
function groupFilter(
  dimension: AnalysisDimension,
  group: { key: string; label: string },
  filters: TradesLinkParams,
): TradesLinkParams | null {
  if (group.key === ANALYSIS_NONE_KEY) return null;
  if (dimension === 'tag') {
    // The list takes one tag: a row of another tag than the page's filter would need both.
    const chosen = filters.tag;
    return chosen === undefined || chosen.toLowerCase() === group.key ? { tag: group.label } : null;
  }
  const name = KEY_FILTERS[dimension];
  if (name === undefined) return null;
  if (dimension === 'compliance') return { is_compliant: String(group.key === 'COMPLIANT') };
  const chosen = filters[name];
  return chosen === undefined || chosen === group.key ? { [name]: group.key } : null;
}

/**
 * The trade list showing exactly a group's trades, for the dimensions that map to a column of the list; the
 * others (weekday, hour, month, duration, source, strategy type, confirmation) and « sans » groups link nowhere
 * rather than to a list that would show other trades. `?all=1` lifts the list's own entry-date range.
 */
export function tradesLinkFor(
  dimension: AnalysisDimension,
  group: { key: string; label: string },
  analysis: AnalysisFilters,
): string | null {
  const filters = analysisTradeFilters(analysis);
  const own = groupFilter(dimension, group, filters);
  if (own === null) return null;
  const params = new URLSearchParams({ all: '1' });
  for (const [name, value] of Object.entries({ ...filters, ...own })) params.set(name, value);
  return `${paths.trades.list}?${params}`;
}
