/** A parsed CSV record: its cells and the 1-based line it starts on. */
export type CsvRecord = { line: number; cells: string[] };

/** Delimiters the importer recognises. */
export type CsvDelimiter = ',' | ';' | '\t' | '|';

const QUOTE = '"';

/**
 * Picks the delimiter of a CSV from its first line: the most frequent of `;`, `,` and tab outside quotes; `|` only
 * when it outnumbers each of them.
 */
export function detectDelimiter(firstLine: string): CsvDelimiter {
  const counts = { ',': 0, ';': 0, '\t': 0, '|': 0 };
  let inQuotes = false;
  for (const char of firstLine) {
    if (char === QUOTE) inQuotes = !inQuotes;
    else if (!inQuotes && (char === ',' || char === ';' || char === '\t' || char === '|')) counts[char]++;
  }
  if (counts['|'] > Math.max(counts[','], counts[';'], counts['\t'])) return '|';
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/**
 * Splits CSV text into records (RFC 4180 quoting, quoted cells may span lines; CRLF, LF or CR line ends).
 * Unquoted cells are trimmed; quoted ones keep their exact text. Lenient: it never throws.
 */
export function parseCsvRecords(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  return [...csvRecords(text, delimiter)];
}

/**
 * The records of `parseCsvRecords` one at a time, so that a large file is never held as objects all at once
 * (a 5 MB import of 54,000 rows: about 40 MB of records).
 */
export function* csvRecords(text: string, delimiter: CsvDelimiter): Generator<CsvRecord> {
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  const endCell = () => {
    cells.push(isQuoted ? cell : cell.trim());
    cell = '';
    isQuoted = false;
  };
  const endRecord = (): CsvRecord => {
    endCell();
    const record = { line: recordLine, cells };
    cells = [];
    return record;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? '';
    if (inQuotes) {
      if (char === QUOTE && text[index + 1] === QUOTE) {
        cell += QUOTE;
        index++;
      } else if (char === QUOTE) {
        inQuotes = false;
      } else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++;
        cell += char;
      }
    } else if (char === QUOTE && !isQuoted && cell.trim() === '') {
      cell = '';
      isQuoted = true;
      inQuotes = true;
    } else if (char === delimiter) {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      yield endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (cells.length > 0 || cell !== '' || isQuoted) yield endRecord();
}

/** Tells whether a record holds nothing but blank cells (blank lines are skipped anywhere in a file). */
export function isBlankRecord(record: CsvRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}

/** Quotes a cell when it holds the delimiter, a quote, a line break or surrounding spaces. */
export function quoteCell(cell: string, delimiter: CsvDelimiter = ','): string {
  const needsQuotes =
    cell.includes(delimiter) || cell.includes(QUOTE) || /[\r\n]/.test(cell) || cell.trim() !== cell;
  return needsQuotes ? `${QUOTE}${cell.replaceAll(QUOTE, '""')}${QUOTE}` : cell;
}

// docs/rules/backtests.md lists = + - @ tab CR; a leading quote is escaped too, so that the importer can undo it exactly.
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', "'"]);

/** Neutralises a text cell a spreadsheet could run as a formula by prefixing it with `'` (CSV injection). */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}

/** Undoes neutraliseFormula on a text cell of our own export. */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_TRIGGERS.has(text.charAt(1)) ? text.slice(1) : text;
}
