/** The one place that turns numbers, money and dates into French text (fr-FR). */
const LOCALE = 'fr-FR';

/** Shown where a value is missing or undefined (docs/ui.md: « - » when there is no result). */
export const EMPTY_VALUE = '-';

/** Decimals travel as strings (docs/api.md); they are formatted from the string, never through a float. */
export type Numeric = number | string;

const DECIMAL_PATTERN = /^[-+]?\d+(\.\d+)?$/;
const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, format);
  }
  return format;
}

function isDecimalString(value: string): value is `${number}` {
  return DECIMAL_PATTERN.test(value);
}

/**
 * A figure that rounds to zero is written without a sign (« 0,0 », never « -0,0 »): `negative` signs only what
 * stays below zero once rounded, unless the caller asks for another sign display.
 */
function formatWith(value: Numeric | null | undefined, requested: Intl.NumberFormatOptions): string {
  const options: Intl.NumberFormatOptions = { signDisplay: 'negative', ...requested };
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (typeof value === 'number')
    return Number.isFinite(value) ? numberFormat(options).format(value) : EMPTY_VALUE;
  const text = value.trim();
  return isDecimalString(text) ? numberFormat(options).format(text) : EMPTY_VALUE;
}

/** A plain number; decimal strings keep every significant digit up to `maxDigits`. */
export function formatNumber(value: Numeric | null | undefined, maxDigits = 10, minDigits = 0): string {
  return formatWith(value, { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
}

/** What follows an R multiple: « 1,25 R ». */
export const R_UNIT = '\u00a0R';

/** A signed figure, 2 decimals, without its unit: « +1,25 » (where the unit is written apart). */
export function formatSigned(value: Numeric | null | undefined): string {
  return formatWith(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
}

/** An R multiple, signed, 2 decimals (docs/ui.md): « +1,25 R ». */
export function formatR(value: Numeric | null | undefined): string {
  const text = formatSigned(value);
  return text === EMPTY_VALUE ? text : `${text}${R_UNIT}`;
}

/** An unsigned amount of R such as a drawdown, 2 decimals (docs/ui.md): « 1,50 R ». */
export function formatRAmount(value: Numeric | null | undefined): string {
  const text = formatWith(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return text === EMPTY_VALUE ? text : `${text}\u00a0R`;
}

/** A ratio such as the payoff or the profit factor, 2 decimals or a dash (docs/ui.md). */
export function formatRatio(value: Numeric | null | undefined): string {
  return formatWith(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A value already expressed in percent (62.5 → « 62,5 % »); 1 decimal by default (docs/ui.md). */
export function formatPercent(value: Numeric | null | undefined, digits = 1): string {
  return formatWith(value, {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A fraction 0..1 shown as a percent (0.625 → « 62,5 % »), e.g. a backtest win rate. */
export function formatFractionAsPercent(value: Numeric | null | undefined, digits = 1): string {
  return formatWith(value, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * Money in the account's currency, French style: « 1 234,56 $US ». The currency is always passed (the
 * contract's DEFAULT_CURRENCY when unknown): importing the contract here would put zod on the landing page.
 */
export function formatMoney(value: Numeric | null | undefined, currency: string): string {
  return formatWith(value, { style: 'currency', currency });
}

let browserTimeZone: string | undefined;

/** The browser's IANA time zone, used for every datetime shown to the user (read once: it is asked per cell). */
export function userTimeZone(): string {
  browserTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimeZone;
}

/**
 * A date: `YYYY-MM-DD` is a calendar date shown as is (no zone shift); an ISO datetime is shown on the
 * user's calendar.
 */
export function formatDate(value: string | null | undefined, timeZone = userTimeZone()): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (DATE_ONLY_PATTERN.test(value))
    return formatInstant(`${value}T00:00:00Z`, { dateStyle: 'short', timeZone: 'UTC' });
  return formatInstant(value, { dateStyle: 'short', timeZone });
}

/** An ISO datetime in the user's time zone, to the minute: « 20/11/2026 15:05 ». */
export function formatDateTime(value: string | null | undefined, timeZone = userTimeZone()): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return formatInstant(value, { dateStyle: 'short', timeStyle: 'short', timeZone });
}

function formatInstant(iso: string, options: Intl.DateTimeFormatOptions): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? EMPTY_VALUE : dateFormat(options).format(instant);
}

/** How the dashboard groups trades (docs/rules/statistics.md#dashboard); mirrors the contract's type without importing zod here. */
export type PeriodGrouping = 'day' | 'week' | 'month';

/**
 * A dashboard period, given by its first day `YYYY-MM-DD`, in full: « lun. 16 nov. 2026 », « semaine du
 * 16 nov. 2026 », « novembre 2026 ».
 */
export function formatPeriod(period: string, group: PeriodGrouping): string {
  if (!DATE_ONLY_PATTERN.test(period)) return EMPTY_VALUE;
  const start = `${period}T00:00:00Z`;
  switch (group) {
    case 'day':
      return formatInstant(start, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    case 'week':
      return `semaine du ${formatInstant(start, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;
    case 'month':
      return formatInstant(start, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
}

/** The short axis label of a period: « 16/11 » for a day or a week, « nov. 2026 » for a month. */
export function formatPeriodTick(period: string, group: PeriodGrouping): string {
  if (!DATE_ONLY_PATTERN.test(period)) return EMPTY_VALUE;
  const start = `${period}T00:00:00Z`;
  return group === 'month'
    ? formatInstant(start, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    : formatInstant(start, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
}
