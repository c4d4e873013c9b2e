import { REQUIRED_MESSAGE, readNumberText } from '@carnet/contract';
import { writeFrenchNumber } from '@carnet/domain';
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
 * The one reading of a number typed in a form (readNumberText, the API's own): « 10 000,50 » → « 10000.5 »; blank
 * → ''; what it cannot read is kept as typed, for the contract rule it goes to, which reads it the same way, to
 * word why (« Nombre ambigu… »). Never through a float.
 */
export function decimalText(text: string): string {
  const reading = readNumberText(text);
  if (reading.ok) return reading.value;
  return text.trim();
}

/** Why a typed number cannot be read (its French message); undefined when it reads or is blank. */
export function typingIssue(text: string): string | undefined {
  const reading = readNumberText(text);
  return reading.ok || text.trim() === '' ? undefined : reading.message;
}

/** A plain decimal strictly above 0 (docs/rules/trades.md#validation: prices and quantities). */
export function isPositiveDecimalText(text: string): boolean {
  const reading = readNumberText(text);
  return reading.ok && !reading.value.startsWith('-') && /[1-9]/.test(reading.value);
}

/**
 * What a number field shows once left (docs/ui.md#numbers): what it read, written the French way
 * (`1085.5` → `1 085,5`), with at least `minDecimals` decimals (the backtest forms' 2, docs/rules/trades.md#validation:
 * « 100 » → « 100,00 », a price « 1,08345 » keeps its digits). What it cannot read is left as typed.
 */
export function frenchText(text: string, minDecimals = 0): string {
  const reading = readNumberText(text);
  if (!reading.ok) return text;
  const written = writeFrenchNumber(reading.value);
  const decimals = written.split(',')[1]?.length ?? 0;
  if (decimals >= minDecimals) return written;
  return `${written}${decimals === 0 ? ',' : ''}${'0'.repeat(minDecimals - decimals)}`;
}

/** A number typed in an input (readNumberText; blank refused with `requiredMessage`), then checked by a contract rule. */
export function numberText<Output>(rule: z.ZodType<Output>, requiredMessage = REQUIRED_MESSAGE) {
  return z
    .string()
    .transform((text, context) => {
      const reading = readNumberText(text, requiredMessage);
      if (reading.ok) return Number(reading.value);
      context.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    })
    .transform(checkWith(rule));
}
