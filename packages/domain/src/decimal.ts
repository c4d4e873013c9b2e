import DecimalJs from 'decimal.js';
import type { DecimalInput } from './types.ts';

/**
 * Decimal arithmetic for prices, quantities and money (ARCHITECTURE.md: no JS float in anything stored or summed).
 * 60 significant digits cover numeric(38, 18) products without rounding; toExp* keep plain notation.
 */
export const Decimal = DecimalJs.clone({
  precision: 60,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -60,
  toExpPos: 60,
});
/** A decimal value (an instance of the package's decimal.js clone). */
export type Decimal = InstanceType<typeof Decimal>;

// Plain decimal notation only: decimal.js alone would also accept "0x1F", "Infinity" or "NaN".
const DECIMAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Parses a decimal string or a finite number (surrounding spaces allowed); null when it is not one. */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL_PATTERN.test(text)) return null;
  const parsed = new Decimal(text);
  // Exponents beyond any price (e.g. "1e999999") would make later arithmetic pathological.
  return parsed.isFinite() && Math.abs(parsed.e) <= 1000 ? parsed : null;
}

/** Parses a value that must be a finite decimal strictly above zero; null otherwise. */
export function parsePositiveDecimal(value: unknown): Decimal | null {
  const parsed = parseDecimal(value);
  return parsed?.isPositive() && !parsed.isZero() ? parsed : null;
}

/** Canonical decimal string: plain notation, no trailing zeros, no "-0" ("50000", "1.2345", "-0.5"). */
export function toDecimalString(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

// Already canonical (what the database and our export hold): returned as is, without a decimal.js round trip.
const CANONICAL_PATTERN = /^-?(?:0|[1-9]\d{0,30})(?:\.\d{0,30}[1-9])?$/;

// A plain decimal padded with zeros (a numeric(20, 8) column gives "3.50000000"): trimmed as text, the same answer.
const PADDED_PATTERN = /^(-?(?:0|[1-9]\d{0,30}))\.(\d{0,30}?)0+$/;

/** Canonical decimal string of an input, or null when it does not parse ("1.2300" → "1.23"). */
export function normalizeDecimal(value: unknown): string | null {
  if (typeof value === 'string' && CANONICAL_PATTERN.test(value) && value !== '-0') return value;
  // A number's shortest text is what decimal.js would read it as: already canonical unless in exponent form.
  if (typeof value === 'number' && CANONICAL_PATTERN.test(String(value))) return String(value);
  const padded = typeof value === 'string' ? PADDED_PATTERN.exec(value) : null;
  if (padded !== null) {
    const [, whole = '', fraction = ''] = padded;
    const text = fraction === '' ? whole : `${whole}.${fraction}`;
    return text === '-0' ? '0' : text;
  }
  const parsed = parseDecimal(value);
  return parsed === null ? null : toDecimalString(parsed);
}

/** Exact sum of decimals (zero for an empty list). */
export function sumDecimals(values: Iterable<Decimal>): Decimal {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(value);
  return total;
}

/** Exact a + b of two decimal inputs as a canonical string; null when either does not parse. */
export function addDecimals(a: DecimalInput, b: DecimalInput): string | null {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return left && right ? toDecimalString(left.plus(right)) : null;
}

/** Exact a − b of two decimal inputs as a canonical string; null when either does not parse. */
export function subtractDecimals(a: DecimalInput, b: DecimalInput): string | null {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return left && right ? toDecimalString(left.minus(right)) : null;
}

/** A decimal rounded half away from zero to `places` decimals, as a JS number for ratios (never -0). */
export function toRoundedNumber(value: Decimal, places: number): number {
  return value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber() + 0;
}

/** A float ratio rounded half away from zero to `places` decimals (never -0); for R statistics and percents. */
export function roundRatio(value: number, places: number): number {
  return toRoundedNumber(new Decimal(value), places);
}
