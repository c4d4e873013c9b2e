import { Decimal, parseDecimal } from '../decimal.ts';

/** Money columns hold 8 decimals (numeric(20, 8)): sums in integer 1/10⁸ units are exact. */
export const MONEY_DECIMALS = 8;
const UNITS_PER_MONEY = 10 ** MONEY_DECIMALS;
const BIG_UNITS_PER_MONEY = BigInt(UNITS_PER_MONEY);
const ZERO = 48;
/** A parsed amount of at most 15 digits is below 10¹⁵ units, so a sum kept under this bound stays exact. */
const MAX_EXACT_DIGITS = 15;
const MAX_EXACT_UNITS = 10 ** MAX_EXACT_DIGITS;
const FLUSH_ABOVE = Number.MAX_SAFE_INTEGER - MAX_EXACT_UNITS;

/** An amount in 1/10⁸ units: a safe-integer number, or a bigint when it has more than 15 digits. */
export type MoneyUnits = number | bigint;

function unitsOfDecimal(text: string): MoneyUnits {
  const parsed = parseDecimal(text);
  if (parsed === null) return Number.NaN;
  const units = parsed.times(UNITS_PER_MONEY).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return units.abs().lessThan(MAX_EXACT_UNITS) ? units.toNumber() : BigInt(units.toFixed(0));
}

/**
 * A money amount as PostgreSQL writes a numeric ("-12.50000000") in exact 1/10⁸ units; NaN when it is not a
 * number. Hand-parsed because the dashboard reads 100,000 of them per request; anything unusual (an exponent, more
 * than 8 decimals) goes through decimal.js, rounded half up to 8 decimals.
 */
export function moneyToUnits(text: string): MoneyUnits {
  let index = 0;
  let sign = 1;
  const first = text.charCodeAt(0);
  if (first === 45 || first === 43) {
    sign = first === 45 ? -1 : 1;
    index = 1;
  }
  let units = 0;
  let decimals = -1;
  let digits = 0;
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 46 && decimals < 0) {
      decimals = 0;
      continue;
    }
    const digit = code - ZERO;
    if (digit < 0 || digit > 9 || decimals === MONEY_DECIMALS) return unitsOfDecimal(text);
    digits++;
    units = units * 10 + digit;
    if (decimals >= 0) decimals++;
  }
  if (digits === 0) return Number.NaN;
  if (digits + MONEY_DECIMALS - Math.max(decimals, 0) > MAX_EXACT_DIGITS) return unitsOfDecimal(text);
  for (let d = Math.max(decimals, 0); d < MONEY_DECIMALS; d++) units *= 10;
  return sign * units + 0;
}

/** Canonical decimal string of 1/10⁸ units: plain notation, no trailing zeros, no "-0" ("-12.5", "0"). */
export function unitsToDecimalString(units: MoneyUnits): string {
  const negative = units < 0;
  let whole: string;
  let fractionUnits: number;
  if (typeof units === 'number') {
    // Safe integers divide exactly: no bigint for the usual amounts.
    const magnitude = Math.abs(units);
    whole = String(Math.floor(magnitude / UNITS_PER_MONEY));
    fractionUnits = magnitude % UNITS_PER_MONEY;
  } else {
    const magnitude = negative ? -units : units;
    whole = (magnitude / BIG_UNITS_PER_MONEY).toString();
    fractionUnits = Number(magnitude % BIG_UNITS_PER_MONEY);
  }
  let text = whole;
  if (fractionUnits !== 0) {
    let fraction = String(fractionUnits).padStart(MONEY_DECIMALS, '0');
    let end = fraction.length;
    while (fraction.charCodeAt(end - 1) === ZERO) end--;
    fraction = fraction.slice(0, end);
    text = `${whole}.${fraction}`;
  }
  return negative && text !== '0' ? `-${text}` : text;
}

/**
 * An exact running sum of money units: amounts under 10¹⁵ units are added as numbers (fast) and moved into a
 * bigint before the sum could leave the safe-integer range; larger ones go to the bigint at once. No amount of
 * additions ever rounds.
 */
export class ExactMoneySum {
  private small = 0;
  private big = 0n;

  add(units: MoneyUnits): void {
    if (typeof units === 'bigint' || units >= MAX_EXACT_UNITS || units <= -MAX_EXACT_UNITS) {
      this.big += BigInt(units);
      return;
    }
    this.small += units;
    if (this.small > FLUSH_ABOVE || this.small < -FLUSH_ABOVE) {
      this.big += BigInt(this.small);
      this.small = 0;
    }
  }

  /** The sum in units: a number while it is a safe integer, else a bigint. */
  total(): MoneyUnits {
    if (this.big === 0n) return this.small;
    const total = this.big + BigInt(this.small);
    return total >= -FLUSH_ABOVE && total <= FLUSH_ABOVE ? Number(total) : total;
  }

  /** The sum as a canonical decimal string. */
  toDecimalString(): string {
    return unitsToDecimalString(this.total());
  }
}
