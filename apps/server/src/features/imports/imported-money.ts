import type { AssetType, PnlSource } from '@carnet/contract';
import {
  contractRoot,
  exitsPnlUnits,
  type Position,
  rootPointValue,
  type StoredExit,
  type TraderPointValues,
  toDecimalString,
  tradeMoney,
} from '@carnet/domain';
import { accountMoney, atBalanceScale, type SettledMoney } from '../trades/trade-money.ts';

/** What settles an imported trade's money: its position and exits, fees, swap and the net its file states. */
export type ImportedMoneyFacts = {
  position: Position;
  assetName: string;
  assetType: AssetType;
  exits: readonly StoredExit[];
  isClosed: boolean;
  fees: string;
  swap: string;
  /** The net the file states; null when it states none. */
  statedNet: string | null;
  /** The account's currency, whose minor unit every amount is rounded to; null for a preview without an account. */
  currency: string | null;
  /** The trader's point values of futures roots Carnet does not know. */
  pointValues: TraderPointValues;
  /**
   * The money as Carnet's own export recorded it (ParsedJournal): its source as stored, and the gross an
   * ESTIMATED net follows from. The trade's money is then the file's, never estimated from the exits again.
   */
  recorded?: { source: PnlSource | null; gross: string | null };
};

/** The money columns of an imported trade: no net (nor source) while open or when nothing gives one. */
export type ImportedMoney = Omit<SettledMoney, 'pnlSource'> & { pnlSource: PnlSource | null };

/**
 * docs/rules/trades.md–§11: the money of an imported trade through the rule a manual close uses (`tradeMoney`, net =
 * gross − fees + swap). A net the file states is REPORTED, its gross derived; a closed trade whose file states
 * none (a template without `pnl_amount`) gets an ESTIMATED gross from its exits — Σ quantity × (exit − entry) ×
 * direction × the money of one unit of price (`moneyPerPriceUnit`) —
 * each amount in the account currency's minor units (`moneyIn`), rounded once, before the net follows. An open trade has no net yet.
 */
export function importedMoney(facts: ImportedMoneyFacts): ImportedMoney {
  const inAccount = moneyIn(facts.currency);
  const fees = inAccount(facts.fees) ?? '0';
  const swap = inAccount(facts.swap) ?? '0';
  const reportedNet = facts.isClosed ? inAccount(facts.statedNet) : null;
  const money = tradeMoney({
    estimated_gross: facts.isClosed && reportedNet === null ? inAccount(estimateOf(facts)) : null,
    fees,
    swap,
    reported_net: reportedNet,
  });
  const pnlAmount = money.pnl_amount;
  return {
    fees,
    swap,
    grossPnl: money.gross_pnl,
    pnlAmount,
    pnlSource: facts.recorded ? facts.recorded.source : pnlAmount === null ? null : money.pnl_source,
  };
}

/**
 * Each amount in the account currency's minor units (docs/rules/money.md#minor-units); a preview without an account
 * keeps the balance's scale.
 */
const moneyIn =
  (currency: string | null) =>
  (value: string | null): string | null =>
    currency === null ? atBalanceScale(value) : accountMoney(value, currency);

const estimateOf = (facts: ImportedMoneyFacts): string | null =>
  facts.recorded ? facts.recorded.gross : estimatedGross(facts);

function estimatedGross(facts: ImportedMoneyFacts): string | null {
  const moneyPerUnit = moneyPerPriceUnit(facts.assetType, facts.assetName, facts.pointValues);
  const units = moneyPerUnit === null ? null : exitsPnlUnits(facts.position, facts.exits);
  if (units === null || moneyPerUnit === null) return null;
  return toDecimalString(units.times(moneyPerUnit));
}

/**
 * Money per unit of price move and of quantity, where the file's quantity says it: shares and coins are units of
 * the price, a futures root has its point value (Carnet's or the trader's). Lots (FOREX, CFD) and contracts of no
 * known value have a size the file does not give: no estimate rather than a wrong one (the preview asks for the
 * root's value, see unpricedRoot).
 */
function moneyPerPriceUnit(
  assetType: AssetType,
  assetName: string,
  pointValues: TraderPointValues,
): string | null {
  switch (assetType) {
    case 'STOCK':
    case 'CRYPTO':
      return '1';
    case 'FUTURES': {
      const root = contractRoot(assetName);
      return root === null ? null : rootPointValue(root, pointValues);
    }
    case 'FOREX':
    case 'CFD':
      return null;
  }
}

/**
 * The root whose point value a closed futures trade waits for: its file states no net and neither Carnet nor the
 * trader gives the value, so its money stays unknown until the trader does (docs/rules/money.md#instruments).
 */
export function unpricedRoot(
  trade: { asset_type: AssetType; asset_name: string; status: string; pnl_amount: string | null },
  pointValues: TraderPointValues,
): string | null {
  if (trade.asset_type !== 'FUTURES' || trade.status !== 'CLOSED' || trade.pnl_amount !== null) return null;
  const root = contractRoot(trade.asset_name);
  return root !== null && rootPointValue(root, pointValues) === null ? root : null;
}
