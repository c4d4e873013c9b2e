import {
  ASSET_TYPE_LABELS,
  DIRECTION_LABELS,
  type HistoryValue,
  PNL_SOURCE_LABELS,
  TRADE_HISTORY_FIELD_LABELS,
  type TradeHistoryAction,
  type TradeHistoryEntry,
} from '@carnet/contract';
import { TIMING_CLASS_LABELS } from '@carnet/domain';
import { EMPTY_VALUE, formatDateTime, formatMoney, formatNumber, formatR } from '../../../lib/format.ts';
import { TRADE_STATUS_LABELS } from './trade-labels.ts';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

const ENUM_LABELS: Record<string, Record<string, string>> = {
  direction: DIRECTION_LABELS,
  asset_type: ASSET_TYPE_LABELS,
  status: TRADE_STATUS_LABELS,
  timing_class: TIMING_CLASS_LABELS,
  pnl_source: PNL_SOURCE_LABELS,
};

/** Entries that bring a whole trade in (every field from nothing): the action says it, the fields would drown it. */
const WHOLE_TRADE_ACTIONS = new Set<TradeHistoryAction>(['CREATE', 'IMPORT', 'EXISTING']);

/** The changes an entry lists: none for a trade brought in whole, each changed field otherwise. */
export function shownChanges(entry: TradeHistoryEntry): [string, [HistoryValue, HistoryValue]][] {
  return WHOLE_TRADE_ACTIONS.has(entry.action) ? [] : Object.entries(entry.changes);
}

/** Amounts in the account's currency, and R multiples, written as the trade page writes them. */
const MONEY_FIELDS = new Set(['fees', 'swap', 'gross_pnl', 'pnl_amount', 'risk_amount']);
const R_FIELDS = new Set(['realized_rr', 'planned_rr', 'management_r']);

export function historyFieldLabel(field: string): string {
  return TRADE_HISTORY_FIELD_LABELS[field] ?? field;
}

/** A value before or after a change, in French: dates on the trader's clock, numbers fr-FR, Oui / Non. */
export function historyValueText(field: string, value: HistoryValue, currency: string): string {
  if (value === null) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (R_FIELDS.has(field) && typeof value !== 'object') return formatR(value);
  if (MONEY_FIELDS.has(field) && typeof value !== 'object') return formatMoney(value, currency);
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    const label = ENUM_LABELS[field]?.[value];
    if (label !== undefined) return label;
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    if (DECIMAL.test(value)) return formatNumber(value);
    return value === '' ? EMPTY_VALUE : value;
  }
  if (isHistoryList(value)) {
    return value.length === 0
      ? EMPTY_VALUE
      : value.map((item) => historyValueText(field, item, currency)).join(' · ');
  }
  return historyObjectText(value, currency);
}

// Array.isArray does not narrow a readonly array out of a union.
const isHistoryList = (value: HistoryValue): value is readonly HistoryValue[] => Array.isArray(value);

/** A take profit or an exit: « 62 000 × 0,5 », « (atteint) » once hit; anything else: « clé : valeur ». */
function historyObjectText(value: Record<string, HistoryValue>, currency: string): string {
  const price = value.price;
  const quantity = value.quantity_to_sell ?? value.quantity;
  if (typeof price === 'string' && typeof quantity === 'string') {
    const level = `${formatNumber(price)} × ${formatNumber(quantity)}`;
    return value.is_hit === true ? `${level} (atteint)` : level;
  }
  return Object.entries(value)
    .map(([key, item]) => `${historyFieldLabel(key)} : ${historyValueText(key, item, currency)}`)
    .join(', ');
}
