import { IMPORT_MESSAGES, type ImportPlatform } from '@carnet/contract';
import {
  type Fill,
  type PointValueOf,
  type RebuiltPosition,
  rebuildPositions,
  toDecimalString,
  type UnusedFill,
} from '@carnet/domain';
import type { ParsedExit, ParsedFile, ParsedTrade, ParseError } from '../parsed-file.ts';
import { rankedRowIds } from './row-id.ts';
import { ROW_PROBLEMS } from './row-problems.ts';

/**
 * A position rebuilt from fills as the trade the pipeline creates (docs/rules/imports.md): its id is the opening fill's, so a
 * later file holding the same opening completes the trade instead of adding a second. Closed: net = gross − fees;
 * still open: no net yet.
 */
export function tradeOfPosition(position: RebuiltPosition, assetType: ParsedTrade['assetType']): ParsedTrade {
  const exits: ParsedExit[] = position.exits.map((exit) => ({
    price: toDecimalString(exit.price),
    quantity: toDecimalString(exit.quantity),
    time: exit.time,
  }));
  return {
    line: position.line,
    externalId: position.openingFillId,
    assetName: position.symbol,
    assetType,
    direction: position.direction,
    quantity: toDecimalString(position.quantity),
    entryPrice: toDecimalString(position.entryPrice),
    entryTime: position.entryTime,
    stopLossPrice: null,
    takeProfitPrice: null,
    exits,
    fees: toDecimalString(position.fees),
    swap: '0',
    netPnl: position.openQuantity.isZero() ? toDecimalString(position.netPnl) : null,
    fillKeys: fillKeysOf(position),
  };
}

/** The file's fills a position used, each once (a fill split by a reversal belongs to both positions). */
export function fillKeysOf(position: RebuiltPosition): string[] {
  return [...new Set([...position.entries, ...position.exits].map(fillKey))];
}

/** A fill's key in `ParsedTrade.fillKeys`: its line and id. */
export const fillKey = (fill: { line: number; fillId: string }): string => `${fill.line}#${fill.fillId}`;

/** Fills that went into no trade, as error lines: a close without its opening in the file, or no quantity. */
export function unusedFillErrors(unused: readonly UnusedFill[]): ParseError[] {
  return unused.map(({ fill, reason }) => ({
    line: fill.line,
    message:
      reason === 'ORPHAN_CLOSE'
        ? IMPORT_MESSAGES.orphanClose
        : IMPORT_MESSAGES.unreadableRow(ROW_PROBLEMS.zeroQuantity),
  }));
}

/** How a platform's positions are priced and typed, and the zone its times are usually in. */
export type FillsPlatform = {
  platform: ImportPlatform;
  assetTypeOf: (symbol: string) => ParsedTrade['assetType'];
  pointValueOf?: PointValueOf;
  timeZoneHint: string | null;
  /** The file writes its times in `timeZoneHint` (ParsedFile.timeZoneStated). */
  timeZoneStated?: boolean;
};

/**
 * A file read as fills → what the pipeline takes: the fills (in the order the FIFO rebuild keeps among fills of the
 * same time) paired into trades, the rows' errors with the fills that went into no trade, by line.
 */
export function parsedFileOfFills(
  fills: readonly Fill[],
  errors: readonly ParseError[],
  platform: FillsPlatform,
): ParsedFile {
  const rebuilt = rebuildPositions(withIds(fills, platform.platform), platform.pointValueOf);
  return {
    platform: platform.platform,
    trades: rebuilt.positions.map((position) =>
      tradeOfPosition(position, platform.assetTypeOf(position.symbol)),
    ),
    errors: [...errors, ...unusedFillErrors(rebuilt.unused)].sort((a, b) => a.line - b.line),
    // Every fill read, and every fill row reported (docs/rules/imports.md#reconciliation).
    stated: { fillCount: fills.length + errors.length },
    timeZoneHint: platform.timeZoneHint,
    timeZoneStated: platform.timeZoneStated ?? false,
  };
}

/**
 * Fills whose row had no id get one from their normalised values (row-id.ts), never from their line: a trade's
 * id is its opening fill's, and must not change when a spreadsheet adds or removes a row.
 */
function withIds(fills: readonly Fill[], platform: ImportPlatform): Fill[] {
  if (fills.every((fill) => fill.id !== '')) return [...fills];
  const idOf = rankedRowIds(platform.toLowerCase());
  return fills.map((fill) =>
    fill.id !== ''
      ? fill
      : {
          ...fill,
          id: idOf([
            fill.account,
            fill.symbol,
            fill.side,
            toDecimalString(fill.quantity),
            toDecimalString(fill.price),
            fill.time,
          ]),
        },
  );
}
