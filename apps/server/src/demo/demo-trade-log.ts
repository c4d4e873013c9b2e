import type { HistoryValue, TradeHistoryChanges } from '@carnet/contract';
import { normalizeDecimal } from '@carnet/domain';
import type { HistoryEntryToWrite } from '../features/trades/write-trades.ts';
import { isoDateTime } from '../http/serialize.ts';
import type { PlannedTradeRows } from './plan-demo-trades.ts';

type Values = PlannedTradeRows['values'];

/** The fields a demo edit, close or reopen changes, under their API names (docs/rules/trades.md: changes by field). */
const TRACKED_FIELDS: readonly [keyof Values, string][] = [
  ['status', 'status'],
  ['stopLossPrice', 'stop_loss_price'],
  ['plannedRr', 'planned_rr'],
  ['closeDate', 'close_date'],
  ['closePrice', 'close_price'],
  ['realizedRr', 'realized_rr'],
  ['outcome', 'outcome'],
  ['fees', 'fees'],
  ['swap', 'swap'],
  ['grossPnl', 'gross_pnl'],
  ['pnlAmount', 'pnl_amount'],
  ['pnlSource', 'pnl_source'],
  ['postTradeReview', 'post_trade_review'],
];

const DECIMAL_FIELDS = new Set<keyof Values>([
  'stopLossPrice',
  'closePrice',
  'fees',
  'swap',
  'grossPnl',
  'pnlAmount',
]);

/** A value as the API shows it: decimals canonical, instants ISO to the second. */
function shown(field: keyof Values, value: unknown): HistoryValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return isoDateTime(value);
  if (typeof value === 'string')
    return DECIMAL_FIELDS.has(field) ? (normalizeDecimal(value) ?? value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** Each tracked field whose shown value differs between two states of a trade, as [before, after]. */
export function changesBetween(before: Values, after: Values): TradeHistoryChanges {
  const changes: TradeHistoryChanges = {};
  for (const [field, name] of TRACKED_FIELDS) {
    const was = shown(field, before[field]);
    const is = shown(field, after[field]);
    if (was !== is) changes[name] = [was, is];
  }
  return changes;
}

/** A history entry of the demo trader's, with the reason typed in the edit form if any. */
export function historyEntry(
  at: Date,
  action: HistoryEntryToWrite['action'],
  changes: TradeHistoryChanges = {},
  reason: string | null = null,
): HistoryEntryToWrite {
  return { at, action, changes, reason };
}
