import { Decimal, toDecimalString } from '@carnet/domain';
import { Parser } from 'htmlparser2';
import { decodeText } from '../../decode-text.ts';
import type { ReportRow } from '../metatrader/report-rows.ts';

// SpreadsheetML as MetaTrader 5 and Excel write it (ECMA-376 part 1, §18.3 and §18.4): shared strings in
// xl/sharedStrings.xml, cells `<c r="B8" t="s"><v>17</v></c>` in xl/worksheets/sheetN.xml. Raw MT5 parts are
// UTF-16LE with a BOM (FORMATS.md), so each part goes through decodeText before the XML parser.

function readXml(bytes: Uint8Array, handlers: ConstructorParameters<typeof Parser>[0]): void {
  const parser = new Parser(handlers, { xmlMode: true, decodeEntities: true });
  parser.write(decodeText(bytes));
  parser.end();
}

/** The shared string table: each `<si>`'s text runs joined (phonetic `<rPh>` runs left out). */
export function readSharedStrings(bytes: Uint8Array | undefined): string[] {
  const strings: string[] = [];
  if (!bytes) return strings;
  let current: string | null = null;
  let textDepth = 0;
  let phoneticDepth = 0;
  readXml(bytes, {
    onopentag(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phoneticDepth += 1;
      else if (name === 't') textDepth += 1;
    },
    ontext(text) {
      if (current !== null && textDepth > 0 && phoneticDepth === 0) current += text;
    },
    onclosetag(name) {
      if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      } else if (name === 'rPh') phoneticDepth -= 1;
      else if (name === 't') textDepth -= 1;
    },
  });
  return strings;
}

// XFD, Excel's last column: a reference beyond it is not a sheet's and would make the row absurdly wide.
const LAST_COLUMN = 16_383;

const LETTER_A = 65;
const LETTER_Z = 90;
const DIGIT_0 = 48;
const DIGIT_9 = 57;

/** Column index of a cell reference (`A8` → 0, `M8` → 12, `AA1` → 26); null when it is not one. */
function columnOf(reference: string): number | null {
  let column = 0;
  let at = 0;
  for (; at < reference.length && at < 4; at++) {
    const code = reference.charCodeAt(at);
    if (code < LETTER_A || code > LETTER_Z) break;
    column = column * 26 + (code - LETTER_A + 1);
  }
  if (at === 0 || at > 3) return null;
  for (; at < reference.length; at++) {
    const code = reference.charCodeAt(at);
    if (code < DIGIT_0 || code > DIGIT_9) return null;
  }
  return column - 1 <= LAST_COLUMN ? column - 1 : null;
}

// A number already written canonically with at most 15 significant digits (`3.64`, `-23.5`, `275917189`): the
// usual cell, returned as is without a decimal.js round trip (10,000 positions are about 500,000 cells).
const SHORT_CANONICAL = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;
const MAX_DIGITS = 15;

const significantDigits = (text: string) => text.replace(/^-?[0.]*/, '').replace('.', '').length;

/**
 * A number cell as the terminal showed it. Excel stores a double and writes it with 17 significant digits
 * (1.5505500000000001); 15 digits is what Excel itself displays and what the report wrote, read without a float.
 */
function numberText(raw: string): string {
  const text = raw.trim();
  if (SHORT_CANONICAL.test(text) && text !== '-0' && significantDigits(text) <= MAX_DIGITS) return text;
  try {
    return toDecimalString(new Decimal(text).toSignificantDigits(MAX_DIGITS));
  } catch {
    return text;
  }
}

/** Every row of a worksheet, as dense cells (a missing cell is ''), numbered as the sheet numbers them. */
export function readSheetRows(sheet: Uint8Array, sharedStrings: readonly string[]): ReportRow[] {
  const rows: ReportRow[] = [];
  let row: ReportRow | null = null;
  let cell: { column: number; type: string; value: string } | null = null;
  let isValue = false;
  readXml(sheet, {
    onopentag(name, attributes) {
      if (name === 'row') {
        row = { line: Number(attributes.r ?? rows.length + 1), cells: [] };
      } else if (name === 'c' && row) {
        const column = attributes.r ? columnOf(attributes.r) : row.cells.length;
        cell = column === null ? null : { column, type: attributes.t ?? 'n', value: '' };
      } else if ((name === 'v' || name === 't') && cell) {
        isValue = true;
      }
    },
    ontext(text) {
      if (cell && isValue) cell.value += text;
    },
    onclosetag(name) {
      if (name === 'v' || name === 't') {
        isValue = false;
      } else if (name === 'c' && row && cell) {
        const text =
          cell.type === 's'
            ? (sharedStrings[Number(cell.value)] ?? '')
            : cell.type === 'n' && cell.value !== ''
              ? numberText(cell.value)
              : cell.value;
        while (row.cells.length < cell.column) row.cells.push('');
        row.cells[cell.column] = /\s/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
        cell = null;
      } else if (name === 'row' && row) {
        rows.push(row);
        row = null;
      }
    },
  });
  return rows;
}
