import type { Decimal } from '../decimal.ts';
import type { Direction } from '../types.ts';

/** A buy or a sell as a platform lists it (one execution, or one leg of a platform's fill pair). */
export type Fill = {
  /** The platform's fill, execution or order id (unique in the file). */
  id: string;
  /** File line the fill was read on, for error lines. */
  line: number;
  account: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  /** > 0; a fill of zero or less is reported, never used. */
  quantity: Decimal;
  price: Decimal;
  /** Wall-clock time as the file writes it, `YYYY-MM-DDTHH:mm:ss` (sorts as text). */
  time: string;
  /** Commission and fees of the whole fill, ≥ 0. */
  fee: Decimal;
  /**
   * What the platform says the fill does, when it says it (IBKR `openCloseIndicator`, spot exchanges where a sell
   * can only close): a `CLOSE` fill never opens nor adds to a position, so its excess is an orphan close.
   */
  effect: 'OPEN' | 'CLOSE' | null;
};

/** The part of a fill a position used: one entry or one exit. */
export type FillUse = { fillId: string; line: number; price: Decimal; quantity: Decimal; time: string };

/**
 * One position from flat to flat (docs/rules/imports.md), or still open at the end of the fills.
 *
 * `quantity` is the total quantity opened (every entry fill summed), so that Σ exits = quantity once closed; it
 * is the position's largest size unless it was added to after a partial exit. `entryPrice` is the average of the
 * entries weighted by quantity.
 */
export type RebuiltPosition = {
  account: string;
  symbol: string;
  direction: Direction;
  /** The line of the opening fill. */
  line: number;
  /** The id of the opening fill: stable from one file to another that holds the same opening. */
  openingFillId: string;
  quantity: Decimal;
  entryPrice: Decimal;
  entryTime: string;
  entries: FillUse[];
  exits: FillUse[];
  /** Fees of the fills (their share of a fill that also did something else), ≥ 0. */
  fees: Decimal;
  /** Σ (exit − entry) × quantity × direction × point value over the quantity closed, FIFO. */
  grossPnl: Decimal;
  /** Gross − fees. */
  netPnl: Decimal;
  /** Quantity still open after the last fill (zero for a closed position). */
  openQuantity: Decimal;
};

/** Why a fill, or part of one, went into no position. */
export type UnusedFillReason = 'ORPHAN_CLOSE' | 'NO_QUANTITY';

/** A fill, or the part of it, that went into no position, for an error line. */
export type UnusedFill = { fill: Fill; quantity: Decimal; fee: Decimal; reason: UnusedFillReason };

export type RebuiltPositions = { positions: RebuiltPosition[]; unused: UnusedFill[] };
