import { RETROACTIVE_PLAN_MS, type RecordedPlan } from '@carnet/contract';
import { isoDateTime } from '../../http/serialize.ts';
import type { ConfirmationValues, TakeProfitValues } from './trade-children.queries.ts';
import { decimalOrNull, decimalOut } from './trade-response.ts';
import type { TradeValues } from './trades.repository.ts';

/** What a plan is taken from: a saved trade's row, or the values about to be written (the demo's journal). */
type PlanFields = Pick<
  TradeValues,
  | 'direction'
  | 'entryPrice'
  | 'stopLossPrice'
  | 'quantity'
  | 'riskPct'
  | 'riskAmount'
  | 'plannedRr'
  | 'scorePct'
  | 'grade'
  | 'timingClass'
  | 'isCompliant'
  | 'entryDate'
>;

/**
 * The plan locked when a trade is first saved as non-draft (docs/rules/trades.md): its values as saved, and whether it was
 * recorded more than 15 minutes after the entry (« Plan saisi après l’entrée »).
 */
export function recordPlan(
  trade: PlanFields,
  takeProfits: readonly TakeProfitValues[],
  confirmations: readonly Pick<ConfirmationValues, 'key' | 'passed'>[],
  recordedAt: Date,
): { plan: RecordedPlan; planIsRetroactive: boolean } {
  return {
    plan: {
      recorded_at: isoDateTime(recordedAt),
      direction: trade.direction,
      entry_price: decimalOut(trade.entryPrice),
      stop_loss_price: decimalOrNull(trade.stopLossPrice),
      quantity: decimalOut(trade.quantity),
      take_profits: takeProfits.map(({ price, quantityToSell }) => ({
        price: decimalOut(price),
        quantity_to_sell: decimalOut(quantityToSell),
      })),
      risk_pct: trade.riskPct ?? null,
      risk_amount: decimalOrNull(trade.riskAmount),
      planned_rr: trade.plannedRr ?? null,
      score_pct: trade.scorePct ?? null,
      grade: trade.grade ?? null,
      timing_class: trade.timingClass ?? null,
      is_compliant: trade.isCompliant ?? false,
      confirmations: confirmations.map(({ key, passed }) => ({ key, passed })),
    },
    planIsRetroactive: recordedAt.getTime() - trade.entryDate.getTime() > RETROACTIVE_PLAN_MS,
  };
}
