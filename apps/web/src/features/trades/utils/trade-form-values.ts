import type { AssetType, Configuration, Trade } from '@carnet/contract';
import type { ConfirmationLevel, Direction } from '@carnet/domain';
import { frenchText } from '../../../lib/form-text.ts';
import { toDateTimeLocal } from '../../../lib/local-date-time.ts';

export type TakeProfitRow = { id: number | null; price: string; quantity_to_sell: string };

/** One confirmation of the checklist, as snapshotted from the configuration (docs/rules/compliance.md#configurations). */
export type ChecklistItem = {
  key: string;
  label: string;
  level: ConfirmationLevel;
  mandatory: boolean;
  weight: number;
  passed: boolean;
  note: string;
};

/** What the inputs hold: text for every number and reference, so a blank field stays blank until it is sent. */
export type TradeFormValues = {
  asset_type: AssetType;
  asset_name: string;
  direction: Direction;
  entry_price: string;
  stop_loss_price: string;
  quantity: string;
  setup_reason: string;
  /** datetime-local text in the user's zone, minute precision (docs/ui.md). */
  entry_date: string;
  strategy: string;
  strategy_type: string;
  capital_account: string;
  /** docs/rules/trades.md: while on, the risk follows the recommended value of the compliance evaluation. */
  auto_risk: boolean;
  risk_pct: string;
  be_moved: boolean;
  is_draft: boolean;
  take_profits: TakeProfitRow[];
  confirmations: ChecklistItem[];
  post_trade_review: string;
  /** docs/rules/trades.md: already trimmed and unique, as the tag input keeps them. */
  tags: string[];
  /** docs/rules/trades.md, edit only: fees and swap in the account's currency; a reported net once closed (blank: estimate). */
  fees: string;
  swap: string;
  pnl_amount: string;
  /** docs/rules/trades.md, edit only: why the trade changed, kept in its history; blank after each save. */
  edit_reason: string;
};

export const BLANK_TAKE_PROFIT: TakeProfitRow = { id: null, price: '', quantity_to_sell: '' };

const idText = (id: number | null) => (id === null ? '' : String(id));

/** docs/ui.md defaults: asset type CRYPTO, direction LONG; entered now; one blank take profit; auto risk on. */
export function newTradeValues(now = new Date()): TradeFormValues {
  return {
    asset_type: 'CRYPTO',
    asset_name: '',
    direction: 'LONG',
    entry_price: '',
    stop_loss_price: '',
    quantity: '',
    setup_reason: '',
    entry_date: toDateTimeLocal(now),
    strategy: '',
    strategy_type: '',
    capital_account: '',
    auto_risk: true,
    risk_pct: '',
    be_moved: false,
    is_draft: false,
    take_profits: [{ ...BLANK_TAKE_PROFIT }],
    confirmations: [],
    post_trade_review: '',
    tags: [],
    fees: '',
    swap: '',
    pnl_amount: '',
    edit_reason: '',
  };
}

/**
 * A stored trade in the form. Auto risk starts on unless the trade's risk differs from its recommendation
 * (docs/rules/trades.md); a closed trade's money is settled, so its risk is never recomputed.
 */
export function tradeValues(trade: Trade): TradeFormValues {
  const takeProfits = trade.take_profits.map((tp) => ({
    id: tp.id,
    price: frenchText(tp.price),
    quantity_to_sell: frenchText(tp.quantity_to_sell),
  }));
  return {
    asset_type: trade.asset_type,
    asset_name: trade.asset_name,
    direction: trade.direction,
    entry_price: frenchText(trade.entry_price),
    stop_loss_price: frenchText(trade.stop_loss_price ?? ''),
    quantity: frenchText(trade.quantity),
    setup_reason: trade.setup_reason,
    entry_date: toDateTimeLocal(trade.entry_date),
    strategy: idText(trade.strategy),
    strategy_type: idText(trade.strategy_type),
    capital_account: idText(trade.capital_account),
    auto_risk: trade.status !== 'CLOSED' && trade.risk_pct === trade.recommended_risk_pct,
    risk_pct: trade.risk_pct === null ? '' : frenchText(String(trade.risk_pct)),
    be_moved: trade.be_moved,
    is_draft: trade.is_draft,
    take_profits: takeProfits.length === 0 ? [{ ...BLANK_TAKE_PROFIT }] : takeProfits,
    confirmations: trade.confirmations.map(({ key, label, level, mandatory, weight, passed, note }) => ({
      key,
      label,
      level,
      mandatory,
      weight,
      passed,
      note,
    })),
    post_trade_review: trade.post_trade_review,
    tags: trade.tags,
    fees: frenchText(trade.fees),
    swap: frenchText(trade.swap),
    // Only a reported net is the trader's to edit; an estimate stays blank and is computed by the server.
    pnl_amount: trade.pnl_source === 'REPORTED' ? frenchText(trade.pnl_amount ?? '') : '',
    edit_reason: '',
  };
}

/** docs/rules/trades.md: a configuration's confirmations, in its order, all unpassed. */
export function checklistOf(configuration: Configuration | undefined): ChecklistItem[] {
  if (configuration === undefined) return [];
  return [...configuration.confirmations]
    .sort((a, b) => a.order - b.order)
    .map(({ key, label, level, mandatory, weight }) => ({
      key,
      label,
      level,
      mandatory,
      weight,
      passed: false,
      note: '',
    }));
}
