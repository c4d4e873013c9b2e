import type { TradeCreate, TradeStatus, TradeUpdate } from '@carnet/contract';
import { parseDecimal } from '@carnet/domain';
import { decimalText } from '../../../lib/form-text.ts';
import { fromDateTimeLocal } from '../../../lib/local-date-time.ts';
import type { TakeProfitRow, TradeFormValues } from './trade-form-values.ts';

const optionalId = (text: string): number | null => (text === '' ? null : Number(text));

const isComplete = (row: TakeProfitRow) =>
  decimalText(row.price) !== '' && decimalText(row.quantity_to_sell) !== '';
const isBlankRow = (row: TakeProfitRow) =>
  decimalText(row.price) === '' && decimalText(row.quantity_to_sell) === '';
const takeProfitBody = (row: TakeProfitRow) => ({
  price: decimalText(row.price),
  quantity_to_sell: decimalText(row.quantity_to_sell),
});

/** docs/rules/trades.md: with auto risk on, the risk is the recommended one; otherwise what was typed (blank: none). */
function riskPct(values: TradeFormValues, recommendedRiskPct: number | null): number | null {
  if (values.auto_risk) return recommendedRiskPct;
  const text = decimalText(values.risk_pct);
  return text === '' ? null : Number(text);
}

function commonFields(values: TradeFormValues, recommendedRiskPct: number | null) {
  return {
    asset_type: values.asset_type,
    asset_name: values.asset_name.trim(),
    direction: values.direction,
    entry_price: decimalText(values.entry_price),
    stop_loss_price: decimalText(values.stop_loss_price),
    quantity: decimalText(values.quantity),
    setup_reason: values.setup_reason,
    entry_date: fromDateTimeLocal(values.entry_date) ?? values.entry_date,
    strategy: optionalId(values.strategy),
    strategy_type: optionalId(values.strategy_type),
    risk_pct: riskPct(values, recommendedRiskPct),
    be_moved: values.be_moved,
    initial_confirmations: values.confirmations.map(({ key, passed, note }) => ({ key, passed, note })),
    // docs/api.md: is_draft is sent when the trade is saved as a draft.
    ...(values.is_draft ? { is_draft: true } : {}),
    tags: values.tags,
  };
}

/** POST body (docs/rules/trades.md#validation): take profits always sent — the blank rows the form keeps are not take profits. */
export function tradeCreateBody(values: TradeFormValues, recommendedRiskPct: number | null): TradeCreate {
  return {
    ...commonFields(values, recommendedRiskPct),
    capital_account: Number(values.capital_account),
    take_profits: values.take_profits.filter((row) => !isBlankRow(row)).map(takeProfitBody),
  };
}

/**
 * docs/rules/trades.md on a PUT: fees and swap when typed (blank keeps the trade's); once CLOSED, the reported net or null to
 * go back to the estimate; the reason of the change when there is one.
 */
function recordFields(values: TradeFormValues, status: TradeStatus) {
  const fees = decimalText(values.fees);
  const swap = decimalText(values.swap);
  const reportedNet = decimalText(values.pnl_amount);
  const reason = values.edit_reason.trim();
  return {
    ...(fees === '' ? {} : { fees }),
    ...(swap === '' ? {} : { swap }),
    ...(status === 'CLOSED' ? { pnl_amount: reportedNet === '' ? null : reportedNet } : {}),
    ...(reason === '' ? {} : { edit_reason: reason }),
  };
}

/**
 * PUT body (docs/rules/trades.md#validation): take profits only when every row has both a price and a quantity (otherwise the stored
 * ones stay as they are); the post-trade review only once the trade is CLOSED; the record of docs/rules/trades.md.
 */
export function tradeUpdateBody(
  values: TradeFormValues,
  status: TradeStatus,
  recommendedRiskPct: number | null,
): TradeUpdate {
  return {
    ...commonFields(values, recommendedRiskPct),
    capital_account: optionalId(values.capital_account),
    ...(values.take_profits.every(isComplete)
      ? { take_profits: values.take_profits.map(takeProfitBody) }
      : {}),
    ...(status === 'CLOSED' ? { post_trade_review: values.post_trade_review } : {}),
    ...recordFields(values, status),
  };
}

/** Whether the rows on screen differ from the take profits the server holds (the close dialog's hint). */
export function hasUnsavedTakeProfits(
  rows: readonly TakeProfitRow[],
  saved: readonly { id: number; price: string; quantity_to_sell: string }[],
): boolean {
  const started = rows.filter((row) => !isBlankRow(row));
  if (started.length !== saved.length) return true;
  return started.some((row, index) => {
    const stored = saved[index];
    return (
      stored === undefined ||
      row.id !== stored.id ||
      !sameNumber(row.price, stored.price) ||
      !sameNumber(row.quantity_to_sell, stored.quantity_to_sell)
    );
  });
}

/** « 1.50 » typed and « 1.5 » stored are the same take profit; compared as decimals, never as floats. */
function sameNumber(text: string, stored: string): boolean {
  const typed = parseDecimal(decimalText(text));
  const kept = parseDecimal(stored);
  return typed !== null && kept !== null && typed.equals(kept);
}
