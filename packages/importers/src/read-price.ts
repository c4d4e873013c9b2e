import { Decimal, toDecimalString } from '@carnet/domain';
import { type NumberStyle, POINT_DECIMALS, readDecimal } from './read-decimal.ts';

// Treasury futures (ZT, ZF, ZN, ZB, UB) quote in 32nds of a point, as the CME writes them: `110'16` or `110-16`
// = 110 + 16/32, and a third digit for the quarter of a 32nd (`110'162` = 16.25/32, `110'165` = 16.5/32, the
// 64th of ZN and ZB, `110'167` = 16.75/32). NinjaTrader always writes the third digit (`109'120`, NinjaTrader
// support: « all prices for these instruments are formatted for 3 digits after the ' »), Tradovate drops it when
// it is 0; a `+` is the half 32nd some platforms write instead of a 5 (`110'16+`).
const THIRTY_SECONDS = /^(\d+)['-](\d{2})(?:([0257])|(\+))?$/;
// What only a 32nds price looks like (never a thousands group, which has 3 digits and a decimal mark after it).
const LOOKS_FRACTIONAL = /^\d*'\d{1,3}\+*$|^\d+-\d{1,3}\+*$/;
const QUARTERS: Readonly<Record<string, string>> = { '0': '0', '2': '0.25', '5': '0.5', '7': '0.75' };

/**
 * A price as a futures platform writes it → a canonical decimal, or null: 32nds and their quarters exactly (n/32
 * and n/128 terminate in decimal), a malformed one refused (never read as `110164`), anything else as readDecimal
 * reads it: a `'` followed by three digits and a decimal mark (`6'000.25`) stays a thousands separator.
 */
export function readPrice(
  raw: string | null | undefined,
  style: NumberStyle = POINT_DECIMALS,
): string | null {
  const text = raw?.trim() ?? '';
  const fraction = THIRTY_SECONDS.exec(text);
  if (!fraction) return LOOKS_FRACTIONAL.test(text) ? null : readDecimal(text, style);
  const [, whole = '', thirtySeconds = '', quarter, half] = fraction;
  const ticks = new Decimal(thirtySeconds).plus(
    half === undefined ? (QUARTERS[quarter ?? '0'] ?? '0') : '0.5',
  );
  if (ticks.gte(32)) return null;
  return toDecimalString(new Decimal(whole).plus(ticks.dividedBy(32)));
}
