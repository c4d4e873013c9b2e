import { TRADE_RECORD_MESSAGES } from '@carnet/contract';
import { formatR } from '../../../lib/format.ts';

/** Whether an R is missing because the trade has no stop (docs/rules/trades.md: an import may come without one). */
export const isUnknownR = (value: number | null, stopLossPrice: string | null) =>
  value === null && stopLossPrice === null;

/** An R multiple, or « R inconnu (pas de stop) » when the trade has no stop to measure it with. */
export function rText(value: number | null, stopLossPrice: string | null): string {
  return isUnknownR(value, stopLossPrice) ? TRADE_RECORD_MESSAGES.unknownR : formatR(value);
}
