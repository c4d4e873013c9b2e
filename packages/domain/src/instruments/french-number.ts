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
  // Canonical by text alone, so any length reads (the field's own bound then says « 20 chiffres au maximum »).
  const whole = integer.replace(new RegExp(GROUP, 'g'), '').replace(/^0+/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  const magnitude = decimals === '' ? whole : `${whole}.${decimals}`;
  return { ok: true, value: negative && magnitude !== '0' ? `-${magnitude}` : magnitude };
}

// fr-FR groups thousands with the narrow no-break space (what Intl writes).
const THOUSANDS = '\u202f';

/**
 * A decimal as a French trader reads it (docs/ui.md#numbers): `-1085.5` → `-1 085,5`, thousands apart by a narrow
 * no-break space and a decimal comma; every digit kept, never through a float. Text that is no decimal is
 * returned as it came, for the field's error to point at.
 */
export function writeFrenchNumber(value: string): string {
  // Read by the reader itself, not decimal.js: the web's number inputs load this module on every page.
  const reading = readFrenchNumber(value);
  if (!reading.ok) return value;
  const canonical = reading.value;
  const negative = canonical.startsWith('-');
  const [integer = '', fraction] = canonical.replace(/^-/, '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, THOUSANDS);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}
