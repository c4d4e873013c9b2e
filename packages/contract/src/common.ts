import {
  BOUND_MESSAGES,
  decimalDigitsError,
  isDateInBounds,
  isInstantInBounds,
  MAX_ID,
  readFrenchNumber,
  storableTextError,
  TRADE_DECIMAL_PLACES,
} from '@carnet/domain';
import { z } from 'zod';
import { FIELD_MESSAGES, REQUIRED_MESSAGE } from './messages.ts';

/**
 * Ids are positive int4 (docs/api.md); path params arrive as strings. A path id beyond 2³¹ − 1 cannot exist: it
 * fails here, and a failed path is answered 404 like any unknown id.
 */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
export type Id = number;

const INVALID_ID = 'Identifiant invalide.';

/** An id in a query string: a positive int4; another user's object answers 404 (docs/api.md). */
export const queryIdField = z.coerce
  .number({ error: INVALID_ID })
  .int(INVALID_ID)
  .positive(INVALID_ID)
  .max(MAX_ID, INVALID_ID);

/** An id sent in a body (strategy, capital_account, goal, session, take-profit ids…): a positive int4. */
export function idReference(requiredMessage = REQUIRED_MESSAGE, invalidMessage = INVALID_ID) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : invalidMessage,
    })
    .int(invalidMessage)
    .positive(invalidMessage)
    .max(MAX_ID, invalidMessage);
}

/** A position in a list (screenshots, take profits): 0 … 2³¹ − 1, the range of its integer column. */
export const positionSchema = z.number().int().min(0).max(MAX_ID, INVALID_ID);

/** Any text a client sends: what PostgreSQL cannot store as sent (U+0000, half a UTF-16 pair) is a field error. */
export function textField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).superRefine((value, context) => {
    const error = storableTextError(value);
    if (error !== null) context.addIssue({ code: 'custom', message: error });
  });
}

