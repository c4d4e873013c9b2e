import { Decimal, toDecimalString } from '../decimal.ts';
import type { PriceNotation } from './futures-contract.ts';

/** A price written in fractions of a point: its exact decimal value, or why it cannot be read. */
export type FractionReading =
  | { ok: true; price: string }
  | { ok: false; error: 'MALFORMED_FRACTION' | 'FRACTION_OUT_OF_RANGE' };

// The last digit CME writes after the 32nds: the eighth of a 32nd, truncated (`109'101` = 109 + 10.125/32,
// `'102` 10.25, `'103` 10.375, `'105` 10.5, `'106` 10.625, `'107` 10.75, `'108` 10.875).
const EIGHTHS_OF_A_TICK: Readonly<Record<string, string>> = {
  '0': '0',
  '1': '0.125',
  '2': '0.25',
  '3': '0.375',
  '5': '0.5',
  '6': '0.625',
  '7': '0.75',
  '8': '0.875',
};
// Between the points and the fraction: `'` (CME, NinjaTrader), `’`, `-` (Bloomberg, CME's own examples), `^`.
const SEPARATOR = "['’^-]";
// `110'04`, `110'045`, `110'04.5`, `110-04+`, `110^04`; with a notation, Tradovate's `110 045` too.
const TICKS = (separator: string) => new RegExp(`^(\\d+)${separator}(\\d{1,2})(\\.\\d+|\\d|\\+)?$`);
// `110 4.5/32`, `110-9/64`: the fraction written out.
const WRITTEN_OUT = new RegExp(`^(\\d+)(?:${SEPARATOR}|\\s+)(\\d+(?:\\.\\d+)?)/(8|16|32|64|128|256)$`);
// What only a fraction looks like (`'16`, `110'1`, `110-4`), unless it is a thousands group (`6'000.25`, `1'234'567`).
const FRACTION_SHAPED = /^\d*\s*['’^]\s*\d|^\d+\s*-\s*\d/;
const THOUSANDS = /^\d{1,3}(?:['’]\d{3}){2,}(?:[.,]\d+)?$|^\d{1,3}['’]\d{3}[.,]\d+$/;

const DENOMINATORS: Readonly<Record<Exclude<PriceNotation, 'DECIMAL'>, number>> = {
  THIRTY_SECONDS: 32,
  HALF_THIRTY_SECONDS: 32,
  QUARTER_THIRTY_SECONDS: 32,
  EIGHTH_THIRTY_SECONDS: 32,
  SIXTY_FOURTHS: 64,
  EIGHTHS: 8,
};

/**
 * A price written in fractions of a point, exactly (n/32, n/64, n/256 all end in decimal): `110'16` and `110-16`
 * = 110 16/32, `110'165`, `110'16.5` and `110-16+` = 110 16.5/32, `110^04`, `110 4.5/32`; with a fractional
 * `notation`, the contract's own denominator (`450'2` = 450 2/8 for grains, 64ths) and Tradovate's space
 * (`110 045`); a DECIMAL notation reads as none. Null when the text is not written as a fraction (a decimal,
 * `6'000.25` or `1'234'567` with thousands `'`): read it as a decimal then. `'` and three digits alone is a
 * fraction (`6'000` = 6 0/32: NinjaTrader writes a treasury's third digit even when it is 0). A fraction that does
 * not read is an error, never a decimal (`110'164` is not 110164). docs/rules/money.md#instruments
 */
export function readFractionalPrice(text: string, notation?: PriceNotation | null): FractionReading | null {
  const fractional = notation === 'DECIMAL' ? null : notation;
  const price = fractional ? withoutLostSpace(text.trim(), fractional) : text.trim();
  if (price === null) return MALFORMED;
  const writtenOut = WRITTEN_OUT.exec(price);
  if (writtenOut) return fraction(writtenOut[1], new Decimal(writtenOut[2] ?? '0'), Number(writtenOut[3]));
  const isShaped = FRACTION_SHAPED.test(price) && !THOUSANDS.test(price);
  const ticks = TICKS(fractional ? `(?:${SEPARATOR}|\\s+)` : SEPARATOR).exec(price);
  if (!ticks) return isShaped || (fractional && /^\d+\s+\d+$/.test(price)) ? MALFORMED : null;
  const [, whole, count = '', part] = ticks;
  const denominator = fractional ? DENOMINATORS[fractional] : 32;
  if (count.length !== (denominator === 8 ? 1 : 2) || (denominator === 8 && part !== undefined))
    return MALFORMED;
  const subTick = subTickOf(part);
  if (subTick === undefined || !new Decimal(subTick).times(8).isInteger()) return MALFORMED;
  return fraction(whole, new Decimal(count).plus(subTick), denominator);
}

const MALFORMED: FractionReading = { ok: false, error: 'MALFORMED_FRACTION' };

// How many digits a fraction takes after the points: eighths `2`, 32nds and 64ths `16`, parts of a 32nd `045`.
const FRACTION_DIGITS: Readonly<Record<Exclude<PriceNotation, 'DECIMAL'>, number>> = {
  THIRTY_SECONDS: 2,
  HALF_THIRTY_SECONDS: 3,
  QUARTER_THIRTY_SECONDS: 3,
  EIGHTH_THIRTY_SECONDS: 3,
  SIXTY_FOURTHS: 2,
  EIGHTHS: 1,
};

/**
 * Tradovate's `110 045` once a French spreadsheet took its space for a thousands separator: `110045`, or grouped
 * again (`11 731` for `117 31`). A price the row's own format says is a fraction has no decimal form, so its last
 * digits are the fraction (docs/rules/imports.md#spreadsheet-copies); null when the digits are too few for both.
 */
function withoutLostSpace(price: string, notation: Exclude<PriceNotation, 'DECIMAL'>): string | null {
  if (!/^\d+$/.test(price) && !/^\d{1,3}(?:\s\d{3})+$/.test(price)) return price;
  price = price.replace(/\s/g, '');
  const digits = FRACTION_DIGITS[notation];
  return price.length > digits ? `${price.slice(0, -digits)} ${price.slice(-digits)}` : null;
}

/** What follows the count of 32nds: nothing, `+` (a half), `.5`/`.25` (written out), or CME's last digit. */
function subTickOf(part: string | undefined): string | undefined {
  if (part === undefined) return '0';
  if (part === '+') return '0.5';
  return part.startsWith('.') ? `0${part}` : EIGHTHS_OF_A_TICK[part];
}

function fraction(whole: string | undefined, numerator: Decimal, denominator: number): FractionReading {
  if (whole === undefined) return MALFORMED;
  if (numerator.gte(denominator)) return { ok: false, error: 'FRACTION_OUT_OF_RANGE' };
  return { ok: true, price: toDecimalString(new Decimal(whole).plus(numerator.dividedBy(denominator))) };
}
