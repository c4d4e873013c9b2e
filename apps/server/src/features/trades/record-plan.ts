import { RETROACTIVE_PLAN_MS, type RecordedPlan } from '@carnet/contract';
import type { TradeConfirmationRow, TradeRow, TradeTakeProfitRow } from '../../db/schema/index.ts';
import { isoDateTime } from '../../http/serialize.ts';
import { toTradeListItem } from './trade-response.ts';

/**
 * The plan locked when a trade is first saved as non-draft (DESIGN §10): its values as saved, and whether it was
 * recorded more than 15 minutes after the entry (« Plan saisi après l’entrée »).
 */
export function recordPlan(
  trade: TradeRow,
  takeProfits: readonly TradeTakeProfitRow[],
  confirmations: readonly TradeConfirmationRow[],
  recordedAt: Date,
): { plan: RecordedPlan; planIsRetroactive: boolean } {
  const face = toTradeListItem({ trade, takeProfits });
  return {
    plan: {
      recorded_at: isoDateTime(recordedAt),
      direction: face.direction,
      entry_price: face.entry_price,
      stop_loss_price: face.stop_loss_price,
      quantity: face.quantity,
      take_profits: face.take_profits.map(({ price, quantity_to_sell }) => ({ price, quantity_to_sell })),
      risk_pct: face.risk_pct,
      risk_amount: face.risk_amount,
      planned_rr: face.planned_rr,
      score_pct: face.score_pct,
      grade: face.grade,
      timing_class: face.timing_class,
      is_compliant: face.is_compliant,
      confirmations: confirmations.map(({ key, passed }) => ({ key, passed })),
    },
    planIsRetroactive: recordedAt.getTime() - trade.entryDate.getTime() > RETROACTIVE_PLAN_MS,
  };
}
