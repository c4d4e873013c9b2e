import type { PnlSource } from '@carnet/contract';
import {
  Decimal,
  type DecimalInput,
  parseDecimal,
  pnlAmount,
  riskAmount,
  toDecimalString,
  tradeMoney,
} from '@carnet/domain';
import { BALANCE_PRECISION, BALANCE_SCALE } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';

/** numeric(20, 8) holds magnitudes below 10^12. */
const BALANCE_LIMIT = new Decimal(10).pow(BALANCE_PRECISION - BALANCE_SCALE);

/**
 * Money is rounded once, to the balance's scale, before it is stored; the stored value is what moves the balance,
 * so deleting the trade takes back exactly what closing added (docs/rules/trades.md). Half away from zero, like numeric.
 */
export function atBalanceScale(value: string | null): string | null {
  const parsed = parseDecimal(value);
  if (parsed === null) return null;
  const rounded = parsed.toDecimalPlaces(BALANCE_SCALE, Decimal.ROUND_HALF_UP);
  if (rounded.abs().greaterThanOrEqualTo(BALANCE_LIMIT)) throw invalid(TRADE_MESSAGES.amountOutOfRange);
  return toDecimalString(rounded);
}

/** risk_amount = balance × risk_pct / 100, captured when the trade is created or its risk edited. */
export function capturedRiskAmount(balance: string, riskPct: number | null): string | null {
  return riskPct === null ? null : atBalanceScale(riskAmount(balance, riskPct));
}

/** pnl_amount = realized_rr × risk_amount; null (nothing moves) without an R or a risk amount. */
export function closedPnlAmount(realizedRr: number | null, amountAtRisk: string | null): string | null {
  return atBalanceScale(pnlAmount(realizedRr, amountAtRisk));
}

/** A closed trade's money as stored (docs/rules/trades.md): every figure at the balance's scale. */
export type SettledMoney = {
  fees: string;
  swap: string;
  grossPnl: string | null;
  pnlAmount: string | null;
  pnlSource: PnlSource;
};

/** A close's or an edit's money: what it stores, and the rate a COMPUTED gross was converted with, if given. */
export type SettledTradeMoney = SettledMoney & { fxRate: string | null };

/** What settles a closed trade's money: its R and risk amount, fees, swap, and the net reported if any. */
export type MoneyFacts = {
  realizedRr: number | null;
  riskAmount: string | null;
  fees: DecimalInput;
  swap: DecimalInput;
  reportedNet: string | null;
  /** The gross from the exits and the instrument (docs/rules/money.md#instruments), null when not computed. */
  computed: { gross: string; fxRate: string | null } | null;
};

/**
 * net = gross − fees + swap (docs/rules/money.md#sources): gross derived from a reported net, else computed from the
 * exits and the instrument, else estimated from R × risk amount (rounded once to the balance's scale, so the net
 * is exact).
 */
export function settledMoney(facts: MoneyFacts): SettledTradeMoney {
  const money = tradeMoney({
    estimated_gross: closedPnlAmount(facts.realizedRr, facts.riskAmount),
    computed_gross: facts.computed?.gross ?? null,
    fees: facts.fees,
    swap: facts.swap,
    reported_net: facts.reportedNet,
  });
  return {
    fees: atBalanceScale(String(facts.fees)) ?? '0',
    swap: atBalanceScale(String(facts.swap)) ?? '0',
    grossPnl: atBalanceScale(money.gross_pnl),
    pnlAmount: atBalanceScale(money.pnl_amount),
    pnlSource: money.pnl_source,
    fxRate: money.pnl_source === 'COMPUTED' ? (facts.computed?.fxRate ?? null) : null,
  };
}

/** What moves the balance from the net it holds to a new net (null: nothing to move). */
export function balanceDelta(before: string | null, after: string | null): string | null {
  const delta = (parseDecimal(after) ?? new Decimal(0)).minus(parseDecimal(before) ?? 0);
  return delta.isZero() ? null : toDecimalString(delta);
}

/** The amount that takes a stored pnl back out of its account. */
export function reversal(amount: string): string {
  const parsed = parseDecimal(amount);
  return parsed === null ? '0' : toDecimalString(parsed.negated());
}
