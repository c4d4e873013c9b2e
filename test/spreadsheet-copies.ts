import { type CsvDelimiter, csvRecords, detectDelimiter, quoteCell } from '@carnet/domain';

/*
 * The copies a spreadsheet writes when a trader opens a platform's CSV and saves it again (docs/rules/imports.md,
 * « Spreadsheet copies »): each must read as the same trades with the same ids. Derived from the file's own text,
 * so every real file gets the same copies; each copy changes one thing, and the last ones stack them as a real
 * spreadsheet does (a Tradovate file came back with 8 empty columns, 372 empty rows and CRLF).
 */

/** A copy: what the spreadsheet changed, and the text it wrote. */
export type SpreadsheetCopy = { name: string; text: string };

type Sheet = { delimiter: CsvDelimiter; rows: string[][] };

// A number as a US platform writes it, as a spreadsheet reads it: `6117.75`, `-2`, `$62.50`, `$(41.25)`,
// `($45.00)`, `"26,649.04"`, `$0.51 `.
const NUMBER = /^(-?)(\$?)(\(?)\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(\)?)$/;
// `01/22/2025 23:02:03`, `4/30/2025 9:45:30 AM` (month first) and `2023-08-08 11:45` (ISO), as whole cells.
const US_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ([AP]M))?$/;
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

// A cell a spreadsheet wrote as a number, in any locale (`6117.75`, `6\u00a0117,75`, `-41,25 $`, `$(41.25)`).
const NUMERIC = /^-?\$?\(?\d[\d\u00a0.,]*\)?(?: \$)?$/;

type NumberCell = { negative: boolean; isMoney: boolean; whole: string; fraction: string };

function numberCell(cell: string): NumberCell | null {
  const m = NUMBER.exec(cell.trim());
  if (m === null) return null;
  const [, minus = '', dollar = '', open = '', whole = '', fraction = '', close = ''] = m;
  if ((open === '') !== (close === '')) return null;
  return {
    negative: minus !== '' || open !== '',
    isMoney: dollar !== '' || cell.includes('$'),
    whole: whole.replaceAll(',', ''),
    fraction,
  };
}

const group = (whole: string, mark: string) => whole.replace(/\B(?=(\d{3})+$)/g, mark);

/** A number cell written by a spreadsheet in a locale: its decimal mark, its grouping, its currency place. */
function writeNumber(cell: NumberCell, locale: { decimal: string; thousands: string | null }): string {
  const whole = locale.thousands === null ? cell.whole : group(cell.whole, locale.thousands);
  const digits = cell.fraction === '' ? whole : `${whole}${locale.decimal}${cell.fraction}`;
  if (!cell.isMoney) return cell.negative ? `-${digits}` : digits;
  if (locale.decimal === ',') return `${cell.negative ? '-' : ''}${digits} $`;
  return cell.negative ? `$(${digits})` : `$${digits}`;
}

const pad = (value: string) => value.padStart(2, '0');

/** A date-time re-written in the same field order: zeros dropped or added, the other clock, seconds written. */
function rewriteTime(cell: string): string | null {
  const us = US_TIME.exec(cell.trim());
  if (us !== null) {
    const [, month = '', day = '', year = '', hour = '', minute = '', second = '00', half] = us;
    if (half !== undefined) {
      const h24 = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
      return `${pad(month)}/${pad(day)}/${year} ${pad(String(h24))}:${minute}:${second}`;
    }
    const h12 = Number(hour) % 12 === 0 ? 12 : Number(hour) % 12;
    const suffix = Number(hour) < 12 ? 'AM' : 'PM';
    return `${Number(month)}/${Number(day)}/${year} ${h12}:${minute}:${second} ${suffix}`;
  }
  const iso = ISO_TIME.exec(cell.trim());
  if (iso !== null) {
    const [, year = '', month = '', day = '', hour = '', minute = '', second = '00'] = iso;
    return `${year}/${month}/${day} ${hour}:${minute}:${second}`;
  }
  return null;
}

function readSheet(text: string): Sheet {
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(clean.split(/\r\n|\n|\r/, 1)[0] ?? '');
  const rows = [...csvRecords(clean, delimiter)].map((record) => record.cells);
  // The last line break of the file is not a row.
  while (rows.length > 0 && rows.at(-1)?.every((cell) => cell === '')) rows.pop();
  return { delimiter, rows };
}

