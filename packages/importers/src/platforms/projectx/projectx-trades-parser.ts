import { IMPORT_MESSAGES } from '@carnet/contract';
import type { Direction } from '@carnet/domain';
import { contractRoot, Decimal, toDecimalString } from '@carnet/domain';
import type {
  ImportFile,
  LocalDateTime,
  ParsedFile,
  ParsedTrade,
  ParseError,
  PlatformParser,
} from '../../parsed-file.ts';
import { ImportFormatError } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { cellsByName, csvHeader, readCsvTable } from '../csv-table.ts';
import type { FillCell } from '../fill-csv.ts';
import { readUsDateTime, utcOfOffsetTime } from '../local-time.ts';
import { hashedRowId } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';

const COLUMNS = [
  'Id',
  'ContractName',
  'EnteredAt',
  'ExitedAt',
  'EntryPrice',
  'ExitPrice',
  'Fees',
  'PnL',
  'Size',
  'Type',
] as const;
const EXPECTED = `trades_export de TopstepX / ProjectX (colonnes ${COLUMNS.join(', ')})`;
const TYPES: Readonly<Record<string, Direction>> = { long: 'LONG', short: 'SHORT' };
// `04/28/2025 14:30:05 -04:00`, seconds sometimes with a fraction (dropped, as every platform truncates them).
const OFFSET_TIME = /^(\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:\d{2})(?:\.\d+)?\s*([+-]\d{2}:?\d{2})$/;

/** One row: an entry paired with an exit, the profit and the fees ProjectX gives it. */
type Pairing = {
  line: number;
  id: string;
  contract: string;
  direction: Direction;
  size: Decimal;
  entryPrice: Decimal;
  exitPrice: Decimal;
  enteredAt: LocalDateTime;
  exitedAt: LocalDateTime;
  pnl: Decimal;
  fees: Decimal;
};

/**
 * TopstepX / ProjectX « trades_export.csv » (docs/import-formats.md#projectx): one row per entry/exit pairing, with
 * its gross `PnL`, `Fees` and (newer exports) `Commissions`. The rows of one contract and side whose times overlap
 * are one position from flat to flat (a partial exit is a row of its own); its money is the rows' own, net = Σ PnL
 * − fees − commissions: prices only cross-check it. Times carry the trader's own offset, so they are read as UTC
 * instants, whatever the offset of each row. A trade's id is its first row's `Id`.
 */
export const projectXTradesParser = {
  platform: 'PROJECTX_TRADES',
  detect: (file: ImportFile) => {
    const header = csvHeader(file.text());
    return header.includes('ContractName') && header.includes('EnteredAt') && header.includes('TradeDay');
  },
  parse(file: ImportFile): ParsedFile {
    const table = readCsvTable(file.text());
    if (!COLUMNS.every((column) => table.header.includes(column))) {
      throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    }
    const pairings: Pairing[] = [];
    const errors: ParseError[] = [];
    for (const row of table.rows) {
      const pairing = readPairing(cellsByName(table.header, row), row.line);
      if (typeof pairing === 'string')
        errors.push({ line: row.line, message: IMPORT_MESSAGES.unreadableRow(pairing) });
      else pairings.push(pairing);
    }
    const rowNet = pairings.reduce((total, row) => total.plus(row.pnl).minus(row.fees), new Decimal(0));
    return {
      platform: 'PROJECTX_TRADES',
      trades: positionsOf(pairings).map(tradeOf),
      errors,
      stated: { rowPnlSum: toDecimalString(rowNet) },
      timeZoneHint: 'UTC',
      timeZoneStated: true,
    };
  },
} satisfies PlatformParser;

