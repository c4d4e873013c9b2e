import { normalizeDecimal } from '@carnet/domain';

/** How a file writes its numbers: the decimal mark (the other mark, and spaces, separate thousands). */
export type NumberStyle = { decimalMark: '.' | ',' };

export const POINT_DECIMALS: NumberStyle = { decimalMark: '.' };
export const COMMA_DECIMALS: NumberStyle = { decimalMark: ',' };

// Currency signs and codes platforms glue to amounts (`$`, `39,30 $`, `10.01 USDT` is left to the parser that knows
// its units).
const CURRENCY = /[$€£¥]|\b(?:USD|EUR|GBP|JPY|CHF|THB)\b/g;
const SPACES = /[\s\u00a0\u202f']/g;

/**
 * A number as a platform writes it → a canonical decimal string, or null when it is not one. Reads thousands
 * separators (spaces, no-break spaces, the other mark), currency signs, a leading or trailing minus and accounting
 * negatives `(41.25)` / `$(41.25)`. Never goes through a float.
 */
export function readDecimal(
  raw: string | null | undefined,
  style: NumberStyle = POINT_DECIMALS,
): string | null {
  if (raw === null || raw === undefined) return null;
  let text = raw.trim().replace(CURRENCY, '').replace(SPACES, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  const thousands = style.decimalMark === '.' ? ',' : '.';
  text = text.split(thousands).join('');
  if (style.decimalMark === ',') text = text.replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const canonical = normalizeDecimal(text);
  if (canonical === null) return null;
  return negative && canonical !== '0' ? `-${canonical}` : canonical;
}
