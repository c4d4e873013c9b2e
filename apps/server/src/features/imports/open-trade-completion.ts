import type { HistoryValue, TradeHistoryChanges } from '@carnet/contract';
import { exitsR, tradeOutcome } from '@carnet/domain';
import type { TradeRow } from '../../db/schema/index.ts';
import { isoDateTime } from '../../http/serialize.ts';
import type { ExitValues } from '../trades/trade-children.queries.ts';
import type { TradeToWrite } from '../trades/write-trades.ts';

// docs/rules/imports.md: « a later file that shows it closed completes that trade instead of adding a second one ». A trade an
// earlier import left OPEN, met CLOSED in a later file of the same account (same external_id), takes the later
// file's close: its exits, close date and price, fees, swap and reported net; R from the trade's own entry, stop and
// size (the trader may have given a stop since). Its history gets a « Clôture » entry holding every field before
// and after, and the completing batch's id (`import_batch`), so undoing that batch puts the trade back exactly as
// it was, OPEN, its earlier partial exits included.

/** The fields a completion writes, in the history entry's names (the API's). */
type CompletedState = {
  status: TradeRow['status'];
  close_date: string | null;
  close_price: string | null;
  fees: string;
  swap: string;
  gross_pnl: string | null;
  pnl_amount: string | null;
  pnl_source: TradeRow['pnlSource'];
  realized_rr: number | null;
  outcome: TradeRow['outcome'];
  exits: { price: string; quantity: string; executed_at: string }[];
};

/** The key of the completing batch's id in the history entry. */
export const COMPLETING_BATCH = 'import_batch';

export type CompletionValues = Pick<
  TradeRow,
  | 'status'
  | 'closeDate'
  | 'closePrice'
  | 'fees'
  | 'swap'
  | 'grossPnl'
  | 'pnlAmount'
  | 'pnlSource'
  | 'realizedRr'
  | 'outcome'
>;

function stateOf(values: CompletionValues, exits: readonly ExitValues[]): CompletedState {
  return {
    status: values.status,
    close_date: values.closeDate === null ? null : isoDateTime(values.closeDate),
    close_price: values.closePrice,
    fees: values.fees,
    swap: values.swap,
    gross_pnl: values.grossPnl,
    pnl_amount: values.pnlAmount,
    pnl_source: values.pnlSource,
    realized_rr: values.realizedRr,
    outcome: values.outcome,
    exits: exits.map((exit) => ({
      price: exit.price,
      quantity: exit.quantity,
      executed_at: isoDateTime(exit.executedAt),
    })),
  };
}

/** What the later file's closed trade makes of the OPEN `trade` (with its current `exits`), and the history. */
export function completeOpenTrade(
  trade: TradeRow,
  exits: readonly ExitValues[],
  closed: Omit<TradeToWrite, 'history'>,
  batchId: number,
) {
  const file = closed.values;
  const realizedRr = exitsR(
    {
      direction: trade.direction,
      entry_price: trade.entryPrice,
      stop_loss_price: trade.stopLossPrice,
      quantity: trade.quantity,
    },
    closed.exits,
  );
  const net = file.pnlAmount ?? null;
  const values: CompletionValues = {
    status: 'CLOSED',
    closeDate: file.closeDate ?? null,
    closePrice: file.closePrice ?? null,
    fees: file.fees ?? '0',
    swap: file.swap ?? '0',
    grossPnl: file.grossPnl ?? null,
    pnlAmount: net,
    pnlSource: file.pnlSource ?? null,
    realizedRr,
    outcome: tradeOutcome(realizedRr, net),
  };
  const before = stateOf(trade, exits);
  const after = stateOf(values, closed.exits);
  const changes: TradeHistoryChanges = { [COMPLETING_BATCH]: [null, batchId] };
  for (const [field, value] of Object.entries(after) as [keyof CompletedState, HistoryValue][]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) changes[field] = [before[field], value];
  }
  return { values, exits: closed.exits, changes };
}

const OPEN_STATE = {
  status: 'OPEN',
  closeDate: null,
  closePrice: null,
  grossPnl: null,
  pnlAmount: null,
  pnlSource: null,
  realizedRr: null,
  outcome: null,
} as const;

const isRecord = (item: HistoryValue): item is { [key: string]: HistoryValue } =>
  item !== null && typeof item === 'object' && !Array.isArray(item);

const exitOf = (item: HistoryValue): ExitValues[] =>
  isRecord(item)
    ? [
        {
          price: String(item.price),
          quantity: String(item.quantity),
          executedAt: new Date(String(item.executed_at)),
        },
      ]
    : [];

/**
 * The trade as it was before the completion that `changes` records: OPEN (only an OPEN trade is completed), with
 * the fees, swap and exits it had then (a field the completion left unchanged is not in `changes`: kept as is).
 */
export function stateBeforeCompletion(
  trade: TradeRow,
  exits: readonly ExitValues[],
  changes: TradeHistoryChanges,
) {
  const before = (field: keyof CompletedState, now: string) => {
    const value = changes[field]?.[0];
    return typeof value === 'string' ? value : now;
  };
  const listed = changes.exits?.[0];
  const values: CompletionValues = {
    ...OPEN_STATE,
    fees: before('fees', trade.fees),
    swap: before('swap', trade.swap),
  };
  return { values, exits: Array.isArray(listed) ? listed.flatMap(exitOf) : exits };
}

/** The history of an undone completion: each field the completion changed, back from after to before. */
export function reopenChanges(completion: TradeHistoryChanges): TradeHistoryChanges {
  const changes: TradeHistoryChanges = {};
  for (const [field, [before, after]] of Object.entries(completion)) {
    if (field !== COMPLETING_BATCH) changes[field] = [after, before];
  }
  return changes;
}
