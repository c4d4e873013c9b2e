const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * SPEC §5: backtest numeric inputs are normalised to 2 decimals on blur. Read as « at least 2 »: « 100 » becomes
 * « 100.00 » and « 1.5 » « 1.50 », but a forex price « 1.08345 » keeps its digits — the price step is 8
 * decimals (SPEC §9), and truncating a price would change the trade. Done on the text, never through a float.
 * Anything that is not a plain positive decimal is left as typed, for the validation message to point at.
 */
export function normaliseDecimalText(text: string): string {
  const match = DECIMAL_TEXT.exec(text.trim().replace(',', '.'));
  if (match === null) return text;
  const [, integerPart = '', fractionPart = ''] = match;
  if (integerPart === '' && fractionPart === '') return text;
  const integer = integerPart.replace(/^0+(?=\d)/, '') || '0';
  const fraction = fractionPart.replace(/0+$/, '').padEnd(2, '0');
  return `${integer}.${fraction}`;
}

/** A decimal strictly above 0, written with `.` or `,` (SPEC §5: prices and quantities). */
export function isPositiveDecimalText(text: string): boolean {
  const value = text.trim().replace(',', '.');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(value) && /[1-9]/.test(value);
}

/** The decimal as the API takes it: trimmed, `.` as separator. */
export function toDecimalPayload(text: string): string {
  return normaliseDecimalText(text).trim();
}
