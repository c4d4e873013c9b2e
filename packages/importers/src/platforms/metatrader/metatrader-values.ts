import { addDecimals, type Direction } from '@carnet/domain';
import type { LocalDateTime } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';

// The values MetaTrader 4 and 5 write in their reports, read the same way: `2017.10.18 02:30:16` server times,
// `1 416.01` amounts (space thousands separator, point decimals), `buy` / `sell` types.

const MT_TIME = /^(\d{4})\.(\d{2})\.(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `YYYY.MM.DD HH:MM[:SS]` (the broker server's clock) → `YYYY-MM-DDTHH:mm:ss`; null when it is not one. */
export function readMtTime(raw: string): LocalDateTime | null {
  const match = MT_TIME.exec(raw.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const time = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  const check = new Date(`${time}Z`);
  // Rejects 2017.02.30 or 25:00, which Date would roll over into another day.
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 19) !== time ? null : time;
}

/** A stop or target: MetaTrader writes 0 (or nothing) for none. */
export function readMtLevel(raw: string | undefined): string | null {
  const level = readDecimal(raw ?? '');
  return level === null || level === '0' ? null : level;
}

/** `buy` → LONG, `sell` → SHORT; null for anything else (balance, credit, pending orders). */
export function directionOf(type: string): Direction | null {
  const normalized = type.trim().toLowerCase();
  if (normalized === 'buy') return 'LONG';
  if (normalized === 'sell') return 'SHORT';
  return null;
}

/** Exact sum of decimal strings (already read by readDecimal). */
export function sumMoney(values: readonly string[]): string {
  return values.reduce((total, value) => addDecimals(total, value) ?? total, '0');
}

/** Fees are what the commission (negative on MetaTrader) and taxes took, as a positive amount. */
export function feesOf(charges: readonly string[]): string {
  const total = sumMoney(charges);
  return total === '0' ? '0' : total.startsWith('-') ? total.slice(1) : `-${total}`;
}
