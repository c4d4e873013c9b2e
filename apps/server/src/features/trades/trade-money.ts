import type { PnlSource } from '@carnet/contract';
import {
  Decimal,
  type DecimalInput,
  minorUnitsOf,
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

/**
 * An amount that moves a balance, as a whole number of the account currency's minor units (docs/rules/money.md#minor-units):
 * rounded half to even, once (`2.345 USD` → 2.34, `1 680.5 JPY` → 1 680). A code that is no ISO 4217 currency (an
 * account kept in `BTC`) keeps the balance's 8 decimals.
 */
export function accountMoney(value: string | null, currency: string): string | null {
  const parsed = parseDecimal(value);
  if (parsed === null) return null;
  const rounded = parsed.toDecimalPlaces(minorUnitsOf(currency) ?? BALANCE_SCALE, Decimal.ROUND_HALF_EVEN);
  if (rounded.abs().greaterThanOrEqualTo(BALANCE_LIMIT)) throw invalid(TRADE_MESSAGES.amountOutOfRange);
  return toDecimalString(rounded);
}

/** risk_amount = balance × risk_pct / 100, captured when the trade is created or its risk edited. */
export function capturedRiskAmount(balance: string, riskPct: number | null): string | null {
  return riskPct === null ? null : atBalanceScale(riskAmount(balance, riskPct));
}

/**
 * The estimated gross, realized_rr × risk_amount, in the account currency's minor units; null (nothing moves)
 * without an R or a risk amount.
 */
export function closedPnlAmount(
  realizedRr: number | null,
  amountAtRisk: string | null,
  currency: string,
): string | null {
  return accountMoney(pnlAmount(realizedRr, amountAtRisk), currency);
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

/**
 * What settles a closed trade's money: its R and risk amount, fees, swap, the net reported if any, and the
 * currency of its account, whose minor unit every amount is rounded to.
 */
export type MoneyFacts = {
  currency: string;
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
 * exits and the instrument, else estimated from R × risk amount. Fees, swap, a reported net and the gross are each
 * a whole number of the account currency's minor units (`accountMoney`), so the net is one too, exactly.
 */
export function settledMoney(facts: MoneyFacts): SettledTradeMoney {
  const inAccount = (value: string | null) => accountMoney(value, facts.currency);
  const fees = inAccount(String(facts.fees)) ?? '0';
  const swap = inAccount(String(facts.swap)) ?? '0';
  const money = tradeMoney({
    estimated_gross: closedPnlAmount(facts.realizedRr, facts.riskAmount, facts.currency),
    computed_gross: inAccount(facts.computed?.gross ?? null),
    fees,
    swap,
    reported_net: inAccount(facts.reportedNet),
  });
  return {
    fees,
    swap,
    grossPnl: money.gross_pnl,
    pnlAmount: money.pnl_amount,
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
