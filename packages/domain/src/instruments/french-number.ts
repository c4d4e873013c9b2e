import { normalizeDecimal } from '../decimal.ts';

/** A number typed by a French trader: its canonical decimal, or why it cannot be read unambiguously. */
export type FrenchNumberReading =
  | { ok: true; value: string }
  | { ok: false; error: 'EMPTY' | 'NOT_A_NUMBER' | 'AMBIGUOUS' };

// Spaces between thousands: the space, the no-break space and the narrow no-break space fr-FR formatting writes.
const GROUP = '[ \\u00a0\\u202f]';
const INTEGER = new RegExp(`^(?:\\d*|\\d{1,3}(?:${GROUP}\\d{3})+)$`);
const MINUS = /^[-−]/;

/**
 * A number as a French trader types it, whatever the browser's language (docs/rules/money.md#instruments):
 * `1,085` and `1.085` are 1.085 (one mark is the decimal mark, comma or point), `1 085,50` is 1085.5 (spaces group
 * thousands), `0,5`, `,5`, `-3,5`. A number with both marks or two of them (`1.085,5`, `1,085.5`, `1,085,000`) is
 * AMBIGUOUS: refused, never read as another number (never ×1000).
 */
export function readFrenchNumber(text: string): FrenchNumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'EMPTY' };
  const negative = MINUS.test(trimmed);
  const unsigned = trimmed.replace(/^[-−+]/, '');
  const marks = unsigned.match(/[.,]/g) ?? [];
  if (marks.length > 1) return { ok: false, error: 'AMBIGUOUS' };
  const [integer = '', fraction = ''] = unsigned.split(/[.,]/);
  const hasDigits = /\d/.test(integer) || fraction !== '';
  if (
    !hasDigits ||
    !INTEGER.test(integer) ||
    !/^\d*$/.test(fraction) ||
    (marks.length === 1 && fraction === '')
  ) {
    return { ok: false, error: 'NOT_A_NUMBER' };
  }
  const digits = `${integer.replace(new RegExp(GROUP, 'g'), '') || '0'}${fraction === '' ? '' : `.${fraction}`}`;
  const value = normalizeDecimal(negative ? `-${digits}` : digits);
  return value === null ? { ok: false, error: 'NOT_A_NUMBER' } : { ok: true, value };
}
