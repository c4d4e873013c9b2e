import { ANALYSIS_NONE_KEY, type AnalysisDimension } from '@carnet/contract';
import { paths } from '../../../app/paths.ts';
import { type DateRange, dateRangeParams } from '../../../lib/date-range.ts';

/**
 * The trade list showing a group's trades, where the list has the filter: only tags (`?tag=`, with the same
 * days) today; the list filters no other dimension, so the other groups link nowhere rather than to a list
 * that would show other trades.
 */
export function tradesLinkFor(
  dimension: AnalysisDimension,
  group: { key: string; label: string },
  range: DateRange,
): string | null {
  if (dimension !== 'tag' || group.key === ANALYSIS_NONE_KEY) return null;
  const params = dateRangeParams(range);
  params.set('tag', group.label);
  return `${paths.trades.list}?${params}`;
}
