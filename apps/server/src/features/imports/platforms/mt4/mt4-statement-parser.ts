import { IMPORT_MESSAGES } from '@carnet/contract';
import {
  type ImportFile,
  ImportFormatError,
  type ParsedFile,
  type ParsedTrade,
  type ParseError,
  type PlatformParser,
} from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { readHtmlRows } from '../metatrader/read-html-rows.ts';
import { columnIndexes, findSection, type ReportRow, valueAfterLabel } from '../metatrader/report-rows.ts';
import { type Mt4Columns, readMt4TradeRow } from './mt4-trade-row.ts';

// MetaTrader 4 « Statement » and « Detailed Statement » (HTML, Windows-1252): FORMATS.md. Sections follow each
// other in one table: « Closed Transactions: » (ended by its « Closed P/L: » row), « Open Trades: », « Working
// Orders: », « Summary: », and in the detailed one « Details: » with « Total Trades: ».

const EXPECTED = 'relevé MetaTrader 4 (Statement)';
const CLOSED_TITLE = 'Closed Transactions:';
const OPEN_TITLE = 'Open Trades:';
// A trade table ends at its totals row, or at the next section when a build writes none.
const SECTION_ENDS = new Set([
  'Closed P/L:',
  'Floating P/L:',
  OPEN_TITLE,
  'Working Orders:',
  'Summary:',
  'Details:',
]);

const damaged = (why: string) => new ImportFormatError(IMPORT_MESSAGES.unknownFormat(`${EXPECTED}, ${why}`));

const TRADE_COLUMNS = {
  ticket: ['Ticket', 1],
  openTime: ['Open Time', 1],
  type: ['Type', 1],
  size: ['Size', 1],
  item: ['Item', 1],
  openPrice: ['Price', 1],
  stopLoss: ['S / L', 1],
  takeProfit: ['T / P', 1],
  commission: ['Commission', 1],
  swap: ['Swap', 1],
  profit: ['Profit', 1],
} as const;

function columnsOf(header: ReportRow | undefined, isClosed: boolean): Mt4Columns | null {
  const cells = header?.cells ?? [];
  const found = columnIndexes(cells, TRADE_COLUMNS);
  if (found === null) return null;
  const taxes = cells.indexOf('Taxes');
  const closeTime = cells.indexOf('Close Time');
  const closePrice = columnIndexes(cells, { closePrice: ['Price', 2] })?.closePrice ?? -1;
  if (isClosed && (closeTime < 0 || closePrice < 0)) return null;
  return {
    ...found,
    taxes: taxes < 0 ? null : taxes,
    closeTime: isClosed ? closeTime : null,
    closePrice: isClosed ? closePrice : null,
  };
}

/** The rows of one section: from after its header to the first totals or title row (its end), or null if none. */
function sectionBody(rows: readonly ReportRow[], titleAt: number): readonly ReportRow[] | null {
  for (let index = titleAt + 2; index < rows.length; index += 1) {
    const filled = rows[index]?.cells.filter((cell) => cell !== '') ?? [];
    if (filled.some((cell) => SECTION_ENDS.has(cell))) return rows.slice(titleAt + 2, index);
  }
  return null;
}

function readSection(
  rows: readonly ReportRow[],
  title: string,
  isClosed: boolean,
): { trades: ParsedTrade[]; errors: ParseError[] } {
  const titleAt = findSection(rows, title);
  const trades: ParsedTrade[] = [];
  const errors: ParseError[] = [];
  if (titleAt < 0) return { trades, errors };
  const columns = columnsOf(rows[titleAt + 1], isClosed);
  if (columns === null) throw damaged(`en-tête de « ${title} » inattendu`);
  const body = sectionBody(rows, titleAt);
  // A file cut inside the table loses its totals row: importing the trades before the cut would look complete.
  if (body === null) throw damaged(`tableau « ${title} » tronqué`);
  for (const row of body) {
    const read = readMt4TradeRow(row, columns);
    if (read === null) continue;
    if ('externalId' in read) trades.push(read);
    else errors.push(read);
  }
  return { trades, errors };
}

function statedTotals(rows: readonly ReportRow[]): ParsedFile['stated'] {
  const stated: ParsedFile['stated'] = {};
  const totalTrades = valueAfterLabel(rows, 'Total Trades:');
  if (totalTrades !== null && /^\d+$/.test(totalTrades)) stated.closedCount = Number(totalTrades);
  const netTotal = readDecimal(valueAfterLabel(rows, 'Closed Trade P/L:'));
  if (netTotal !== null) stated.netTotal = netTotal;
  return stated;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export const mt4StatementParser = {
  platform: 'MT4_STATEMENT' as const,
  detect(file: ImportFile): boolean {
    if (ZIP_SIGNATURE.every((byte, index) => file.bytes[index] === byte)) return false;
    const text = file.text();
    return (
      /<html/i.test(text.slice(0, 4096)) && text.includes(CLOSED_TITLE) && !text.includes('Strategy Tester')
    );
  },
  parse(file: ImportFile): ParsedFile {
    const rows = readHtmlRows(file.text());
    if (findSection(rows, CLOSED_TITLE) < 0) throw damaged(`section « ${CLOSED_TITLE} » introuvable`);
    const closed = readSection(rows, CLOSED_TITLE, true);
    const open = readSection(rows, OPEN_TITLE, false);
    return {
      platform: 'MT4_STATEMENT',
      trades: [...closed.trades, ...open.trades],
      errors: [...closed.errors, ...open.errors].sort((a, b) => a.line - b.line),
      stated: statedTotals(rows),
      timeZoneHint: null,
    };
  },
} satisfies PlatformParser;
