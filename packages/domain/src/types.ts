/** Sides of a trade, in display order (docs/rules/trades.md#fields: LONG « Achat », SHORT « Vente »). */
export const DIRECTIONS = ['LONG', 'SHORT'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Result of a closed trade, decided on its realized R (docs/rules/trades.md). */
export type Outcome = 'WIN' | 'LOSS' | 'BREAKEVEN';

/** A price, quantity or amount as the API accepts it: a decimal string ("50000", "1.2345") or a number. */
export type DecimalInput = string | number;

/** Field errors in the shape of an API 400 body (docs/api.md): field name → French messages. */
export type FieldErrors = Partial<Record<string, string[]>>;

/** Tells whether a value is one of the two directions. */
export function isDirection(value: unknown): value is Direction {
  return value === 'LONG' || value === 'SHORT';
}

/** Adds a message under a field of a FieldErrors object (mutates it, returns it). */
export function addFieldError(errors: FieldErrors, field: string, message: string): FieldErrors {
  const messages = errors[field];
  if (messages) messages.push(message);
  else errors[field] = [message];
  return errors;
}

/** Tells whether a FieldErrors object holds no message. */
export function hasNoFieldError(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
