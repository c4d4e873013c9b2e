import { ApiError } from './api-error.ts';

export type FieldErrorMessages = Record<string, string>;
export type MappedError = { message: string; fieldErrors: FieldErrorMessages };

export const DEFAULT_ERROR_MESSAGE = 'Une erreur est survenue';
export const INVALID_REQUEST_MESSAGE = 'Requête invalide';
export const INVALID_FIELD_MESSAGE = 'Champ invalide';

const MESSAGE_KEYS = new Set(['non_field_errors', 'detail']);

/**
 * docs/ui.md#errors, generic server-error handling, word for word:
 * - HTTP 400 with an object: non_field_errors and detail messages merge into one message, other keys become
 *   field errors ('Champ invalide' for nested ones); with no merged message, 'Requête invalide';
 * - a string body is the message; otherwise 'Erreur {status}'.
 */
export function mapErrorResponse(status: number, body: unknown): MappedError {
  if (status === 400 && isPlainObject(body)) {
    const messages: string[] = [];
    const fieldErrors: FieldErrorMessages = {};
    for (const [key, value] of Object.entries(body)) {
      if (MESSAGE_KEYS.has(key)) messages.push(...stringsOf(value));
      else fieldErrors[key] = fieldMessage(value);
    }
    const message = messages.join(' ');
    return { message: message === '' ? INVALID_REQUEST_MESSAGE : message, fieldErrors };
  }
  if (typeof body === 'string' && body.trim() !== '') return { message: body.trim(), fieldErrors: {} };
  return { message: `Erreur ${status}`, fieldErrors: {} };
}

/** Any thrown value: API errors through the catalogue, anything else (network, parsing) as the default. */
export function mapError(error: unknown): MappedError {
  if (error instanceof ApiError) return mapErrorResponse(error.status, error.body);
  return { message: DEFAULT_ERROR_MESSAGE, fieldErrors: {} };
}

export const CLOSE_FAILED = 'Impossible de clôturer l’opération.';
export const SAVE_BEFORE_CLOSE_FAILED = 'Échec de l’enregistrement avant clôture.';

// Read in this order (docs/ui.md#errors); our server words its general refusals (« déjà clôturée ») as non_field_errors
// or detail (docs/api.md), so those count as the error field. close_date (docs/rules/trades.md) comes last: the first client
// never sends it, so it never hides one of the documented reasons (docs/ui.md#errors).
const CLOSE_FAILURE_KEYS = [
  'error',
  'non_field_errors',
  'detail',
  'hit_take_profits',
  'close_price',
  'close_date',
];

/**
 * docs/ui.md#errors close failure: the error field, else the joined hit_take_profits errors, else the joined close_price
 * errors, else the joined close_date errors (docs/rules/trades.md), else « Impossible de clôturer l’opération. ».
 */
export function closeFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CLOSE_FAILED;
  const body = error.body;
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (!isPlainObject(body)) return CLOSE_FAILED;
  for (const key of CLOSE_FAILURE_KEYS) {
    const messages = nestedStringsOf(body[key]);
    if (messages.length > 0) return messages.join(' ');
  }
  return CLOSE_FAILED;
}

/** The server's refusal of the close date (docs/rules/trades.md), shown under its field; null when it refused none. */
export function closeDateFailureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !isPlainObject(error.body)) return null;
  const messages = nestedStringsOf(error.body.close_date);
  return messages.length > 0 ? messages.join(' ') : null;
}

/** docs/ui.md#errors save-before-close failure: the server's message, or « Échec de l’enregistrement avant clôture. ». */
export function saveBeforeCloseFailureMessage(error: unknown): string {
  return error instanceof ApiError ? mapError(error).message : SAVE_BEFORE_CLOSE_FAILED;
}

/** docs/ui.md#errors deletion failure (a trade, a backtest trade): « Erreur lors de la suppression: … ». */
export function deletionFailureMessage(error: unknown): string {
  return `Erreur lors de la suppression: ${mapError(error).message}`;
}

function fieldMessage(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) {
    return value.join(' ');
  }
  return INVALID_FIELD_MESSAGE;
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** Every message of a value, however deep (hit_take_profits: {0: ['Id invalide.']}). */
function nestedStringsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(nestedStringsOf);
  if (isPlainObject(value)) return Object.values(value).flatMap(nestedStringsOf);
  return [];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
