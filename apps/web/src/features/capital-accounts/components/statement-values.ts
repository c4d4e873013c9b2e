import { DIRECTION_LABELS, type StatementField } from '@carnet/contract';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { TRADE_STATUS_LABELS } from '../../trades/utils/trade-labels.ts';

const MONEY_FIELDS: ReadonlySet<StatementField> = new Set(['fees', 'swap', 'pnl_amount']);
const NUMBER_FIELDS: ReadonlySet<StatementField> = new Set(['quantity', 'entry_price', 'close_price']);
const INSTANT_FIELDS: ReadonlySet<StatementField> = new Set(['entry_date', 'close_date']);

const labelOf = (labels: Readonly<Record<string, string>>, code: string): string => labels[code] ?? code;

/** A compared field's value as the trader reads it: money, numbers and instants in French, words for codes. */
export function statementValue(
  field: StatementField,
  value: string | null,
  currency: string,
  timeZone: string,
): string {
  if (value === null) return '—';
  if (MONEY_FIELDS.has(field)) return formatMoney(value, currency);
  if (NUMBER_FIELDS.has(field)) return formatNumber(value);
  if (INSTANT_FIELDS.has(field)) return formatDateTime(value, timeZone);
  if (field === 'direction') return labelOf(DIRECTION_LABELS, value);
  if (field === 'status') return labelOf(TRADE_STATUS_LABELS, value);
  return value;
}
