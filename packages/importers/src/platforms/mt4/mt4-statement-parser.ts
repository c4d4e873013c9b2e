import { IMPORT_MESSAGES } from '@carnet/contract';
import {
  type ImportFile,
  ImportFormatError,
  type ParsedFile,
  type PlatformParser,
} from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { type PositionColumns, type PositionRowRules, readPositionRows } from '../metatrader/position-row.ts';
import { readHtmlRows } from '../metatrader/read-html-rows.ts';
import { columnIndexes, findSection, type ReportRow, valueAfterLabel } from '../metatrader/report-rows.ts';
import { closedNetSum } from '../stated-figures.ts';

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

// Rows of the trade tables that are not trades (docs/rules/imports.md): deposits and financing (`balance`, `credit`) and the
// pending orders MetaTrader lists as cancelled (or, in Working Orders, still waiting). A blank amount is unreadable.
const MT4_RULES: PositionRowRules = {
  notTrades: new Set([
    'balance',
    'credit',
    'buy limit',
    'sell limit',
    'buy stop',
    'sell stop',
    'buy stop limit',
    'sell stop limit',
  ]),
  isBlankChargeZero: false,
};

const TRADE_COLUMNS = {
  id: ['Ticket', 1],
  openTime: ['Open Time', 1],
  type: ['Type', 1],
  volume: ['Size', 1],
  symbol: ['Item', 1],
  openPrice: ['Price', 1],
  stopLoss: ['S / L', 1],
  takeProfit: ['T / P', 1],
  commission: ['Commission', 1],
  swap: ['Swap', 1],
  profit: ['Profit', 1],
} as const;

/** The columns of a « Closed Transactions: » / « Open Trades: » header (Taxes: older builds lack it). */
function columnsOf(header: ReportRow | undefined, isClosed: boolean): PositionColumns | null {
  const cells = header?.cells ?? [];
  const found = columnIndexes(cells, TRADE_COLUMNS);
  if (found === null) return null;
  const taxes = cells.indexOf('Taxes');
  const closeTime = cells.indexOf('Close Time');
  const closePrice = columnIndexes(cells, { closePrice: ['Price', 2] })?.closePrice ?? -1;
  if (isClosed && (closeTime < 0 || closePrice < 0)) return null;
  const { commission, ...fields } = found;
  return {
    ...fields,
    charges: [commission, taxes < 0 ? null : taxes],
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

function readSection(rows: readonly ReportRow[], title: string, isClosed: boolean) {
  const titleAt = findSection(rows, title);
  if (titleAt < 0) return { trades: [], errors: [] };
  const columns = columnsOf(rows[titleAt + 1], isClosed);
  if (columns === null) throw damaged(`en-tête de « ${title} » inattendu`);
  const body = sectionBody(rows, titleAt);
  // A file cut inside the table loses its totals row: importing the trades before the cut would look complete.
  if (body === null) throw damaged(`tableau « ${title} » tronqué`);
  return readPositionRows(body, columns, MT4_RULES);
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
      stated: { ...statedTotals(rows), rowPnlSum: closedNetSum(closed.trades) },
      timeZoneHint: null,
    };
  },
} satisfies PlatformParser;
