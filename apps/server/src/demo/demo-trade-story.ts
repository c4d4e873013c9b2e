import {
  addDecimals,
  closeTrade,
  closingExits,
  Decimal,
  normalizeDecimal,
  plannedR,
  toDecimalString,
  tradeMoney,
  tradeOutcome,
} from '@carnet/domain';
import { recordPlan } from '../features/trades/record-plan.ts';
import { closedPnlAmount } from '../features/trades/trade-money.ts';
import type { ExitToWrite } from '../features/trades/write-trades.ts';
import type { DemoExit, DemoTrade } from './demo-trade.ts';
import { changesBetween, historyEntry } from './demo-trade-log.ts';
import type { DemoTradeRecord } from './demo-trade-record.ts';
import type { PlannedTradeRows } from './plan-demo-trades.ts';

// A demo trade's life as the API would have recorded it (docs/rules/trades.md): its creation and locked plan, the edits
// the trader made, the close with its exits and money, and for a few trades the story told in
// demo-trade-record.ts.

type Values = PlannedTradeRows['values'];

export const STOP_RAISED_REASON = 'Stop remonté sous le dernier creux';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A trade typed in the evening is created this long after its close; an import, this long. */
const TYPED_LATE_AFTER_CLOSE_MS = 3 * HOUR_MS;
const IMPORTED_AFTER_CLOSE_MS = 2 * HOUR_MS;

/**
 * The trade as first saved: created at its entry (or after its close when typed late or imported), its history
 * started and its plan locked unless a draft; a stop moved after entry is an edit with its reason.
 */
export function openDemoTrade(rows: PlannedTradeRows, trade: DemoTrade, record: DemoTradeRecord): void {
  const closedAt = trade.exit?.at.getTime() ?? rows.values.entryDate.getTime();
  const createdAt = new Date(
    record.story === 'typedLate'
      ? closedAt + TYPED_LATE_AFTER_CLOSE_MS
      : record.story === 'imported'
        ? closedAt + IMPORTED_AFTER_CLOSE_MS
        : rows.values.entryDate.getTime(),
  );
  // Status written out rather than left to the column default, so the history shows OPEN → CLOSED.
  rows.values = { ...rows.values, status: rows.values.status ?? 'OPEN', createdAt, updatedAt: createdAt };
  // An import arrives closed: its plan and history are written with its close.
  if (record.story === 'imported') return;
  rows.history.push(historyEntry(createdAt, 'CREATE'));
  if (!rows.values.isDraft)
    rows.values = {
      ...rows.values,
      ...recordPlan(rows.values, rows.takeProfits, rows.confirmations, createdAt),
    };
  if (record.story === 'stopMoved') raiseStop(rows, closedAt);
}

/** A long's stop raised halfway to the entry a while after it (the plan keeps the first one). */
function raiseStop(rows: PlannedTradeRows, closedAt: number): void {
  const before = rows.values;
  const entry = new Decimal(before.entryPrice);
  const stop = new Decimal(before.stopLossPrice ?? before.entryPrice);
  const places = Math.max(entry.decimalPlaces(), stop.decimalPlaces());
  const raised = entry.minus(entry.minus(stop).dividedBy(2)).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  if (!raised.greaterThan(stop) || !raised.lessThan(entry)) throw new Error('demo stop move out of range');
  const stopLossPrice = toDecimalString(raised);
  const at = new Date(
    before.entryDate.getTime() + Math.min(20 * MINUTE_MS, (closedAt - before.entryDate.getTime()) / 3),
  );
  const after: Values = {
    ...before,
    stopLossPrice,
    plannedRr: plannedR({
      direction: before.direction,
      entry_price: before.entryPrice,
      stop_loss_price: stopLossPrice,
      quantity: before.quantity,
      take_profits: rows.takeProfits.map((takeProfit) => ({
        price: takeProfit.price,
        quantity_to_sell: takeProfit.quantityToSell,
      })),
    }),
    updatedAt: at,
  };
  rows.history.push(historyEntry(at, 'UPDATE', changesBetween(before, after), STOP_RAISED_REASON));
  rows.values = after;
}

/**
 * The close as close-trade.service does it: reached targets, exits, realized R, outcome, and money from the
 * broker's fees and swap (the reported net when the trader typed it), then the review. A reopened trade was first
 * closed by mistake at its entry price; an import arrives with no stop, so its R is unknown and its outcome comes
 * from its money. Returns what the close adds to its account.
 */
