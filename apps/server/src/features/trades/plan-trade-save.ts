import { TRADE_RECORD_MESSAGES, type tradeUpdateSchema } from '@carnet/contract';
import { normalizeDecimal, parseDecimal, plannedR, validateTradePlan } from '@carnet/domain';
import type { z } from 'zod';
import type { TradeConfirmationRow } from '../../db/schema/index.ts';
import { apiFieldErrors } from './domain-errors.ts';
import type { ResolvedReferences } from './resolve-references.ts';
import type { ConfirmationValues, TakeProfitValues } from './trade-children.queries.ts';
import {
  applyChecks,
  type ComplianceValues,
  complianceValues,
  NO_COMPLIANCE,
  snapshotChecklist,
} from './trade-compliance.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';
import { accountMoney, capturedRiskAmount } from './trade-money.ts';
import type { TradeRecord } from './trade-response.ts';

/** The stored trade a save plans against: its row, take profits and checklist. */
type SavedTrade = Omit<TradeRecord, 'exits'>;

import type { TradeValues } from './trades.repository.ts';

/** A parsed POST or PUT body (the create body is a PUT body with every reference set). */
export type TradeBody = z.output<typeof tradeUpdateSchema>;

/** What a save writes: the row, take profits (null: unchanged) and the checklist. */
export type TradeSave = {
  values: TradeValues;
  takeProfits: TakeProfitValues[] | null;
  confirmations: { replace: ConfirmationValues[] } | { update: TradeConfirmationRow[] };
};

type SaveResult = { ok: true; save: TradeSave } | { ok: false; errors: Record<string, string[]> };

const canonical = (value: string): string => normalizeDecimal(value) ?? value;
const sameDecimal = (a: string, b: string): boolean =>
  parseDecimal(a)?.equals(parseDecimal(b) ?? NaN) ?? false;

/**
 * Plans a create (`current` undefined) or an update: plan rules of docs/rules/trades.md, the closed-trade lock, the
 * checklist reset on a configuration change (docs/rules/trades.md), the risk captured on an open trade, compliance re-stored.
 * Pure: the caller has resolved the references and holds the row lock.
 */
