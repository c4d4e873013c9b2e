import type { Trade, TradeCompliance, TradeListItem } from '@carnet/contract';
import { managementR, normalizeDecimal } from '@carnet/domain';
import type {
  TradeConfirmationRow,
  TradeExitRow,
  TradeRow,
  TradeTakeProfitRow,
} from '../../db/schema/index.ts';
import { isoDateTime, isoDateTimeOrNull } from '../../http/serialize.ts';
import type { TradeScreenshot } from './trade-screenshots.ts';

/** A trade row with its take profits in order (what the list shows). */
export type TradeWithTakeProfits = { trade: TradeRow; takeProfits: readonly TradeTakeProfitRow[] };

/** A trade with everything the detail shows. */
export type TradeRecord = TradeWithTakeProfits & {
  confirmations: readonly TradeConfirmationRow[];
  exits: readonly TradeExitRow[];
};

/** Numeric columns come back with their stored scale ("100.00000000"): the API sends canonical strings. */
/** A decimal as the API shows it: canonical (`60000`, not `60000.00000000`). */
export function decimalOut(value: string): string {
  return normalizeDecimal(value) ?? value;
}

export function decimalOrNull(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : decimalOut(value);
}

export function complianceOfRow(trade: TradeRow): TradeCompliance {
  return {
    is_compliant: trade.isCompliant,
    score_pct: trade.scorePct,
    grade: trade.grade,
    recommended_risk_pct: trade.recommendedRiskPct,
    timing_class: trade.timingClass,
    non_compliance_reasons: trade.nonComplianceReasons,
  };
}

export function toTradeListItem({ trade, takeProfits }: TradeWithTakeProfits): TradeListItem {
  return {
    id: trade.id,
    asset_type: trade.assetType,
    asset_name: trade.assetName,
    direction: trade.direction,
    entry_price: decimalOut(trade.entryPrice),
    stop_loss_price: decimalOrNull(trade.stopLossPrice),
    last_stop_price: decimalOrNull(trade.lastStopPrice),
    quantity: decimalOut(trade.quantity),
    setup_reason: trade.setupReason,
    post_trade_review: trade.postTradeReview,
    entry_date: isoDateTime(trade.entryDate),
    status: trade.status,
    outcome: trade.outcome,
    realized_rr: trade.realizedRr,
    planned_rr: trade.plannedRr,
    close_date: isoDateTimeOrNull(trade.closeDate),
    close_price: decimalOrNull(trade.closePrice),
    strategy: trade.strategyId,
    strategy_type: trade.strategyTypeId,
    capital_account: trade.capitalAccountId,
    risk_pct: trade.riskPct,
    risk_amount: decimalOrNull(trade.riskAmount),
    pnl_amount: decimalOrNull(trade.pnlAmount),
    fees: decimalOut(trade.fees),
    swap: decimalOut(trade.swap),
    gross_pnl: decimalOrNull(trade.grossPnl),
    pnl_source: trade.pnlSource,
    fx_rate: decimalOrNull(trade.fxRate),
    plan_is_retroactive: trade.planIsRetroactive,
    be_moved: trade.beMoved,
    is_draft: trade.isDraft,
    ...complianceOfRow(trade),
    take_profits: takeProfits.map((takeProfit) => ({
      id: takeProfit.id,
      price: decimalOut(takeProfit.price),
      quantity_to_sell: decimalOut(takeProfit.quantityToSell),
      is_hit: takeProfit.isHit,
    })),
    tags: trade.tags,
    excursions: trade.excursions,
    created_at: isoDateTime(trade.createdAt),
    updated_at: isoDateTime(trade.updatedAt),
  };
}

export function toTrade(record: TradeRecord, screenshots: TradeScreenshot[]): Trade {
  return {
    ...toTradeListItem(record),
    confirmations: record.confirmations.map((confirmation) => ({
      id: confirmation.id,
      key: confirmation.key,
      label: confirmation.label,
      level: confirmation.level,
      mandatory: confirmation.mandatory,
      weight: confirmation.weight,
      passed: confirmation.passed,
      note: confirmation.note,
    })),
    screenshots,
    exits: record.exits.map((exit) => ({
      id: exit.id,
      price: decimalOut(exit.price),
      quantity: decimalOut(exit.quantity),
      executed_at: isoDateTime(exit.executedAt),
    })),
    plan: record.trade.plan,
    management_r: managementROf(record),
  };
}

/** docs/rules/trades.md: realized R − the R of the same exits against the plan's risk; null without a plan or an R. */
function managementROf({ trade, exits }: TradeRecord): number | null {
  if (trade.plan === null || trade.stopLossPrice === null) return null;
  return managementR(
    {
      direction: trade.direction,
      entry_price: trade.entryPrice,
      stop_loss_price: trade.stopLossPrice,
      quantity: trade.quantity,
    },
    exits.map((exit) => ({ price: exit.price, quantity: exit.quantity })),
    trade.realizedRr,
    trade.plan,
  );
}
