import { FIELD_MESSAGES, REQUIRED_MESSAGE } from '@carnet/contract';
import { z } from 'zod';

/**
 * Runs a contract rule on a value the form has already converted, keeping the rule's French messages.
 * (`.pipe` would demand that the rule accept exactly the converted type, which defaults and unions do not.)
 */
export function checkWith<Output>(rule: z.ZodType<Output>) {
  return (value: unknown, context: z.RefinementCtx): Output => {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  };
}

/**
 * The one reading of a decimal typed in a form: « 10 000,50 » as a French trader types it → « 10000.50 »
 * (spaces of any kind out, the decimal comma a point); never through a float.
 */
export function decimalText(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}

const POSITIVE_DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;
const UNSIGNED_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** A plain decimal strictly above 0 (docs/rules/trades.md#validation: prices and quantities); no sign, no exponent. */
export function isPositiveDecimalText(text: string): boolean {
  const value = decimalText(text);
  return POSITIVE_DECIMAL.test(value) && /[1-9]/.test(value);
}

/**
 * docs/rules/trades.md#validation: backtest numeric inputs are normalised to 2 decimals on blur. Read as « at least 2 »: « 100 » becomes
 * « 100.00 » and « 1.5 » « 1.50 », but a forex price « 1.08345 » keeps its digits — the price step is 8
 * decimals (docs/ui.md), and truncating a price would change the trade. Done on the text, never through a float.
 * Anything that is not a plain unsigned decimal is left as typed, for the validation message to point at.
 */
export function withTwoDecimalsAtLeast(text: string): string {
  const match = UNSIGNED_DECIMAL.exec(decimalText(text));
  if (match === null) return text;
  const [, integerPart = '', fractionPart = ''] = match;
  if (integerPart === '' && fractionPart === '') return text;
  const integer = integerPart.replace(/^0+(?=\d)/, '') || '0';
  const fraction = fractionPart.replace(/0+$/, '').padEnd(2, '0');
  return `${integer}.${fraction}`;
}

/** A number typed in an input (decimal comma accepted, blank refused), then checked by a contract rule. */
export function numberText<Output>(rule: z.ZodType<Output>, requiredMessage = REQUIRED_MESSAGE) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .transform((text, context) => {
      const value = Number(decimalText(text));
      if (Number.isFinite(value)) return value;
      context.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalidNumber });
      return z.NEVER;
    })
    .transform(checkWith(rule));
}
