import { createHash } from 'node:crypto';

/** An id for a row of a file that has none (DESIGN §11): a hash of its defining fields, stable across files. */
export function hashedRowId(prefix: string, fields: readonly string[]): string {
  return `${prefix}-${createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 24)}`;
}
