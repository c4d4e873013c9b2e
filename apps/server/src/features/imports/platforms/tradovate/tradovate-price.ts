import { Decimal, toDecimalString } from '@carnet/domain';
import { readDecimal } from '../../read-decimal.ts';

// Treasury futures quote in 32nds of a point: `110'16` = 110 + 16/32, and a third digit for the quarter of a 32nd
// as the CME writes it (`110'162` = 16.25/32, `110'165` = 16.5/32, `110'167` = 16.75/32).
const THIRTY_SECONDS = /^(-?\d+)'(\d{2})([0257])?$/;
const QUARTERS: Readonly<Record<string, string>> = { '0': '0', '2': '0.25', '5': '0.5', '7': '0.75' };

/** A Tradovate price (`6117.75`, `110'165`) as a canonical decimal, or null. Exact: n/32 and n/128 terminate. */
export function readTradovatePrice(raw: string | undefined): string | null {
  const text = raw?.trim() ?? '';
  const fraction = THIRTY_SECONDS.exec(text);
  if (!fraction) return readDecimal(text);
  const [, whole = '', thirtySeconds = '', quarter = '0'] = fraction;
  const ticks = new Decimal(thirtySeconds).plus(QUARTERS[quarter] ?? '0');
  if (ticks.gte(32)) return null;
  const sign = whole.startsWith('-') ? -1 : 1;
  return toDecimalString(new Decimal(whole).plus(ticks.dividedBy(32).times(sign)));
}
