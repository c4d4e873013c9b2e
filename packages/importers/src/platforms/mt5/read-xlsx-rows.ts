import { Decimal, normalizeDecimal, toDecimalString } from '@carnet/domain';
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

/** A cell's text with its runs of white space made one space, trimmed. */
const squeezed = (text: string) => (/\s/.test(text) ? text.replace(/\s+/g, ' ').trim() : text);

/**
 * The shared string table as cells show it: each `<si>`'s text runs joined (phonetic `<rPh>` runs left out),
 * white space squeezed once here rather than at every cell that points to the string.
 */
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
        strings.push(squeezed(current));
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

/** The most significant digits a number cell keeps: what Excel itself displays, and what the report wrote. */
const MAX_DIGITS = 15;

/**
 * A number cell as the terminal showed it. Excel stores a double and writes it with 17 significant digits
 * (1.5505500000000001): rounded to 15 without a float. A cell of at most 15 characters holds no more than 15
 * digits, so it is only made canonical (`0.10` → `0.1`), as text for the usual cell (10,000 positions are about
 * 500,000 cells).
 */
function numberText(raw: string): string {
  const text = raw.trim();
  const short = text.length <= MAX_DIGITS ? normalizeDecimal(text) : null;
  if (short !== null) return short;
  try {
    return toDecimalString(new Decimal(text).toSignificantDigits(MAX_DIGITS));
  } catch {
    return text;
  }
}

type OpenCell = { reference: string | undefined; type: string | undefined; value: string };

/** The text of a closed cell (a shared string as readSharedStrings gives it). */
function cellText(cell: OpenCell, sharedStrings: readonly string[]): string {
  const type = cell.type ?? 'n';
  if (type === 's') return sharedStrings[Number(cell.value)] ?? '';
  return squeezed(type === 'n' && cell.value !== '' ? numberText(cell.value) : cell.value);
}

/**
 * Every row of a worksheet, as dense cells (a missing cell is ''), numbered as the sheet numbers them. Attributes
 * are taken as the parser meets them (no object per tag: a sheet is over a million tags), the first of a name
 * winning as in an attribute map.
 */
export function readSheetRows(sheet: Uint8Array, sharedStrings: readonly string[]): ReportRow[] {
  const rows: ReportRow[] = [];
  let row: (ReportRow & { hasLine: boolean }) | null = null;
  let cell: OpenCell | null = null;
  let isValue = false;
  let opened = '';
  readXml(sheet, {
    onopentagname(name) {
      opened = name;
      if (name === 'row') {
        row = { line: rows.length + 1, cells: [], hasLine: false };
      } else if (name === 'c' && row) {
        cell = { reference: undefined, type: undefined, value: '' };
      } else if ((name === 'v' || name === 't') && cell) {
        isValue = true;
      }
    },
    onattribute(name, value) {
      if (opened === 'row' && name === 'r' && row && !row.hasLine) {
        row.line = Number(value);
        row.hasLine = true;
      } else if (opened === 'c' && cell) {
        if (name === 'r') cell.reference ??= value;
        else if (name === 't') cell.type ??= value;
      }
    },
    ontext(text) {
      if (cell && isValue) cell.value += text;
    },
    onclosetag(name) {
      if (name === 'v' || name === 't') {
        isValue = false;
      } else if (name === 'c' && row && cell) {
        const column = cell.reference ? columnOf(cell.reference) : row.cells.length;
        if (column !== null) {
          while (row.cells.length < column) row.cells.push('');
          row.cells[column] = cellText(cell, sharedStrings);
        }
        cell = null;
      } else if (name === 'row' && row) {
        rows.push({ line: row.line, cells: row.cells });
        row = null;
      }
    },
  });
  return rows;
}
