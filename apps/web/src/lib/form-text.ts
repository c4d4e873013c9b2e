import { z } from 'zod';

export const REQUIRED_MESSAGE = 'Ce champ est obligatoire.';

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

/** « 10 000,50 » as a French trader types it → « 10000.50 »; never through a float. */
export function decimalText(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
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
      context.addIssue({ code: 'custom', message: 'Nombre invalide.' });
      return z.NEVER;
    })
    .transform(checkWith(rule));
}