function readPairing(cell: FillCell, line: number): Pairing | string {
  const contract = cell('ContractName')?.trim() ?? '';
  if (contract === '') return ROW_PROBLEMS.symbol;
  const direction = TYPES[cell('Type')?.trim().toLowerCase() ?? ''];
  if (direction === undefined) return ROW_PROBLEMS.side;
  const size = readDecimal(cell('Size'));
  if (size === null || size === '0' || size.startsWith('-')) return ROW_PROBLEMS.quantity;
  const entryPrice = readDecimal(cell('EntryPrice'));
  const exitPrice = readDecimal(cell('ExitPrice'));
  if (entryPrice === null || exitPrice === null) return ROW_PROBLEMS.price;
  const enteredAt = readOffsetTime(cell('EnteredAt') ?? '');
  const exitedAt = readOffsetTime(cell('ExitedAt') ?? '');
  if (enteredAt === null || exitedAt === null) return ROW_PROBLEMS.time;
  const pnl = readDecimal(cell('PnL'));
  const fees = [cell('Fees'), cell('Commissions')].map((amount) => readDecimal(amount?.trim() || '0'));
  if (pnl === null || fees.some((fee) => fee === null)) return ROW_PROBLEMS.money;
  return {
    line,
    id:
      cell('Id')?.trim() ||
      hashedRowId('projectx', [contract, direction, enteredAt, exitedAt, size, entryPrice, exitPrice]),
    contract,
    direction,
    size: new Decimal(size),
    entryPrice: new Decimal(entryPrice),
    exitPrice: new Decimal(exitPrice),
    enteredAt,
    exitedAt,
    pnl: new Decimal(pnl),
    fees: fees.reduce((total: Decimal, fee) => total.plus(new Decimal(fee ?? 0).abs()), new Decimal(0)),
  };
}

function readOffsetTime(raw: string): LocalDateTime | null {
  const m = OFFSET_TIME.exec(raw.trim());
  const local = m?.[1] === undefined ? null : readUsDateTime(m[1]);
  return local === null || m?.[2] === undefined ? null : utcOfOffsetTime(local, m[2]);
}

/**
 * The pairings grouped into positions: by contract and side, in entry order, a row entered before the position's
 * last exit (or with its last entry) belongs to it; one entered at or after it starts the next position.
 */
function positionsOf(pairings: readonly Pairing[]): Pairing[][] {
  const ordered = [...pairings].sort(
    (a, b) => compare(a.enteredAt, b.enteredAt) || compare(a.exitedAt, b.exitedAt) || a.line - b.line,
  );
  const positions: Pairing[][] = [];
  const open = new Map<string, { rows: Pairing[]; entered: LocalDateTime; until: LocalDateTime }>();
  for (const pairing of ordered) {
    const key = JSON.stringify([pairing.contract, pairing.direction]);
    const current = open.get(key);
    if (
      current !== undefined &&
      (pairing.enteredAt < current.until || pairing.enteredAt === current.entered)
    ) {
      current.rows.push(pairing);
      current.entered = pairing.enteredAt;
      if (pairing.exitedAt > current.until) current.until = pairing.exitedAt;
    } else {
      const rows = [pairing];
      positions.push(rows);
      open.set(key, { rows, entered: pairing.enteredAt, until: pairing.exitedAt });
    }
  }
  return positions;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function tradeOf(rows: readonly Pairing[]): ParsedTrade {
  const [first] = rows;
  if (first === undefined) throw new Error('a position has at least one row');
  const quantity = rows.reduce((total, row) => total.plus(row.size), new Decimal(0));
  const cost = rows.reduce((total, row) => total.plus(row.entryPrice.times(row.size)), new Decimal(0));
  const gross = rows.reduce((total, row) => total.plus(row.pnl), new Decimal(0));
  const fees = rows.reduce((total, row) => total.plus(row.fees), new Decimal(0));
  const exits = [...rows].sort((a, b) => compare(a.exitedAt, b.exitedAt) || a.line - b.line);
  return {
    line: first.line,
    externalId: first.id,
    assetName: first.contract,
    assetType: contractRoot(first.contract) === null ? null : 'FUTURES',
    direction: first.direction,
    quantity: toDecimalString(quantity),
    entryPrice: toDecimalString(cost.dividedBy(quantity).toDecimalPlaces(10)),
    entryTime: first.enteredAt,
    stopLossPrice: null,
    takeProfitPrice: null,
    exits: exits.map((row) => ({
      price: toDecimalString(row.exitPrice),
      quantity: toDecimalString(row.size),
      time: row.exitedAt,
    })),
    fees: toDecimalString(fees),
    swap: '0',
    netPnl: toDecimalString(gross.minus(fees)),
    // The rows' own PnL, which the reconciliation's price check compares with the prices.
    statedGross: toDecimalString(gross),
  };
}