export function closeDemoTrade(
  rows: PlannedTradeRows,
  exit: DemoExit,
  review: string,
  record: DemoTradeRecord,
  currency: string,
): { accountId: number; pnl: string | null } {
  const reached = new Set(exit.reachedTakeProfits);
  const opened = rows.values;
  const actedAt =
    record.story === 'typedLate' || record.story === 'imported'
      ? new Date(opened.createdAt.getTime() + 2 * MINUTE_MS)
      : exit.at;
  if (record.story === 'reopened') {
    const heldMs = exit.at.getTime() - opened.entryDate.getTime();
    const mistakeAt = new Date(opened.entryDate.getTime() + Math.floor(heldMs / 3));
    const mistake = { at: mistakeAt, closePrice: opened.entryPrice, reachedTakeProfits: [] };
    const closedByMistake = settle(
      rows,
      mistake,
      new Set(),
      { ...record, fees: '0', swap: '0' },
      currency,
    ).values;
    rows.history.push(historyEntry(mistakeAt, 'CLOSE', changesBetween(opened, closedByMistake)));
    const reopenedAt = new Date(mistakeAt.getTime() + 5 * MINUTE_MS);
    rows.history.push(historyEntry(reopenedAt, 'REOPEN', changesBetween(closedByMistake, opened)));
  }
  const settled = settle(rows, exit, reached, record, currency);
  rows.takeProfits = rows.takeProfits.map((takeProfit, position) => ({
    ...takeProfit,
    isHit: reached.has(position),
  }));
  rows.exits = settled.exits;
  if (record.story === 'imported') {
    const values: Values = {
      ...settled.values,
      stopLossPrice: null,
      plannedRr: null,
      realizedRr: null,
      outcome: tradeOutcome(null, settled.values.pnlAmount ?? null),
      postTradeReview: '',
      updatedAt: opened.createdAt,
    };
    rows.values = values;
    rows.values = {
      ...values,
      ...recordPlan(rows.values, rows.takeProfits, rows.confirmations, opened.createdAt),
    };
    rows.history.push(historyEntry(opened.createdAt, 'IMPORT'));
    return { accountId: values.capitalAccountId, pnl: values.pnlAmount ?? null };
  }
  rows.history.push(historyEntry(actedAt, 'CLOSE', changesBetween(opened, settled.values)));
  rows.values = { ...settled.values, updatedAt: actedAt };
  if (review !== '') {
    const reviewed = { ...rows.values, postTradeReview: review };
    rows.history.push(historyEntry(actedAt, 'UPDATE', changesBetween(rows.values, reviewed)));
    rows.values = reviewed;
  }
  return { accountId: rows.values.capitalAccountId, pnl: rows.values.pnlAmount ?? null };
}

/** The trade closed by `exit`: R from its exits, gross = R × risk, net = gross − fees + swap (docs/rules/trades.md). */
function settle(
  rows: PlannedTradeRows,
  exit: DemoExit,
  reached: ReadonlySet<number>,
  record: DemoTradeRecord,
  currency: string,
): { values: Values; exits: ExitToWrite[] } {
  const { values } = rows;
  const closingTrade = {
    direction: values.direction,
    entry_price: values.entryPrice,
    stop_loss_price: values.stopLossPrice ?? null,
    quantity: values.quantity,
    take_profits: rows.takeProfits.map((takeProfit, position) => ({
      price: takeProfit.price,
      quantity_to_sell: takeProfit.quantityToSell,
      is_hit: reached.has(position),
    })),
    close_price: exit.closePrice,
  };
  const closing = closeTrade(closingTrade);
  const exits = closingExits(closingTrade);
  if (!closing.ok || exits === null)
    throw new Error(`Clôture de démonstration refusée : ${JSON.stringify(closing)}`);
  const gross = closedPnlAmount(closing.result.realized_rr, values.riskAmount ?? null, currency);
  const money = { estimated_gross: gross, fees: record.fees, swap: record.swap };
  const estimated = tradeMoney({ ...money, reported_net: null });
  const reported =
    record.reportedSlippage === null || estimated.pnl_amount === null
      ? null
      : addDecimals(estimated.pnl_amount, record.reportedSlippage);
  const settled = tradeMoney({ ...money, reported_net: reported });
  return {
    values: {
      ...values,
      status: 'CLOSED',
      outcome: closing.result.outcome,
      realizedRr: closing.result.realized_rr,
      closeDate: exit.at,
      closePrice: normalizeDecimal(exit.closePrice) ?? exit.closePrice,
      fees: record.fees,
      swap: record.swap,
      grossPnl: settled.gross_pnl,
      pnlAmount: settled.pnl_amount,
      pnlSource: settled.pnl_source,
    },
    exits: exits.map((sold) => ({
      price: toDecimalString(sold.price),
      quantity: toDecimalString(sold.quantity),
      executedAt: exit.at,
    })),
  };
}
