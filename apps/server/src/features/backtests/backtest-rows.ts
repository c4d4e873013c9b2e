import type { BacktestSession, BacktestTrade } from '@carnet/contract';
import type { FieldErrors as DomainFieldErrors } from '@carnet/domain';
import { backtestTradeResult, normalizeDecimal } from '@carnet/domain';
import type {
  BacktestSessionRow,
  BacktestTradeRow,
  StoredBacktestTakeProfit,
} from '../../db/schema/index.ts';
import { isoDateTime } from '../../http/serialize.ts';

/** docs/api.md: decimals leave as strings without trailing zeros (the column may hold "1.10"). */
export function decimalOut(value: string): string {
  return normalizeDecimal(value) ?? value;
}

export function toSessionResponse(row: BacktestSessionRow): BacktestSession {
  return {
    id: row.id,
    name: row.name,
    instrument: row.instrument,
    timeframe: row.timeframe,
    starting_equity: decimalOut(row.startingEquity),
    notes: row.notes,
    created_at: isoDateTime(row.createdAt),
    trades_count: row.tradesTotal,
    currency: row.currency,
    metrics: {
      trades_closed: row.tradesClosed,
      trades_total: row.tradesTotal,
      total_pnl: decimalOut(row.totalPnl),
      win_rate: row.winRate,
      profit_factor: row.profitFactor,
      max_drawdown_abs: decimalOut(row.maxDrawdownAbs),
    },
  };
}

export function toTradeResponse(row: BacktestTradeRow): BacktestTrade {
  return {
    id: row.id,
    session: row.sessionId,
    side: row.side,
    instrument: row.instrument,
    timeframe: row.timeframe,
    strategy_tag: row.strategyTag,
    entry_time: isoDateTime(row.entryTime),
    entry_price: decimalOut(row.entryPrice),
    qty: decimalOut(row.qty),
    stop_loss: row.stopLoss === null ? null : decimalOut(row.stopLoss),
    notes: row.notes,
    take_profits: row.takeProfits.map((takeProfit) => ({
      price: decimalOut(takeProfit.price),
      quantity_to_sell: decimalOut(takeProfit.quantity_to_sell),
      order: takeProfit.order,
    })),
    pnl_abs: row.pnlAbs === null ? null : decimalOut(row.pnlAbs),
    r_multiple: row.rMultiple,
  };
}

/** A trade's figures as submitted (API body or CSV row), decimals already canonical or plain strings. */
export type TradeFigures = {
  side: 'LONG' | 'SHORT';
  entry_price: string;
  qty: string;
  stop_loss: string | null;
  take_profits: readonly { price: string; quantity_to_sell: string; order?: number | undefined }[];
};

/**
 * Take profits as stored: canonical decimals, in their `order` (or list position), renumbered from 0 so the
 * order is always a dense index of the exits.
 */
export function storedTakeProfits(figures: TradeFigures): StoredBacktestTakeProfit[] {
  return figures.take_profits
    .map((takeProfit, index) => ({ takeProfit, rank: takeProfit.order ?? index, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ takeProfit }, order) => ({
      price: normalizeDecimal(takeProfit.price) ?? takeProfit.price,
      quantity_to_sell: normalizeDecimal(takeProfit.quantity_to_sell) ?? takeProfit.quantity_to_sell,
      order,
    }));
}

/** docs/rules/backtests.md: pnl_abs and r_multiple of a trade, computed by the rules package when it is saved. */
export function tradeResult(figures: TradeFigures, takeProfits: readonly StoredBacktestTakeProfit[]) {
  const { pnl_abs, r_multiple } = backtestTradeResult({ ...figures, take_profits: takeProfits });
  return { pnl_abs, r_multiple };
}

/** The rules package's errors (fields may be absent) as a 400 body: field → French messages. */
export function fieldErrorsOf(errors: DomainFieldErrors): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages) body[field] = messages;
  return body;
}
