import { ASSET_TYPES, type AssetType, IMPORT_MESSAGES } from '@carnet/contract';
import { isDirection, normalizeDecimal, restoreNeutralised } from '@carnet/domain';
import type {
  ImportFile,
  LocalDateTime,
  ParsedExit,
  ParsedFile,
  ParsedTrade,
  ParseError,
} from '../../parsed-file.ts';
import { ImportFormatError, type PlatformParser } from '../../parsed-file.ts';
import { type CsvTable, csvHeader, readCsvTable } from '../csv-table.ts';
import { localDateTime } from '../local-time.ts';
import { fileId, rankedRowIds } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import { readJournal } from './journal-cells.ts';
import {
  ITEM_SEPARATOR,
  PART_SEPARATOR,
  TRADES_CSV_HEADER,
  type TradesCsvColumn,
} from './trades-csv-format.ts';

// Carnet's own `trades.csv` (trades-csv-format.ts), read back for the round trip of docs/rules/imports.md. Its
// times are UTC instants: they become UTC wall-clock times (milliseconds kept) and the file proposes the zone UTC.
// Each row's position goes the pipeline's way; what the trader journaled (targets, texts, tags, plan, risk,
// compliance, checklist, recorded money source, configuration by name) is its journal part (journal-cells.ts).
// The columns `capital_account` (the file's account by name) and the id behind `CARNET-<id>` are not read: the
// trades go into the account chosen for the import, and `external_id` keeps them unique there.

const EXPECTED = `un export trades.csv de Carnet (${TRADES_CSV_HEADER.slice(0, 4).join(', ')}, …)`;
const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z$/;

/**
 * The header is the file's signature and only ever grows at its end: every layout Carnet has written is read,
 * the columns a layout lacks reading as empty. 35: the first layout (docs/rules/imports.md); then the
 * configuration's type, score, recommended risk, reasons and checklist; 41: the last stop. Empty
 * columns a spreadsheet added after them are no column (docs/rules/imports.md#spreadsheet-copies).
 */
const LAYOUT_WIDTHS = [35, 40, TRADES_CSV_HEADER.length];

const isExportHeader = (header: readonly string[]) => {
  const named = header.slice(0, header.findLastIndex((column) => column !== '') + 1);
  return LAYOUT_WIDTHS.includes(named.length) && named.every((column, i) => column === TRADES_CSV_HEADER[i]);
};

const COLUMN_INDEX = Object.fromEntries(TRADES_CSV_HEADER.map((column, index) => [column, index])) as Record<
  TradesCsvColumn,
  number
>;

const isAssetType = (text: string): text is AssetType => ASSET_TYPES.some((type) => type === text);

/** `2026-11-17T09:00:00.000Z` → `2026-11-17T09:00:00`, `…:00.250Z` → `…:00.250` (LocalDateTime). */
function utcWallClock(text: string | undefined): LocalDateTime | null {
  const parts = ISO_UTC.exec(text ?? '');
  if (!parts) return null;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '', fraction = ''] = parts;
  const time = localDateTime(year, month, day, hour, minute, second);
  const milliseconds = fraction.padEnd(3, '0');
  return time === null || Number(milliseconds) === 0 ? time : `${time}.${milliseconds}`;
}

/** The `price@quantity@time` items of the exits cell, or a reason when one is unreadable. */
function readExits(cell: string): ParsedExit[] | string {
  if (cell === '') return [];
  const exits: ParsedExit[] = [];
  for (const item of cell.split(ITEM_SEPARATOR)) {
    const [rawPrice, rawQuantity, rawTime] = item.split(PART_SEPARATOR);
    const price = normalizeDecimal(rawPrice);
    const quantity = normalizeDecimal(rawQuantity);
    const time = utcWallClock(rawTime);
    if (price === null) return ROW_PROBLEMS.price;
    if (quantity === null) return ROW_PROBLEMS.quantity;
    if (time === null) return ROW_PROBLEMS.time;
    exits.push({ price, quantity, time });
  }
  return exits;
}

/**
 * A closed trade saved before exits were recorded (docs/rules/trades.md) has none: its close price for the whole quantity
 * at its close date is what happened, as an exits item.
 */
