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
 * How the file's times read: in the order its own dates prove (a first field above 12 is a day, a second one a
 * day too), so that a copy whose dates a spreadsheet re-wrote reads the same (docs/rules/imports.md#spreadsheet-copies);
 * when no date tells, month first (`1/15/2025 1:05:00 PM`) for an English NinjaTrader on a US Windows, else day
 * first (`15.01.2025 13:05:00`), and the other order for a time the first does not read.
 */
export function timeReaderOf(
  language: string,
  style: NumberStyle,
  times: readonly string[] = [],
): (raw: string) => LocalDateTime | null {
  const order = provenOrder(times);
  if (order === 'DAY_FIRST') return readEuropeanDateTime;
  if (order === 'MONTH_FIRST') return readUsDateTime;
  return language === 'en' && style === POINT_DECIMALS
    ? (raw) => readUsDateTime(raw) ?? readEuropeanDateTime(raw)
    : (raw) => readEuropeanDateTime(raw) ?? readUsDateTime(raw);
}

const NUMERIC_DATE = /^(\d{1,2})[./](\d{1,2})[./]\d{4}/;

function provenOrder(times: readonly string[]): 'DAY_FIRST' | 'MONTH_FIRST' | null {
  for (const time of times) {
    const [, first, second] = NUMERIC_DATE.exec(time.trim()) ?? [];
    if (Number(first) > 12) return 'DAY_FIRST';
    if (Number(second) > 12) return 'MONTH_FIRST';
  }
  return null;
}
