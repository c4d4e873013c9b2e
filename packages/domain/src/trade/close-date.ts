import { type InstantInput, toEpochMs } from '../time/instant.ts';
import { addFieldError, type FieldErrors } from '../types.ts';

/** French messages of the close date (docs/rules/trades.md « Close date »). */
export const CLOSE_DATE_MESSAGES = {
  beforeEntry: 'La clôture ne peut pas précéder l’entrée.',
  inFuture: 'La clôture ne peut pas être dans le futur.',
  invalid: 'Date de clôture invalide.',
} as const;

/** How far ahead of the server's clock a close may be dated: a client's clock a little fast is not refused. */
export const CLOSE_DATE_FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * Checks the date a trader gives a close (docs/rules/trades.md): not before the entry (equal is a trade opened and closed in
 * the same instant), and not more than five minutes after `now`. Errors are on `close_date`.
 */
export function validateCloseDate(entry: InstantInput, close: InstantInput, now: InstantInput): FieldErrors {
  const errors: FieldErrors = {};
  const closeMs = toEpochMs(close);
  const entryMs = toEpochMs(entry);
  const nowMs = toEpochMs(now);
  if (closeMs === null || entryMs === null || nowMs === null) {
    addFieldError(errors, 'close_date', CLOSE_DATE_MESSAGES.invalid);
  } else if (closeMs < entryMs) {
    addFieldError(errors, 'close_date', CLOSE_DATE_MESSAGES.beforeEntry);
  } else if (closeMs > nowMs + CLOSE_DATE_FUTURE_TOLERANCE_MS) {
    addFieldError(errors, 'close_date', CLOSE_DATE_MESSAGES.inFuture);
  }
  return errors;
}
