import { IMPORT_MESSAGES } from '@carnet/contract';
import { ImportFormatError, type ParsedFile } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { type PositionColumns, type PositionRowRules, readPositionRows } from '../metatrader/position-row.ts';
import {
  columnIndexes,
  findSection,
  isSectionTitle,
  type ReportRow,
  valueAfterLabel,
} from '../metatrader/report-rows.ts';

// MetaTrader 5 « Trade History Report », HTML or XLSX alike (FORMATS.md): sections Positions, Orders, Deals,
// Open Positions, Working Orders, then the account summary and Results. Trades come from Positions (one row per
// closed position) and Open Positions; Orders and Deals repeat them fill by fill and are not read.

export const MT5_EXPECTED = 'rapport d’historique MetaTrader 5 (Trade History Report)';

export const mt5Damaged = (why: string) =>
  new ImportFormatError(IMPORT_MESSAGES.unknownFormat(`${MT5_EXPECTED}, ${why}`));

const SECTION_TITLES = ['Positions', 'Orders', 'Deals', 'Open Positions', 'Working Orders', 'Results'];

/** Every row of Positions is a buy or a sell; a blank Commission or Swap is none. */
const MT5_RULES: PositionRowRules = { notTrades: new Set(), isBlankChargeZero: true };

const POSITION_COLUMNS = {
  openTime: ['Time', 1],
  id: ['Position', 1],
  symbol: ['Symbol', 1],
  type: ['Type', 1],
  volume: ['Volume', 1],
  openPrice: ['Price', 1],
  stopLoss: ['S / L', 1],
  takeProfit: ['T / P', 1],
  swap: ['Swap', 1],
  profit: ['Profit', 1],
} as const;

/** The columns of a « Positions » / « Open Positions » header (closing fields only when closed). */
function columnsOf(header: ReportRow | undefined, isClosed: boolean): PositionColumns | null {
  const cells = header?.cells ?? [];
  const found = columnIndexes(cells, POSITION_COLUMNS);
  const closing = columnIndexes(cells, { closeTime: ['Time', 2], closePrice: ['Price', 2] });
  if (found === null || (isClosed && closing === null)) return null;
  const commission = cells.indexOf('Commission');
  return {
    ...found,
    charges: [commission < 0 ? null : commission],
    closeTime: isClosed ? (closing?.closeTime ?? null) : null,
    closePrice: isClosed ? (closing?.closePrice ?? null) : null,
  };
}

function readSection(rows: readonly ReportRow[], title: string, isClosed: boolean) {
  const titleAt = findSection(rows, title);
  if (titleAt < 0) return { trades: [], errors: [] };
  const columns = columnsOf(rows[titleAt + 1], isClosed);
  if (columns === null) throw mt5Damaged(`en-tête de « ${title} » inattendu`);
  const body = rows.slice(titleAt + 2);
  const end = body.findIndex((row) => SECTION_TITLES.some((next) => isSectionTitle(row, next)));
  return readPositionRows(end < 0 ? body : body.slice(0, end), columns, MT5_RULES);
}

/**
 * Trades, line errors and the stated Total Net Profit of a report's rows. A report without Positions, or cut before
 * its Results (a truncated file), is refused whole.
 */
export function readMt5Report(rows: readonly ReportRow[]): ParsedFile {
  if (findSection(rows, 'Positions') < 0) throw mt5Damaged('section « Positions » introuvable');
  const resultsAt = findSection(rows, 'Results');
  const netTotal = resultsAt < 0 ? null : readDecimal(valueAfterLabel(rows, 'Total Net Profit:', resultsAt));
  if (netTotal === null) throw mt5Damaged('« Total Net Profit » des Results introuvable (fichier tronqué ?)');
  const closed = readSection(rows, 'Positions', true);
  const open = readSection(rows, 'Open Positions', false);
  return {
    platform: 'MT5_REPORT',
    trades: [...closed.trades, ...open.trades],
    errors: [...closed.errors, ...open.errors].sort((a, b) => a.line - b.line),
    // « Total Trades » counts closing deals (a partial close counts twice), not positions: left out.
    stated: { netTotal },
    timeZoneHint: null,
  };
}
