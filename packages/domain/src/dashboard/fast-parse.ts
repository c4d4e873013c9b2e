import { civilToDays } from '../time/civil-date.ts';
import { toEpochMs } from '../time/instant.ts';
import { R_DECIMALS } from '../trade/outcome.ts';

const ZERO = 48;

/** R is stored to R_DECIMALS places, so sums in integer 1/10 000 R units are exact (up to ±9·10¹¹ R). */
export const UNITS_PER_R = 10 ** R_DECIMALS;

/**
 * R in exact 1/10 000 units from a number or a decimal string ("-1.2500" as PostgreSQL numeric returns it),
 * rounded half away from zero past 4 decimals; NaN when it is not a number. Hand-parsed because the dashboard
 * reads 100,000 of them per request.
 */
export function rToUnits(r: number | string): number {
  if (typeof r === 'number') return Math.round(Math.abs(r) * UNITS_PER_R) * Math.sign(r) + 0;
  let index = 0;
  let sign = 1;
  const first = r.charCodeAt(0);
  if (first === 45 || first === 43) {
    sign = first === 45 ? -1 : 1;
    index = 1;
  }
  let units = 0;
  let decimals = -1;
  let roundUp = false;
  let digits = 0;
  for (; index < r.length; index++) {
    const code = r.charCodeAt(index);
    if (code === 46 && decimals < 0) {
      decimals = 0;
      continue;
    }
    const digit = code - ZERO;
    if (digit < 0 || digit > 9) return rToUnits(r.trim() === '' ? Number.NaN : Number(r));
    digits++;
    if (decimals < 0) units = units * 10 + digit;
    else if (decimals < 4) {
      units = units * 10 + digit;
      decimals++;
    } else if (decimals === 4) {
      roundUp = digit >= 5;
      decimals++;
    }
  }
  if (digits === 0) return Number.NaN;
  if (digits > 15) return rToUnits(Number(r));
  for (let d = Math.max(decimals, 0); d < 4; d++) units *= 10;
  return sign * (units + (roundUp ? 1 : 0)) + 0;
}

const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
};

const digitsAt = (text: string, from: number, count: number): number => {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
};

/** Epoch milliseconds of a close date; `YYYY-MM-DDTHH:MM:SSZ` (with optional milliseconds) is hand-parsed. */
export function closeDateToEpochMs(value: Date | number | string): number | null {
  if (
    typeof value === 'string' &&
    (value.length === 20 || value.length === 24) &&
    value.charCodeAt(10) === 84
  ) {
    const year = digitsAt(value, 0, 4);
    const month = digitsAt(value, 5, 2);
    const day = digitsAt(value, 8, 2);
    const hour = digitsAt(value, 11, 2);
    const minute = digitsAt(value, 14, 2);
    const second = digitsAt(value, 17, 2);
    const millis = value.length === 24 ? digitsAt(value, 20, 3) : 0;
    const isZulu = value.charCodeAt(value.length - 1) === 90;
    const isDate = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
    if (isZulu && isDate && hour < 24 && minute < 60 && second < 60 && millis >= 0) {
      // Integer civil arithmetic: Date.UTC costs several times more per call.
      return (
        civilToDays(year, month, day) * 86_400_000 + ((hour * 60 + minute) * 60 + second) * 1000 + millis
      );
    }
  }
  return toEpochMs(value);
}
