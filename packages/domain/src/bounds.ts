/**
 * What the database can store and give back: every value a client sends is checked against these
 * bounds before anything is written, so no stored row can break a later read. The contract wraps them into its
 * zod schemas; the CSV import and the trade rules use them directly.
 */

/** Ids are PostgreSQL `integer` identity columns: 1 … 2³¹ − 1. */
export const MAX_ID = 2_147_483_647;

/** Dates and instants a trader can mean: far inside what PostgreSQL's `date` and `timestamptz` hold. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2200-12-31';
const EARLIEST_INSTANT_MS = Date.UTC(1900, 0, 1);
const END_OF_LATEST_DATE_MS = Date.UTC(2201, 0, 1);

/** Digits of a decimal before the point; after it, 10 for trades and money (docs/ui.md's step), 8 for backtests. */
export const DECIMAL_INTEGER_DIGITS = 20;
export const TRADE_DECIMAL_PLACES = 10;
export const BACKTEST_DECIMAL_PLACES = 8;

/**
 * An R multiple beyond this is not a trade but a stop typed on the entry: refused before it is stored, so the
 * statistics never sum values a double cannot hold exactly enough to mean anything.
 */
export const MAX_ABS_R = 1_000_000_000;

export const BOUND_MESSAGES = {
  nulCharacter: 'Caractère nul interdit.',
  loneSurrogate: 'Texte Unicode invalide (caractère incomplet).',
  dateOutOfRange: 'Date hors limites.',
  integerDigits: `${DECIMAL_INTEGER_DIGITS} chiffres au maximum avant la virgule.`,
  rOutOfRange: 'R hors limites : vérifiez le stop et les prix.',
} as const;

/** « 10 décimales au maximum. » */
export function decimalPlacesMessage(places: number): string {
  return `${places} décimales au maximum.`;
}

/** PostgreSQL refuses U+0000 in text and jsonb alike. */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

// With the u flag, only a surrogate with no partner is a code point of its own (category Cs).
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Half of a UTF-16 pair (`"\ud800"` in JSON): a text column silently stores U+FFFD instead, and PostgreSQL
 * refuses it inside jsonb. Refused, so what is stored is what was sent.
 */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** The message for a text PostgreSQL cannot store as sent, or null when it can. */
export function storableTextError(text: string): string | null {
  if (hasNulCharacter(text)) return BOUND_MESSAGES.nulCharacter;
  if (hasLoneSurrogate(text)) return BOUND_MESSAGES.loneSurrogate;
  return null;
}

/** A `YYYY-MM-DD` date between EARLIEST_DATE and LATEST_DATE (the format itself is checked elsewhere). */
export function isDateInBounds(isoDate: string): boolean {
  const day = isoDate.slice(0, 10);
  return day >= EARLIEST_DATE && day <= LATEST_DATE;
}

/** An instant from the first moment of EARLIEST_DATE to the last of LATEST_DATE, in UTC. */
export function isInstantInBounds(epochMs: number): boolean {
  return epochMs >= EARLIEST_INSTANT_MS && epochMs < END_OF_LATEST_DATE_MS;
}

/**
 * The message for a plain decimal string (`-?digits(.digits)?`) with more digits than stored, or null when it
 * fits. Leading zeros of the integer part and trailing zeros of the fraction do not count: they change nothing.
 */
export function decimalDigitsError(text: string, places: number): string | null {
  const unsigned = text.startsWith('-') || text.startsWith('+') ? text.slice(1) : text;
  const [integer = '', fraction = ''] = unsigned.split('.');
  if (integer.replace(/^0+/, '').length > DECIMAL_INTEGER_DIGITS) return BOUND_MESSAGES.integerDigits;
  if (fraction.replace(/0+$/, '').length > places) return decimalPlacesMessage(places);
  return null;
}

/** An R multiple that can be stored and summed: finite, |R| ≤ MAX_ABS_R. Null (no R) is always fine. */
export function isRInBounds(r: number | null): boolean {
  return r === null || (Number.isFinite(r) && Math.abs(r) <= MAX_ABS_R);
}
