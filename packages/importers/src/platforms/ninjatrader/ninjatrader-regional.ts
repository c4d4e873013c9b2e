import type { LocalDateTime } from '../../parsed-file.ts';
import { COMMA_DECIMALS, type NumberStyle, POINT_DECIMALS } from '../../read-decimal.ts';
import { readEuropeanDateTime, readUsDateTime } from '../local-time.ts';

// NinjaTrader writes numbers and dates in the Windows regional format, whatever its own language (FORMATS.md:
// OrderFlowTools/TraderLadder#16, NT8 in English on a German system writes decimal commas).

/**
 * Decimal commas when a price is written `4850,25` or an amount `2,02 $` (a European Windows, whatever
 * NinjaTrader's language); amounts count too, since treasury prices in 32nds (`110'165`) show no decimal mark.
 */
export function numberStyleOf(prices: readonly string[], amounts: readonly string[] = []): NumberStyle {
  const isCommaPrice = (price: string) => /^\d+,\d+$/.test(price);
  const isCommaAmount = (amount: string) => /^\(?-?\d+,\d{1,2}\)?$/.test(amount.replace(/[\s$€£]/g, ''));
  return prices.some(isCommaPrice) || amounts.some(isCommaAmount) ? COMMA_DECIMALS : POINT_DECIMALS;
}

/**
 * How the file's times read: month first (`1/15/2025 1:05:00 PM`) for an English NinjaTrader on a US Windows, else
 * day first (`15.01.2025 13:05:00`); the other order when the first does not read.
 */
export function timeReaderOf(language: string, style: NumberStyle): (raw: string) => LocalDateTime | null {
  return language === 'en' && style === POINT_DECIMALS
    ? (raw) => readUsDateTime(raw) ?? readEuropeanDateTime(raw)
    : (raw) => readEuropeanDateTime(raw) ?? readUsDateTime(raw);
}