function closingExit(read: (column: TradesCsvColumn) => string, quantity: string): string {
  if (read('status') !== 'CLOSED' || read('close_price') === '') return '';
  return [read('close_price'), quantity, read('close_date')].join(PART_SEPARATOR);
}

/** One row as the pipeline's trade, or the reason it cannot be read. */
function readRow(line: number, read: (column: TradesCsvColumn) => string): ParsedTrade | string {
  const direction = read('direction');
  if (!isDirection(direction)) return ROW_PROBLEMS.side;
  const assetName = restoreNeutralised(read('asset_name'));
  if (assetName === '') return ROW_PROBLEMS.symbol;
  const quantity = normalizeDecimal(read('quantity'));
  if (quantity === null) return ROW_PROBLEMS.quantity;
  const entryPrice = normalizeDecimal(read('entry_price'));
  const hasStop = read('stop_loss_price') !== '';
  const stopLossPrice = hasStop ? normalizeDecimal(read('stop_loss_price')) : null;
  if (entryPrice === null || (hasStop && stopLossPrice === null)) return ROW_PROBLEMS.price;
  const entryTime = utcWallClock(read('entry_date'));
  if (entryTime === null) return ROW_PROBLEMS.time;
  const isOpen = read('status') !== 'CLOSED';
  const exits = readExits(read('exits') || closingExit(read, quantity));
  if (typeof exits === 'string') return exits;
  const journal = readJournal(read);
  if (typeof journal === 'string') return journal;
  const fees = normalizeDecimal(read('fees') || '0');
  const swap = normalizeDecimal(read('swap') || '0');
  // An ESTIMATED net follows from the gross recorded beside it (ParsedJournal); any other is the file's own.
  const statesNet = !isOpen && journal.pnl_source !== 'ESTIMATED';
  const netPnl = statesNet ? normalizeDecimal(read('pnl_amount')) : null;
  if (fees === null || swap === null || (statesNet && netPnl === null)) return ROW_PROBLEMS.money;
  const assetType = read('asset_type');
  const [firstTarget] = read('take_profits').split(PART_SEPARATOR);
  return {
    line,
    externalId: fileId(restoreNeutralised(read('external_id'))),
    assetName,
    assetType: isAssetType(assetType) ? assetType : null,
    direction,
    quantity,
    entryPrice,
    entryTime,
    stopLossPrice,
    lastStopPrice: normalizeDecimal(read('last_stop_price')),
    takeProfitPrice: normalizeDecimal(firstTarget),
    exits,
    fees,
    swap,
    netPnl,
    journal,
  };
}

function readTable(table: CsvTable): ParsedFile {
  const trades: ParsedTrade[] = [];
  const errors: ParseError[] = [];
  // A row whose id was emptied by hand is known by its values (row-id.ts): an empty id is no identity.
  const idOf = rankedRowIds('CARNET');
  for (const row of table.rows) {
    const read = (column: TradesCsvColumn) => row.cells[COLUMN_INDEX[column]] ?? '';
    const trade = readRow(row.line, read);
    if (typeof trade === 'string')
      errors.push({ line: row.line, message: IMPORT_MESSAGES.unreadableRow(trade) });
    else if (trade.externalId !== '') trades.push(trade);
    else {
      const { assetName, direction, entryTime, quantity, entryPrice } = trade;
      trades.push({ ...trade, externalId: idOf([assetName, direction, entryTime, quantity, entryPrice]) });
    }
  }
  return { platform: 'CARNET_TRADES', trades, errors, stated: {}, timeZoneHint: 'UTC', timeZoneStated: true };
}

/** `trades.csv` as `GET /api/v1/exports/trades.csv` writes it, recognised by its exact header. */
export const carnetTradesParser: PlatformParser = {
  platform: 'CARNET_TRADES',
  detect: (file: ImportFile) => isExportHeader(csvHeader(file.text())),
  parse(file: ImportFile): ParsedFile {
    const table = readCsvTable(file.text());
    if (!isExportHeader(table.header)) {
      throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    }
    return readTable(table);
  },
};
