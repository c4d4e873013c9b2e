import type { ImportedTrade } from '@carnet/contract';
import {
  exitsR,
  guessAssetType,
  isInstantInBounds,
  parseDecimal,
  sumDecimals,
  type TraderPointValues,
  tradeOutcome,
  zonedTimeToEpochMs,
} from '@carnet/domain';
import type { LocalDateTime, ParsedTrade } from '@carnet/importers';
import { isoDateTime } from '../../http/serialize.ts';
import type { TradeToWrite } from '../trades/write-trades.ts';
import { type ConfigurationNames, importedJournal } from './imported-journal.ts';
import { importedMoney } from './imported-money.ts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{3}))?$/;

/** The instant of a file's wall-clock time in the zone the trader chose (DST exact); null when it is no time. */
export function instantOf(local: LocalDateTime, timeZone: string): Date | null {
  const match = LOCAL.exec(local);
  if (match === null) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  // Zone offsets are whole seconds: the milliseconds add to the instant as they are.
  const milliseconds = Number(match[7] ?? 0);
  const epochMs = zonedTimeToEpochMs({ year, month, day, hour, minute, second }, timeZone) + milliseconds;
  return isInstantInBounds(epochMs) ? new Date(epochMs) : null;
}

/**
 * A parsed trade ready to be shown (`face`) and written (`values`, its exits), or why it cannot be. `configuration`
 * names the configuration a trade of Carnet's own export had, for the pipeline to link (linkConfigurations).
 */
export type ConvertedTrade =
  | {
      ok: true;
      face: Omit<ImportedTrade, 'is_duplicate'>;
      toWrite: Omit<TradeToWrite, 'history'>;
      configuration?: ConfigurationNames | null;
    }
  | { ok: false; line: number; message: string };

const CANNOT_READ_TIME = 'Date illisible.';
const EXITS_EXCEED = 'Les sorties dépassent la quantité de la position.';

/**
 * docs/rules/trades.md–§11: an imported trade keeps the file's money (REPORTED net; a closed trade whose file states none
 * gets the ESTIMATED net of its exits, see importedMoney), its exits at their times, an R only when the file gave
 * a stop, its outcome from R or else from the net; no risk amount (the file does not say what was risked) and no
 * plan (none was recorded before the entry) — except from Carnet's own export, whose journal part (risk, plan,
 * texts, tags, targets, compliance, recorded money source) is written as recorded (importedJournal). A position
 * the file shows still open is an OPEN trade, its partial exits kept.
 */
export function convertTrade(
  parsed: ParsedTrade,
  timeZone: string,
  account: { id: number; currency: string | null },
  pointValues: TraderPointValues,
): ConvertedTrade {
  const refuse = (message: string): ConvertedTrade => ({ ok: false, line: parsed.line, message });
  const entryDate = instantOf(parsed.entryTime, timeZone);
  if (entryDate === null) return refuse(CANNOT_READ_TIME);
  const exits = [];
  for (const exit of parsed.exits) {
    const executedAt = instantOf(exit.time, timeZone);
    if (executedAt === null) return refuse(CANNOT_READ_TIME);
    exits.push({ price: exit.price, quantity: exit.quantity, executedAt });
  }
  exits.sort((a, b) => a.executedAt.getTime() - b.executedAt.getTime());
  const quantity = parseDecimal(parsed.quantity);
  const exited = sumDecimals(exits.flatMap((exit) => parseDecimal(exit.quantity) ?? []));
  if (quantity === null || exited.greaterThan(quantity)) return refuse(EXITS_EXCEED);
  const isClosed = exits.length > 0 && exited.equals(quantity);
  const last = exits.at(-1);
  const position = {
    direction: parsed.direction,
    entry_price: parsed.entryPrice,
    stop_loss_price: parsed.stopLossPrice,
    quantity: parsed.quantity,
  };
  const realizedRr = isClosed ? exitsR(position, exits) : null;
  const assetType = parsed.assetType ?? guessAssetType(parsed.assetName);
  const money = importedMoney({
    position,
    assetName: parsed.assetName,
    assetType,
    exits,
    isClosed,
    fees: parsed.fees,
    swap: parsed.swap,
    statedNet: parsed.netPnl,
    currency: account.currency,
    pointValues,
    recorded: parsed.journal && { source: parsed.journal.pnl_source, gross: parsed.journal.gross_pnl },
  });
  const journal = importedJournal(parsed.journal);
  const values: TradeToWrite['values'] = {
    assetType,
    assetName: parsed.assetName.slice(0, 40),
    direction: parsed.direction,
    entryPrice: parsed.entryPrice,
    stopLossPrice: parsed.stopLossPrice,
    lastStopPrice: parsed.lastStopPrice ?? null,
    quantity: parsed.quantity,
    entryDate,
    status: isClosed ? 'CLOSED' : 'OPEN',
    outcome: isClosed ? tradeOutcome(realizedRr, money.pnlAmount) : null,
    realizedRr,
    closeDate: isClosed && last ? last.executedAt : null,
    closePrice: isClosed && last ? last.price : null,
    capitalAccountId: account.id,
    ...money,
    externalId: parsed.externalId.slice(0, 128),
    ...journal.values,
  };
  return {
    ok: true,
    toWrite: { values, takeProfits: journal.takeProfits, confirmations: journal.confirmations, exits },
    configuration: journal.configuration,
    face: {
      line: parsed.line,
      external_id: values.externalId ?? '',
      asset_type: assetType,
      asset_name: values.assetName,
      direction: parsed.direction,
      quantity: parsed.quantity,
      entry_price: parsed.entryPrice,
      stop_loss_price: parsed.stopLossPrice,
      last_stop_price: parsed.lastStopPrice ?? null,
      entry_date: isoDateTime(entryDate),
      status: values.status ?? 'OPEN',
      close_date: values.closeDate ? isoDateTime(values.closeDate) : null,
      close_price: values.closePrice ?? null,
      exits: exits.map((exit) => ({
        price: exit.price,
        quantity: exit.quantity,
        executed_at: isoDateTime(exit.executedAt),
      })),
      realized_rr: realizedRr,
      fees: money.fees,
      swap: money.swap,
      gross_pnl: money.grossPnl,
      pnl_amount: money.pnlAmount,
      pnl_source: money.pnlSource,
    },
  };
}
