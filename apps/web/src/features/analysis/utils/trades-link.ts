import {
  type AnalysisDimension,
  confirmationTradeFilters,
  groupTradeFilters,
  isJournalDimension,
  type TradeListParams,
} from '@carnet/contract';
import { paths } from '../../../app/paths.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';

/** The trade list's address with these filters; `?all=1` lifts the list's own entry-date range. */
export function tradeListLink(filters: TradeListParams): string {
  const params = new URLSearchParams({ all: '1' });
  for (const [name, value] of Object.entries(filters)) params.set(name, value);
  return `${paths.trades.list}?${params}`;
}

/**
 * The trade list showing exactly a breakdown row's trades, « sans » groups included; null for the journal's
 * dimensions, which the list cannot filter on (docs/rules/journal.md#analysis).
 */
export function tradesLinkFor(
  dimension: Exclude<AnalysisDimension, 'confirmation'>,
  group: { key: string; label: string },
  analysis: AnalysisFilters,
): string | null {
  if (isJournalDimension(dimension)) return null;
  return tradeListLink(groupTradeFilters(dimension, group, analysis));
}

/** The trade list of one side of a confirmation row: the trades where it passed, or where it was missed. */
export function confirmationLinkFor(key: string, passed: boolean, analysis: AnalysisFilters): string {
  return tradeListLink(confirmationTradeFilters(key, passed, analysis));
}
