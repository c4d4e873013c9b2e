import type { AssetType, PnlSource } from '@carnet/contract';
import { exitsPnlUnits, type Position, type StoredExit, toDecimalString, tradeMoney } from '@carnet/domain';
import { atBalanceScale, type SettledMoney } from '../trades/trade-money.ts';
import { futuresPointValue } from './futures-point-values.ts';

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
};

/** The money columns of an imported trade: no net (nor source) while open or when nothing gives one. */
export type ImportedMoney = Omit<SettledMoney, 'pnlSource'> & { pnlSource: PnlSource | null };

/**
 * DESIGN §10–§11: the money of an imported trade through the rule a manual close uses (`tradeMoney`, net =
 * gross − fees + swap). A net the file states is REPORTED, its gross derived; a closed trade whose file states
 * none (a template without `pnl_amount`) gets an ESTIMATED gross from its exits — Σ quantity × (exit − entry) ×
 * direction × the money of one unit of price (`moneyPerPriceUnit`) —
 * rounded once to the balance's scale before the net follows. An open trade has no net yet.
 */
export function importedMoney(facts: ImportedMoneyFacts): ImportedMoney {
  const fees = atBalanceScale(facts.fees) ?? '0';
  const swap = atBalanceScale(facts.swap) ?? '0';
  const reportedNet = facts.isClosed ? atBalanceScale(facts.statedNet) : null;
  const money = tradeMoney({
    estimated_gross: facts.isClosed && reportedNet === null ? estimatedGross(facts) : null,
    fees,
    swap,
    reported_net: reportedNet,
  });
  const pnlAmount = atBalanceScale(money.pnl_amount);
  return {
    fees,
    swap,
    grossPnl: atBalanceScale(money.gross_pnl),
    pnlAmount,
    pnlSource: pnlAmount === null ? null : money.pnl_source,
  };
}

function estimatedGross(facts: ImportedMoneyFacts): string | null {
  const moneyPerUnit = moneyPerPriceUnit(facts.assetType, facts.assetName);
  const units = moneyPerUnit === null ? null : exitsPnlUnits(facts.position, facts.exits);
  if (units === null || moneyPerUnit === null) return null;
  return atBalanceScale(toDecimalString(units.times(moneyPerUnit)));
}

/**
 * Money per unit of price move and of quantity, where the file's quantity says it: shares and coins are units of
 * the price, a known futures root has its point value. Lots (FOREX, CFD) and unknown contracts have a size the
 * file does not give: no estimate rather than a wrong one — the trader maps the file's result column instead.
 */
function moneyPerPriceUnit(assetType: AssetType, assetName: string): string | null {
  switch (assetType) {
    case 'STOCK':
    case 'CRYPTO':
      return '1';
    case 'FUTURES':
      return futuresPointValue(assetName);
    case 'FOREX':
    case 'CFD':
      return null;
  }
}
