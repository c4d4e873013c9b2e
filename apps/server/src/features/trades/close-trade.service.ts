import type { closeTradeSchema, Trade } from '@carnet/contract';
import {
  closeTrade,
  closingExits,
  hasNoFieldError,
  normalizeDecimal,
  toDecimalString,
  tradeOutcome,
  validateCloseDate,
} from '@carnet/domain';
import type { z } from 'zod';
import { badRequest, invalid, ownedOr404 } from '../../http/errors.ts';
import { closingGross, computedMoney } from './computed-trade-money.ts';
import { apiFieldErrors } from './domain-errors.ts';
import { complianceValues } from './trade-compliance.ts';
import { tradeChanges } from './trade-history.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';
import { settledMoney } from './trade-money.ts';
import type { TradeReferences } from './trade-references.ts';
import type { TradesRepository } from './trades.repository.ts';
import type { TradesService } from './trades.service.ts';

export type CloseTradeBody = z.output<typeof closeTradeSchema>;

export type CloseTradeDeps = {
  repository: TradesRepository;
  references: TradeReferences;
  trades: Pick<TradesService, 'get'>;
  now?: () => Date;
};

/**
 * POST …/close_trade/ (docs/rules/trades.md): the exits (each reached take profit at its price, the remainder at the
 * close price, all at the close date — the trader's, default now), realized R from them, the money (fees, swap,
 * a reported net, else computed from the exits and the instrument — a 400 on `fx_rate` when it needs a rate it
 * was not given — else estimated from R), outcome, compliance, the net added to the account and a history entry — all in
 * one transaction holding the trade's row lock, so of two simultaneous closes the second sees CLOSED and the money
 * moves once. The account is locked before the trade (the lock order of account-balance.queries.ts).
 */
export function createCloseTradeService({
  repository,
  references,
  trades,
  now = () => new Date(),
}: CloseTradeDeps) {
  return async function close(userId: number, id: number, body: CloseTradeBody): Promise<Trade> {
    const before = ownedOr404(await repository.findOwnedRow(userId, id));
    if (before.status === 'CLOSED') throw invalid(TRADE_MESSAGES.alreadyClosed);
    // Read before the transaction (PGlite has one connection); used only if the trade still has it when locked.
    const config =
      before.strategyId === null
        ? undefined
        : await references.findComplianceConfig(userId, before.strategyId);

    await repository.transaction(async (queries) => {
      const trade = ownedOr404(await queries.lockOwnedWithAccount(userId, id));
      if (trade.status === 'CLOSED') throw invalid(TRADE_MESSAGES.alreadyClosed);
      const [takeProfits, confirmations] = await Promise.all([
        queries.takeProfitsOf(id),
        queries.confirmationsOf(id),
      ]);
      const reached = new Set(body.hit_take_profits);
      const ownIds = new Set(takeProfits.map((takeProfit) => takeProfit.id));
      if ([...reached].some((takeProfitId) => !ownIds.has(takeProfitId))) {
        throw badRequest({ hit_take_profits: [TRADE_MESSAGES.unknownTakeProfit] });
      }
      const closing = closeTrade({
        direction: trade.direction,
        entry_price: trade.entryPrice,
        stop_loss_price: trade.stopLossPrice,
        quantity: trade.quantity,
        take_profits: takeProfits.map((takeProfit) => ({
          price: takeProfit.price,
          quantity_to_sell: takeProfit.quantityToSell,
          is_hit: reached.has(takeProfit.id),
        })),
        close_price: body.close_price,
      });
      if (!closing.ok) throw badRequest(apiFieldErrors(closing.errors));
      // docs/rules/trades.md: a trader journals after the fact, so the close may be dated earlier; one clock reading serves
      // the default and the check, so a close without a date is never refused as « in the future ».
      const checkedAt = now();
      const closeDate = body.close_date === undefined ? checkedAt : new Date(body.close_date);
      const dateErrors = validateCloseDate(trade.entryDate, closeDate, checkedAt);
      if (!hasNoFieldError(dateErrors)) throw badRequest(apiFieldErrors(dateErrors));
      const exits = closingExits({
        direction: trade.direction,
        entry_price: trade.entryPrice,
        stop_loss_price: trade.stopLossPrice,
        quantity: trade.quantity,
        take_profits: takeProfits.map((takeProfit) => ({
          price: takeProfit.price,
          quantity_to_sell: takeProfit.quantityToSell,
          is_hit: reached.has(takeProfit.id),
        })),
        close_price: body.close_price,
      });
      const closingExitRows = (exits ?? []).map((exit) => ({
        price: toDecimalString(exit.price),
        quantity: toDecimalString(exit.quantity),
      }));
      const reportedNet = body.pnl_amount ?? null;
      const currency = await queries.currencyOf(trade.capitalAccountId);
      // A reported net wins (docs/rules/money.md#sources): a close that gives one needs no rate.
      const computed =
        reportedNet === null
          ? closingGross(computedMoney(trade, closingExitRows, currency, body.fx_rate))
          : null;
      const money = settledMoney({
        currency,
        realizedRr: closing.result.realized_rr,
        riskAmount: trade.riskAmount,
        fees: body.fees ?? trade.fees,
        swap: body.swap ?? trade.swap,
        reportedNet,
        computed,
      });
      const compliance =
        config === undefined || trade.strategyId !== before.strategyId
          ? {}
          : complianceValues(config, {
              confirmations,
              beMoved: trade.beMoved,
              takeProfitPrices: takeProfits.map((takeProfit) => takeProfit.price),
              entryDate: trade.entryDate,
            });

      await queries.markReached(id, [...reached]);
      await queries.replaceExits(
        id,
        closingExitRows.map((exit) => ({ ...exit, executedAt: closeDate })),
      );
      const closed = await queries.update(id, {
        status: 'CLOSED',
        outcome: tradeOutcome(closing.result.realized_rr, money.pnlAmount),
        realizedRr: closing.result.realized_rr,
        closeDate,
        closePrice: normalizeDecimal(body.close_price) ?? body.close_price,
        ...money,
        ...compliance,
      });
      if (money.pnlAmount !== null) await queries.addToBalance(trade.capitalAccountId, money.pnlAmount);
      await queries.refreshExcursions(userId, id);
      const after = {
        trade: closed,
        takeProfits: takeProfits.map((tp) => ({ ...tp, isHit: reached.has(tp.id) })),
      };
      await queries.appendHistory(id, {
        action: 'CLOSE',
        changes: tradeChanges({ trade, takeProfits }, after),
      });
    });
    return trades.get(userId, id);
  };
}

export type CloseTradeService = ReturnType<typeof createCloseTradeService>;