export function planTradeSave(
  body: TradeBody,
  current: SavedTrade | undefined,
  references: ResolvedReferences,
): SaveResult {
  const errors: Record<string, string[]> = { ...references.errors };
  const trade = current?.trade;
  const isClosed = trade?.status === 'CLOSED';
  const takeProfits =
    body.take_profits?.map((tp) => ({
      price: canonical(tp.price),
      quantityToSell: canonical(tp.quantity_to_sell),
    })) ?? null;
  const finalTakeProfits = takeProfits ?? current?.takeProfits ?? [];
  const plan = {
    direction: body.direction,
    entry_price: body.entry_price,
    stop_loss_price: body.stop_loss_price,
    quantity: body.quantity,
    take_profits: finalTakeProfits.map((tp) => ({ price: tp.price, quantity_to_sell: tp.quantityToSell })),
  };
  Object.assign(errors, apiFieldErrors(validateTradePlan(plan)));

  const riskPct = body.risk_pct === undefined ? (trade?.riskPct ?? null) : body.risk_pct;
  const account = references.account;
  if (
    current !== undefined &&
    isClosed &&
    closedPlanChanged(body, current, takeProfits, riskPct, account?.id)
  ) {
    errors.non_field_errors = [TRADE_MESSAGES.closedPlanLocked];
  }
  if (!isClosed && body.pnl_amount !== undefined && body.pnl_amount !== null) {
    errors.pnl_amount = [TRADE_RECORD_MESSAGES.reportedOnlyWhenClosed];
  }
  const review = body.post_trade_review ?? trade?.postTradeReview ?? '';
  if (!isClosed && review.trim() !== '' && review !== trade?.postTradeReview) {
    errors.post_trade_review = [TRADE_MESSAGES.reviewOnlyWhenClosed];
  }
  if (Object.keys(errors).length > 0 || account === undefined) return { ok: false, errors };

  const kept = !references.configurationChanged && current !== undefined;
  const keptChecklist = kept ? applyChecks(current.confirmations, body.initial_confirmations) : [];
  const freshChecklist = kept
    ? []
    : applyChecks(snapshotChecklist(references.configuration), body.initial_confirmations);
  const checklist: readonly ConfirmationValues[] = kept ? keptChecklist : freshChecklist;
  const entryDate = new Date(body.entry_date);
  const compliance: ComplianceValues =
    references.configuration !== null
      ? complianceValues(references.configuration.compliance, {
          confirmations: checklist,
          beMoved: body.be_moved,
          takeProfitPrices: finalTakeProfits.map((tp) => tp.price),
          entryDate,
        })
      : kept
        ? complianceOfTrade(current.trade)
        : NO_COMPLIANCE;
  const riskRecaptured =
    trade === undefined ||
    (!isClosed && (riskPct !== trade.riskPct || account.id !== trade.capitalAccountId));

  return {
    ok: true,
    save: {
      values: {
        assetType: body.asset_type,
        assetName: body.asset_name,
        direction: body.direction,
        entryPrice: canonical(body.entry_price),
        stopLossPrice: canonical(body.stop_loss_price),
        quantity: canonical(body.quantity),
        setupReason: body.setup_reason,
        postTradeReview: review,
        entryDate,
        strategyId: references.configuration?.id ?? null,
        strategyTypeId: references.strategyTypeId,
        capitalAccountId: account.id,
        riskPct,
        riskAmount: riskRecaptured
          ? capturedRiskAmount(account.currentBalance, riskPct)
          : (trade?.riskAmount ?? null),
        plannedRr: plannedR(plan),
        beMoved: body.be_moved,
        isDraft: body.is_draft,
        tags: body.tags ?? trade?.tags ?? [],
        fees: accountMoney(body.fees ?? null, account.currency) ?? trade?.fees ?? '0',
        swap: accountMoney(body.swap ?? null, account.currency) ?? trade?.swap ?? '0',
        ...compliance,
      },
      // A closed trade's take profits are settled (and equal, or the lock above refused the save).
      takeProfits: isClosed ? null : takeProfits,
      confirmations: kept
        ? { update: keptChecklist.filter((item, index) => item !== current.confirmations[index]) }
        : { replace: freshChecklist },
    },
  };
}

function complianceOfTrade(trade: SavedTrade['trade']): ComplianceValues {
  const { isCompliant, scorePct, grade, recommendedRiskPct, timingClass, nonComplianceReasons } = trade;
  return { isCompliant, scorePct, grade, recommendedRiskPct, timingClass, nonComplianceReasons };
}

/** A closed trade's money is settled: nothing that feeds R or pnl may change (docs/rules/trades.md). */
function closedPlanChanged(
  body: TradeBody,
  current: SavedTrade,
  takeProfits: TakeProfitValues[] | null,
  riskPct: number | null,
  accountId: number | undefined,
): boolean {
  const { trade } = current;
  const takeProfitsChanged =
    takeProfits !== null &&
    (takeProfits.length !== current.takeProfits.length ||
      takeProfits.some((tp, index) => {
        const stored = current.takeProfits[index];
        return (
          stored === undefined ||
          !sameDecimal(tp.price, stored.price) ||
          !sameDecimal(tp.quantityToSell, stored.quantityToSell)
        );
      }));
  // A trade imported without a stop may be given one: its R becomes known (closed-trade-money.ts).
  const stopChanged = trade.stopLossPrice !== null && !sameDecimal(body.stop_loss_price, trade.stopLossPrice);
  return (
    body.direction !== trade.direction ||
    !sameDecimal(body.entry_price, trade.entryPrice) ||
    stopChanged ||
    !sameDecimal(body.quantity, trade.quantity) ||
    riskPct !== trade.riskPct ||
    accountId !== trade.capitalAccountId ||
    takeProfitsChanged
  );
}
