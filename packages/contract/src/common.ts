import { z } from 'zod';

/** Ids are positive integers (DESIGN §4); path params arrive as strings. */
export const idSchema = z.coerce.number().int().positive();
export type Id = number;

export const idParamsSchema = z.object({ id: idSchema });

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
const INVALID_DECIMAL = 'Nombre décimal invalide.';

/**
 * A decimal accepted as a JSON number or string (DESIGN §4), normalised to a plain decimal string.
 * Never parsed into a float: the string travels to a `numeric` column as is.
 */
export function decimalField(requiredMessage = 'Ce champ est obligatoire.') {
  return z
    .union([z.number().finite(), z.string().trim()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : INVALID_DECIMAL,
    })
    .transform((value) =>
      typeof value === 'number' ? numberToDecimalString(value) : value.replace(',', '.'),
    )
    .refine((value) => value !== '', { message: requiredMessage })
    .refine((value) => value === '' || DECIMAL_PATTERN.test(value), { message: INVALID_DECIMAL });
}

/** A decimal that must be strictly positive (prices, quantities). */
export function positiveDecimalField(requiredMessage = 'Ce champ est obligatoire.') {
  // Only a well-formed decimal can be judged on its sign: "abc" gets one message, not two.
  return decimalField(requiredMessage).refine(
    (value) => !DECIMAL_PATTERN.test(value) || (!value.startsWith('-') && /[1-9]/.test(value)),
    { message: 'Doit être supérieur à 0.' },
  );
}

export const decimalInputSchema = decimalField();

/** A decimal sent back to clients: a string without trailing zeros, e.g. "50000" or "1.2345". */
export const decimalOutputSchema = z.string();

function numberToDecimalString(value: number): string {
  // toString gives exponents for tiny/huge numbers; toFixed(10) is exact enough for any price step (SPEC §9).
  const text = Math.abs(value) < 1e-6 || Math.abs(value) >= 1e21 ? value.toFixed(10) : String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** ISO 8601 datetime in UTC on the wire, e.g. 2026-11-20T14:05:00Z. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** DRF-style 400 body: field → messages, nested objects for nested fields (DESIGN §4). */
export type FieldErrors = { [field: string]: string[] | FieldErrors | FieldErrors[] };

export type ErrorDetail = { detail: string; code?: string };