function writeSheet(sheet: Sheet, options: { lineEnd: string; bom: boolean; quoteNumbers?: boolean }) {
  const lines = sheet.rows.map((cells) =>
    cells
      .map((cell) =>
        options.quoteNumbers && NUMERIC.test(cell) && !cell.includes('"')
          ? `"${cell}"`
          : quoteCell(cell, sheet.delimiter),
      )
      .join(sheet.delimiter),
  );
  return `${options.bom ? '\uFEFF' : ''}${lines.join(options.lineEnd)}${options.lineEnd}`;
}

const mapCells = (sheet: Sheet, change: (cell: string) => string): Sheet => ({
  ...sheet,
  rows: sheet.rows.map((cells) => cells.map(change)),
});

const withNumbers = (sheet: Sheet, locale: { decimal: string; thousands: string | null }) =>
  mapCells(sheet, (cell) => {
    const number = numberCell(cell);
    return number === null ? cell : writeNumber(number, locale);
  });

const EMPTY_COLUMNS = 8;
const EMPTY_ROWS = 372;

const withEmptyColumns = (sheet: Sheet): Sheet => ({
  ...sheet,
  rows: sheet.rows.map((cells) => [...cells, ...Array<string>(EMPTY_COLUMNS).fill('')]),
});

function withEmptyRows(sheet: Sheet): Sheet {
  const width = Math.max(...sheet.rows.map((cells) => cells.length));
  return {
    ...sheet,
    rows: [...sheet.rows, ...Array.from({ length: EMPTY_ROWS }, () => Array(width).fill(''))],
  };
}

// Digits a space separates (Tradovate's 32nds, `110 045`) are one number to a French spreadsheet, whose thousands
// separator is a space: it writes them back ungrouped, or grouped its own way.
const SPACED_DIGITS = /^\d+ \d+$/;

const french = (sheet: Sheet, thousands: string | null): Sheet => ({
  ...mapCells(withNumbers(sheet, { decimal: ',', thousands }), (cell) => {
    if (!SPACED_DIGITS.test(cell)) return cell;
    const digits = cell.replace(' ', '');
    return thousands === null ? digits : group(digits, thousands);
  }),
  delimiter: ';',
});

const withTimes = (sheet: Sheet) => mapCells(sheet, (cell) => rewriteTime(cell) ?? cell);

/**
 * Every copy of a CSV text a spreadsheet may write: line ends, byte order mark, empty columns and rows, a French
 * spreadsheet's `;` and decimal commas (with and without its no-break-space grouping), quoted and grouped numbers,
 * dates re-written in the same field order, and those stacked.
 */
export function spreadsheetCopies(text: string): SpreadsheetCopy[] {
  const sheet = readSheet(text);
  const crlf = { lineEnd: '\r\n', bom: false };
  return [
    { name: 'LF', text: writeSheet(sheet, { lineEnd: '\n', bom: false }) },
    { name: 'CRLF', text: writeSheet(sheet, crlf) },
    { name: 'BOM', text: writeSheet(sheet, { ...crlf, bom: true }) },
    { name: `${EMPTY_COLUMNS} colonnes vides`, text: writeSheet(withEmptyColumns(sheet), crlf) },
    { name: `${EMPTY_ROWS} lignes vides`, text: writeSheet(withEmptyRows(sheet), crlf) },
    { name: '; et virgules décimales', text: writeSheet(french(sheet, null), crlf) },
    { name: '; et milliers groupés', text: writeSheet(french(sheet, '\u00a0'), crlf) },
    {
      name: 'nombres entre guillemets et milliers',
      text: writeSheet(withNumbers(sheet, { decimal: '.', thousands: ',' }), { ...crlf, quoteNumbers: true }),
    },
    { name: 'dates réécrites', text: writeSheet(withTimes(sheet), crlf) },
    {
      name: 'colonnes et lignes vides, CRLF',
      text: writeSheet(withEmptyRows(withEmptyColumns(sheet)), crlf),
    },
    {
      name: 'tout à la fois, en français',
      text: writeSheet(withEmptyRows(withEmptyColumns(withTimes(french(sheet, '\u00a0')))), {
        ...crlf,
        bom: true,
        quoteNumbers: true,
      }),
    },
  ];
}
