import { createHash } from 'node:crypto';

/**
 * An id for a row of a file that has none (docs/rules/imports.md#identity): a hash of its defining fields, which
 * the reader gives in their normalised form (canonical decimals, `YYYY-MM-DDTHH:mm:ss` wall clocks), never a row
 * number, so every copy of the file gives the same id.
 */
export function hashedRowId(prefix: string, fields: readonly string[]): string {
  return `${prefix}-${createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 24)}`;
}

/**
 * Hashed ids of rows that may repeat the same values (two 1-lot rows of one fill): the first keeps the plain hash,
 * the n-th of the same values gets `-n` after it — a rank among equal rows, which no copy of the file changes,
 * rather than a row number, which an inserted or removed blank row would.
 */
export function rankedRowIds(prefix: string) {
  const seen = new Map<string, number>();
  return (fields: readonly string[]): string => {
    const id = hashedRowId(prefix, fields);
    const rank = (seen.get(id) ?? 0) + 1;
    seen.set(id, rank);
    return rank === 1 ? id : `${id}-${rank}`;
  };
}

// An integer a spreadsheet grouped by thousands (`6,008,478,034`, `6 008 478 034`); a dot only with two groups
// or more, since `1.234` may be a decimal.
const GROUPED_INTEGER = /^\d{1,3}(?:([,\s\u00a0\u202f'])\d{3})(?:\1\d{3})*$|^\d{1,3}(?:\.\d{3}){2,}$/;

/**
 * An id cell as the platform wrote it, whatever a spreadsheet did to it: trimmed, and a numeric id it grouped by
 * thousands written back as digits (docs/rules/imports.md#spreadsheet-copies). Empty when the row has none.
 */
export function fileId(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  return GROUPED_INTEGER.test(text) ? text.replace(/\D/g, '') : text;
}
