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
import { closedNetSum } from '../stated-figures.ts';
import { MT5_VOCABULARIES, type Mt5Vocabulary, sectionTitles } from './mt5-vocabulary.ts';

// MetaTrader 5 « Trade History Report », HTML or XLSX alike (FORMATS.md): sections Positions, Orders, Deals,
// Open Positions, Working Orders, then the account summary and Results, named in the terminal's language
// (mt5-vocabulary.ts). Trades come from Positions (one row per closed position) and Open Positions; Orders and Deals
// repeat them fill by fill and are not read.

export const MT5_EXPECTED = 'rapport d’historique MetaTrader 5 (Trade History Report)';

export const mt5Damaged = (why: string) =>
  new ImportFormatError(IMPORT_MESSAGES.unknownFormat(`${MT5_EXPECTED}, ${why}`));

/** Every row of Positions is a buy or a sell; a blank Commission or Swap is none. */
const MT5_RULES: PositionRowRules = { notTrades: new Set(), isBlankChargeZero: true };

/** The Positions header's columns in a language's words (closing time and price: the second Time and Price). */
function positionColumns({ columns }: Mt5Vocabulary) {
  return {
    openTime: [columns.time, 1],
    id: [columns.position, 1],
    symbol: [columns.symbol, 1],
    type: [columns.type, 1],
    volume: [columns.volume, 1],
    openPrice: [columns.price, 1],
    stopLoss: [columns.stopLoss, 1],
    takeProfit: [columns.takeProfit, 1],
    profit: [columns.profit, 1],
  } as const;
}

/** The columns of a « Positions » / « Open Positions » header (closing fields only when closed). */
function columnsOf(
  header: ReportRow | undefined,
  isClosed: boolean,
  vocabulary: Mt5Vocabulary,
): PositionColumns | null {
  const cells = header?.cells ?? [];
  const { time, price, commission: commissionName, swap: swapNames } = vocabulary.columns;
  const found = columnIndexes(cells, positionColumns(vocabulary));
  const closing = columnIndexes(cells, { closeTime: [time, 2], closePrice: [price, 2] });
  const swap = cells.findIndex((cell) => swapNames.includes(cell));
  if (found === null || swap < 0 || (isClosed && closing === null)) return null;
  const commission = cells.indexOf(commissionName);
  return {
    ...found,
    swap,
    charges: [commission < 0 ? null : commission],
    closeTime: isClosed ? (closing?.closeTime ?? null) : null,
    closePrice: isClosed ? (closing?.closePrice ?? null) : null,
  };
}

function readSection(
  rows: readonly ReportRow[],
  title: string | null,
  isClosed: boolean,
  vocabulary: Mt5Vocabulary,
) {
  const titleAt = title === null ? -1 : findSection(rows, title);
  if (title === null || titleAt < 0) return { trades: [], errors: [] };
  const columns = columnsOf(rows[titleAt + 1], isClosed, vocabulary);
  if (columns === null) throw mt5Damaged(`en-tête de « ${title} » inattendu`);
  const body = rows.slice(titleAt + 2);
  const titles = sectionTitles(vocabulary);
  const end = body.findIndex((row) => titles.some((next) => isSectionTitle(row, next)));
  return readPositionRows(end < 0 ? body : body.slice(0, end), columns, MT5_RULES);
}

/** The language whose Positions section and header the rows hold, or null. */
export function reportVocabularyOf(rows: readonly ReportRow[]): Mt5Vocabulary | null {
  return (
    MT5_VOCABULARIES.find((vocabulary) => {
      const at = findSection(rows, vocabulary.sections.positions);
      return at >= 0 && columnsOf(rows[at + 1], true, vocabulary) !== null;
    }) ?? null
  );
}

/** True when the rows hold a Positions section in one of the report's languages. */
export function hasPositionsSection(rows: readonly ReportRow[]): boolean {
  return MT5_VOCABULARIES.some(({ sections }) => findSection(rows, sections.positions) >= 0);
}

/**
 * Trades, line errors and the stated Total Net Profit of a report's rows. A report without Positions, or cut before
 * its Results (a truncated file), is refused whole.
 */
export function readMt5Report(rows: readonly ReportRow[]): ParsedFile {
  if (!hasPositionsSection(rows)) throw mt5Damaged('section « Positions » introuvable');
  const vocabulary = reportVocabularyOf(rows);
  if (vocabulary === null) throw mt5Damaged('en-tête de « Positions » inattendu');
  const { sections, netProfit } = vocabulary;
  const from = findSection(rows, sections.results ?? sections.positions);
  const netTotal = from < 0 ? null : readDecimal(valueAfterLabel(rows, netProfit, from));
  if (netTotal === null) throw mt5Damaged(`« ${netProfit} » des résultats introuvable (fichier tronqué ?)`);
  const closed = readSection(rows, sections.positions, true, vocabulary);
  const open = readSection(rows, sections.openPositions, false, vocabulary);
  return {
    platform: 'MT5_REPORT',
    trades: [...closed.trades, ...open.trades],
    errors: [...closed.errors, ...open.errors].sort((a, b) => a.line - b.line),
    // « Total Trades » counts closing deals (a partial close counts twice), not positions: left out.
    stated: { netTotal, rowPnlSum: closedNetSum(closed.trades) },
    timeZoneHint: null,
  };
}
