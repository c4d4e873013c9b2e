import { normalizeDecimal } from '../decimal.ts';
import { toEpochMs, toIsoUtc } from '../time/instant.ts';
import type { Direction } from '../types.ts';

// Thousands separators a spreadsheet may write: spaces, no-break spaces, narrow no-break spaces, apostrophes.
const GROUPING = /[\s\u00a0\u202f']/g;

// Thousands grouped by commas, as a spreadsheet writes them in a `,` file (quoted): `-123,507.20`.
const COMMA_GROUPED = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * Canonical decimal string of a CSV number cell; null when it is not a number. With `decimalComma` (`;` files)
 * "1 234,56" and "1.234,56" read as 1234.56; otherwise "1234.56" and "1,234.56".
 */
export function parseNumberCell(cell: string, decimalComma: boolean): string | null {
  let text = cell.replace(GROUPING, '');
  if (decimalComma && text.includes(',')) {
    if (text.indexOf(',') !== text.lastIndexOf(',')) return null;
    text = text.replaceAll('.', '').replace(',', '.');
  } else if (!decimalComma && COMMA_GROUPED.test(text)) {
    text = text.replaceAll(',', '');
  }
  return normalizeDecimal(text);
}

const DAY_FIRST = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
// Year first as a spreadsheet may re-write ISO: `2023/08/08 11:45:00`, `2023-8-8 9:05`.
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Canonical UTC ISO string of a CSV date-time cell; null when it does not parse. Accepts ISO 8601 (with or without
 * offset), the same fields a spreadsheet re-wrote (`2023/08/08 11:45:00`) and the day-first `20/11/2026 14:05` a
 * French spreadsheet writes; times without offset are in `timeZone`.
 */
export function parseDateTimeCell(cell: string, timeZone: string): string | null {
  const dayFirst = DAY_FIRST.exec(cell.trim());
  const yearFirst = YEAR_FIRST.exec(cell.trim());
  const iso = dayFirst
    ? isoOf(dayFirst[3], dayFirst[2], dayFirst[1], dayFirst.slice(4))
    : yearFirst
      ? isoOf(yearFirst[1], yearFirst[2], yearFirst[3], yearFirst.slice(4))
      : cell;
  const epochMs = toEpochMs(iso, timeZone);
  return epochMs === null ? null : toIsoUtc(epochMs);
}

const isoOf = (year = '', month = '', day = '', [hour, minute, second]: (string | undefined)[]) =>
  `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}T${(hour ?? '0').padStart(2, '0')}:${minute ?? '00'}:${second ?? '00'}`;

const SIDES: Record<string, Direction> = {
  long: 'LONG',
  buy: 'LONG',
  achat: 'LONG',
  short: 'SHORT',
  sell: 'SHORT',
  vente: 'SHORT',
};

/** Side of a CSV cell: LONG / SHORT in any case, or Achat / Vente, Buy / Sell; null otherwise. */
export function parseSideCell(cell: string): Direction | null {
  return SIDES[cell.trim().toLowerCase()] ?? null;
}

/** Normalised header name: trimmed, lower case, inner spaces collapsed, BOM removed. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}