export const idParamsSchema = z.object({ id: idSchema });

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** A number typed as text, read the one way (docs/ui.md#numbers): its canonical decimal or the French message. */
export type NumberTextReading = { ok: true; value: string } | { ok: false; message: string };

/**
 * Reads `1,085`, `1 085,50`, `-3,5` or `1.085` with @carnet/domain's readFrenchNumber; what it cannot read
 * unambiguously (`1.085,5`, `1,085.5`) or at all gets its French message, blank gets `requiredMessage`. The web's
 * inputs and every decimal field of the API read numbers through this function only.
 */
export function readNumberText(text: string, requiredMessage = REQUIRED_MESSAGE): NumberTextReading {
  const reading = readFrenchNumber(text);
  if (reading.ok) return reading;
  const messages = {
    EMPTY: requiredMessage,
    AMBIGUOUS: FIELD_MESSAGES.ambiguousNumber,
    NOT_A_NUMBER: FIELD_MESSAGES.invalidNumber,
  } as const;
  return { ok: false, message: messages[reading.error] };
}

/**
 * A decimal accepted as a JSON number or string (docs/api.md), the string as a French trader writes it
 * (`readNumberText`), normalised to a plain decimal string of at most 20 digits before the point and `places`
 * after it (10 on trades and money, 8 on backtests; docs/ui.md's steps). Never parsed into a float: the string
 * travels to a `numeric` column as is.
 */
export function decimalField(requiredMessage = REQUIRED_MESSAGE, places = TRADE_DECIMAL_PLACES) {
  return z
    .union([z.number().finite(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : FIELD_MESSAGES.invalidNumber,
    })
    .transform((value, context) => {
      if (typeof value === 'number') return numberToDecimalString(value);
      const reading = readNumberText(value, requiredMessage);
      if (reading.ok) return reading.value;
      context.addIssue({ code: 'custom', message: reading.message });
      // Kept as typed for the refinements after this one, which judge only a well-formed decimal.
      return value;
    })
    .superRefine((value, context) => {
      const error = DECIMAL_PATTERN.test(value) ? decimalDigitsError(value, places) : null;
      if (error !== null) context.addIssue({ code: 'custom', message: error });
    });
}

/**
 * A plain number (a percent, a weight, a count) sent as a JSON number or as text a French trader types
 * (`readNumberText`, docs/api.md): `rule` judges the number read. `message`, when given, words a blank, words or
 * a value that is neither (as `z.number({ error })` would); an ambiguous number keeps the reader's own message.
 */
export function numberField(rule: z.ZodNumber, message?: string) {
  return z
    .union([z.number(), z.string()], { error: message ?? FIELD_MESSAGES.invalidNumber })
    .transform((value, context) => {
      if (typeof value === 'number') return value;
      const reading = readNumberText(value, message);
      if (reading.ok) return Number(reading.value);
      // Words keep the field's own message; an ambiguous number keeps the reader's, which says how to write it.
      const isWords = reading.message === FIELD_MESSAGES.invalidNumber && message !== undefined;
      context.addIssue({ code: 'custom', message: isWords ? message : reading.message });
      return z.NEVER;
    })
    .pipe(rule);
}

/** A decimal that must be strictly positive (prices, quantities). */
export function positiveDecimalField(requiredMessage = REQUIRED_MESSAGE) {
  // Only a well-formed decimal can be judged on its sign: "abc" gets one message, not two.
  return decimalField(requiredMessage).refine(
    (value) => !DECIMAL_PATTERN.test(value) || (!value.startsWith('-') && /[1-9]/.test(value)),
    { message: FIELD_MESSAGES.aboveZero },
  );
}

export const decimalInputSchema = decimalField();

/** A decimal sent back to clients: a string without trailing zeros, e.g. "50000" or "1.2345". */
export const decimalOutputSchema = z.string();

function numberToDecimalString(value: number): string {
  // toString gives exponents for tiny/huge numbers; toFixed(10) is exact enough for any price step (docs/ui.md).
  const text = Math.abs(value) < 1e-6 || Math.abs(value) >= 1e21 ? value.toFixed(10) : String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * ISO 8601 datetime in UTC on the wire, e.g. 2026-11-20T14:05:00Z; between 1900 and 2200 (`isInstantInBounds`).
 * `invalidMessage` words a malformed one (zod's own message otherwise).
 */
export function isoDateTimeField(invalidMessage?: string) {
  return z.iso
    .datetime({ offset: true, ...(invalidMessage === undefined ? {} : { error: invalidMessage }) })
    .refine((value) => isInstantInBounds(Date.parse(value)), {
      message: BOUND_MESSAGES.dateOutOfRange,
      when: isWellFormed,
    });
}

export const isoDateTimeSchema = isoDateTimeField();

/** Runs a bound only on a value its format accepted: a malformed one gets one message, not two. */
function isWellFormed(payload: { issues: readonly unknown[] }): boolean {
  return payload.issues.length === 0;
}

/** A calendar date YYYY-MM-DD between 1900-01-01 and 2200-12-31; `invalidMessage` words a malformed one. */
export function isoDateField(invalidMessage?: string) {
  return z.iso
    .date(invalidMessage)
    .refine(isDateInBounds, { message: BOUND_MESSAGES.dateOutOfRange, when: isWellFormed });
}

/** A calendar date YYYY-MM-DD. */
export const isoDateSchema = isoDateField();

/**
 * A whole day YYYY-MM-DD or an instant (the trade list's entry bounds): a malformed one is told
 * `invalidMessage`, a well-formed one out of 1900–2200 the bound.
 */
export function dayOrInstantField(invalidMessage: string) {
  return z.union([isoDateTimeSchema, isoDateSchema], {
    error: (issue) =>
      issue.code === 'invalid_union' &&
      issue.errors.flat().some((inner) => inner.message === BOUND_MESSAGES.dateOutOfRange)
        ? BOUND_MESSAGES.dateOutOfRange
        : invalidMessage,
  });
}

/** DRF-style 400 body: field → messages, nested objects for nested fields (docs/api.md). */
export type ApiFieldErrors = { [field: string]: string[] | ApiFieldErrors | ApiFieldErrors[] };

export type ErrorDetail = { detail: string; code?: string };
