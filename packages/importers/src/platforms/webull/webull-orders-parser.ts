import { Decimal, type Fill } from '@carnet/domain';
import type { ImportFile, LocalDateTime, ParsedFile, PlatformParser } from '../../parsed-file.ts';
import { type NumberStyle, readDecimal } from '../../read-decimal.ts';
import { csvHeader } from '../csv-table.ts';
import { type FillCell, readFillsCsv } from '../fill-csv.ts';
import { type FillsPlatform, parsedFileOfFills } from '../fill-trades.ts';
import { readUsDateTime } from '../local-time.ts';
import { hashedRowId } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';

const COLUMNS = [
  'Symbol',
  'Side',
  'Status',
  'Filled',
  'Total Qty',
  'Avg Price',
  'Placed Time',
  'Filled Time',
] as const;
const EXPECTED = `historique des ordres Webull (colonnes ${COLUMNS.join(', ')})`;

// Webull writes New York's clock with its abbreviation: `10/24/2025 12:17:43 EDT`.
const NEW_YORK_TIME = /^(.+?)\s+(EDT|EST)$/;
const WEBULL: FillsPlatform = {
  platform: 'WEBULL_ORDERS',
  assetTypeOf: () => 'STOCK',
  timeZoneHint: 'America/New_York',
  timeZoneStated: true,
};

// `Short` opens a short (a sell that may open); `Sell` only sells shares held; `Buy` buys or covers a short.
const SIDES: Readonly<Record<string, Pick<Fill, 'side' | 'effect'>>> = {
  buy: { side: 'BUY', effect: null },
  sell: { side: 'SELL', effect: 'CLOSE' },
  short: { side: 'SELL', effect: 'OPEN' },
};

/**
 * Webull « Orders Records » (docs/import-formats.md#webull): one row per order, newest first, US stocks long and
 * short, no fees and no P&L column. Every order that filled shares is a fill at its `Avg Price` — a `Cancelled`
 * order that filled part of its quantity first included —, paired FIFO per symbol: money comes from prices alone.
 * A `Sell` never opens a short, so one with nothing held closes a position from before the file (an orphan close,
 * reported). The orders have no id: a fill's id hashes the order's own values (symbol, side, placed time, total
 * quantity).
 */
export const webullOrdersParser = {
  platform: 'WEBULL_ORDERS',
  detect: (file: ImportFile) => {
    const header = csvHeader(file.text());
    return header.includes('Avg Price') && header.includes('Placed Time') && header.includes('Time-in-Force');
  },
  parse(file: ImportFile): ParsedFile {
    let fillCount = 0;
    const { fills, errors } = readFillsCsv(
      file,
      { columns: COLUMNS, expected: EXPECTED },
      (cell, line, _errors, style) => {
        if (!filledShares(cell, style)) return null;
        fillCount += 1;
        return readFill(cell, line, style);
      },
    );
    return { ...parsedFileOfFills(fills.reverse(), errors, WEBULL), stated: { fillCount } };
  },
} satisfies PlatformParser;

/** True when the order filled shares (whatever its status): an empty or zero `Filled` is an order that did not. */
function filledShares(cell: FillCell, style: NumberStyle): boolean {
  const filled = cell('Filled')?.trim() ?? '';
  return filled !== '' && readDecimal(filled, style) !== '0';
}

function readFill(cell: FillCell, line: number, style: NumberStyle): Fill | string {
  const symbol = cell('Symbol')?.trim() ?? '';
  if (symbol === '') return ROW_PROBLEMS.symbol;
  const side = SIDES[cell('Side')?.trim().toLowerCase() ?? ''];
  if (side === undefined) return ROW_PROBLEMS.side;
  const quantity = readDecimal(cell('Filled'), style);
  if (quantity === null) return ROW_PROBLEMS.quantity;
  const price = readDecimal(cell('Avg Price'), style);
  if (price === null) return ROW_PROBLEMS.price;
  const time = readNewYorkTime(cell('Filled Time') ?? '');
  const placed = readNewYorkTime(cell('Placed Time') ?? '');
  if (time === null || placed === null) return ROW_PROBLEMS.time;
  const totalQuantity = readDecimal(cell('Total Qty'), style) ?? quantity;
  return {
    id: hashedRowId('webull', [symbol, cell('Side')?.trim().toLowerCase() ?? '', placed, totalQuantity]),
    line,
    account: '',
    symbol,
    ...side,
    quantity: new Decimal(quantity),
    price: new Decimal(price),
    time,
    fee: new Decimal(0),
  };
}

function readNewYorkTime(raw: string): LocalDateTime | null {
  const m = NEW_YORK_TIME.exec(raw.trim());
  return m?.[1] === undefined ? null : readUsDateTime(m[1]);
}
