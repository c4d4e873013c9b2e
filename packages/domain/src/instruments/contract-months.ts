// The exchanges' month codes, January (F) to December (Z), and the month names NinjaTrader writes (`MNQ MAR25`).
export const MONTH_CODES = 'FGHJKMNQUVXZ';
export const MONTH_NAMES: readonly string[] = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];

/**
 * The delivery month of a contract as its symbol writes it: `month` 1–12; `year` in full when the symbol writes two
 * or four digits (`H25`, `H2025`: 2025), null when it writes one (`H5`: the decade is not said), `yearDigit` its
 * last digit in every case.
 */
export type ContractMonth = { month: number; year: number | null; yearDigit: number };

/** The month of `month` (1–12) and year digits (`5`, `25`, `2025`), or null when they are no month and year. */
export function contractMonthOf(month: number, yearDigits: string): ContractMonth | null {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !/^(\d|\d{2}|\d{4})$/.test(yearDigits))
    return null;
  const digits = Number(yearDigits);
  const year = yearDigits.length === 1 ? null : yearDigits.length === 2 ? 2000 + digits : digits;
  return { month, year, yearDigit: digits % 10 };
}

/** The month of a month code (`H` → 3), or 0 when it is none. */
export const monthOfCode = (code: string): number => (code.length === 1 ? MONTH_CODES.indexOf(code) + 1 : 0);

/** The month of a name (`MAR` → 3), or 0 when it is none. */
export const monthOfName = (name: string): number => MONTH_NAMES.indexOf(name) + 1;
