import { EMPTY_VALUE, formatNumber, type Numeric } from '../../../lib/format.ts';

/** A profit or loss, signed, 2 decimals (docs/ui.md): « +1 250,00 », « -80,00 », « 0,00 ». */
export function formatPnl(value: Numeric | null | undefined): string {
  const text = formatNumber(value, 2, 2);
  if (text === EMPTY_VALUE) return text;
  const isPositive = /[1-9]/.test(text) && !text.startsWith('-') && !text.startsWith('\u2212');
  return isPositive ? `+${text}` : text;
}

/**
 * A money figure of a session with its currency when an import named one (docs/rules/imports.md: TradingView's THB):
 * « -123 507,20 THB »; without a currency (a session typed by hand: price units × quantity) the figure alone.
 */
export function withCurrency(figure: string, currency: string | null): string {
  return currency === null || figure === EMPTY_VALUE ? figure : `${figure}\u00a0${currency}`;
}

/** The tone of a pnl: a gain is green, a loss red, nothing or zero neutral. */
export function pnlTone(value: string | null | undefined): 'gain' | 'loss' | 'neutral' {
  if (value === null || value === undefined || !/[1-9]/.test(value)) return 'neutral';
  return value.trim().startsWith('-') ? 'loss' : 'gain';
}

/** Minutes as the trader counts practice time: « 90 min », with hours for long spans: « 1 h 30 ». */
export function formatMinutes(minutes: number): string {
  return `${formatNumber(minutes, 0)}\u00a0min`;
}

export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0
    ? `${formatNumber(hours, 0)}\u00a0h`
    : `${formatNumber(hours, 0)}\u00a0h\u00a0${pad(rest)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** « 1 trade importé », « 12 trades importés » (French keeps 0 and 1 singular). */
export function tradesImported(count: number): string {
  return count > 1 ? `${formatNumber(count, 0)} trades importés` : `${count} trade importé`;
}
