import { readDecimal } from '../../read-decimal.ts';
import { readPrice } from '../../read-price.ts';
import type { FillCell } from '../fill-csv.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import { tradovateNotation } from './tradovate-price-format.ts';

/** A Tradovate fill's side, quantity and price (in the row's own price notation), as canonical decimals. */
export type TradovateFillCells = { side: 'buy' | 'sell'; quantity: string; price: string };

/**
 * The side, quantity and price of a Tradovate row, each export naming its quantity and price columns its own way
 * (Fills: `Quantity`, `Price`; Orders: `filledQty`, `avgPrice`); the row's problem when one cannot be read.
 */
export function readTradovateFillCells(
  cell: FillCell,
  columns: { quantity: string; price: string },
): TradovateFillCells | string {
  const side = cell('B/S')?.trim().toLowerCase();
  if (side !== 'buy' && side !== 'sell') return ROW_PROBLEMS.side;
  const quantity = readDecimal(cell(columns.quantity));
  if (quantity === null) return ROW_PROBLEMS.quantity;
  const notation = tradovateNotation(cell);
  if (notation === null) return ROW_PROBLEMS.price;
  const price = readPrice(cell(columns.price), undefined, notation);
  if (price === null) return ROW_PROBLEMS.price;
  return { side, quantity, price };
}
