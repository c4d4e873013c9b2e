import { type Decimal, parseDecimal, parsePositiveDecimal, toDecimalString } from '../decimal.ts';
import type { DecimalInput } from '../types.ts';
import type { InstrumentSpec } from './instrument-spec.ts';
import {
  type Conversion,
  type ConversionError,
  type ConversionRate,
  inAccountCurrency,
  isConversionError,
  quoteConversion,
} from './quote-conversion.ts';

/** What the trade form sizes a position from: the balance and a risk (percent of it, or an amount), entry, stop. */
export type PositionSizeInput = {
  balance: DecimalInput;
  /** Percent of the balance to risk (1 = 1 %); ignored when `risk_amount` is given. */
  risk_pct?: DecimalInput | null;
  /** Money to risk, in the account's currency. */
  risk_amount?: DecimalInput | null;
  entry_price: DecimalInput;
  stop_price: DecimalInput;
  /** 1 unit of the quote currency = `fx_rate` units of the account's, when the trade's price cannot convert. */
  fx_rate?: DecimalInput | null;
};

export type PositionSize =
  | {
      ok: true;
      /** Lots, contracts, shares or coins, rounded down to the instrument's step. */
      quantity: string;
      /** The money the stop would lose at that quantity, in the account's currency. */
      money_at_risk: string;
      /** What the trader allowed: the risk amount, or the risk percent of the balance. */
      risk_budget: string;
      /** The money of a move of 1.0 in the price, for one unit of quantity, in the account's currency. */
      point_value: string;
      /** The money of one pip for one lot (currency pairs), else null. */
      pip_value: string | null;
      conversion: Conversion;
    }
  | ({ ok: false } & ConversionError)
  | { ok: false; error: 'NO_RISK' | 'STOP_AT_ENTRY' | 'INVALID_INPUT' | 'BELOW_ONE_STEP' };

/**
 * The size of a position that loses the risk budget at the stop (docs/rules/money.md#instruments): budget ÷ (|entry
 * − stop| × contract size, in the account's currency) rounded DOWN to the instrument's step (0.01 lot, 1 contract,
 * 1 share), so the money at risk never exceeds the budget. The stop's price converts the loss when the pair is the
 * two currencies. Money shown is rounded half to even to the account currency's minor unit.
 */
export function positionSize(
  input: PositionSizeInput,
  spec: InstrumentSpec,
  accountCurrency: string,
): PositionSize {
  const entry = parsePositiveDecimal(input.entry_price);
  const stop = parsePositiveDecimal(input.stop_price);
  const size = parsePositiveDecimal(spec.contract_size);
  const step = parsePositiveDecimal(spec.quantity_step);
  const budget = riskBudget(input);
  if (entry === null || stop === null || size === null || step === null)
    return { ok: false, error: 'INVALID_INPUT' };
  if (typeof budget === 'string') return { ok: false, error: budget };
  if (entry.equals(stop)) return { ok: false, error: 'STOP_AT_ENTRY' };
  const converting = quoteConversion(spec, accountCurrency, input.fx_rate);
  if (isConversionError(converting)) return { ok: false, ...converting };
  const money = converting.toMinorUnit;
  const rate = converting.rateAt(stop);
  const lossPerUnit = entry.minus(stop).abs().times(size);
  const quantity = stepsWithin(budget, lossPerUnit, rate, step).times(step);
  if (quantity.isZero()) return { ok: false, error: 'BELOW_ONE_STEP' };
  const pointValue = inAccountCurrency(size, rate);
  const riskPerUnit = inAccountCurrency(lossPerUnit, rate);
  const pip = parseDecimal(spec.pip_size);
  return {
    ok: true,
    quantity: toDecimalString(quantity),
    money_at_risk: toDecimalString(money(quantity.times(riskPerUnit))),
    risk_budget: toDecimalString(money(budget)),
    point_value: toDecimalString(money(pointValue)),
    pip_value: pip === null ? null : toDecimalString(money(pip.times(pointValue))),
    conversion: converting.conversion,
  };
}

/**
 * The most steps of quantity whose loss stays within the budget: n × step × loss × times ≤ budget × per, decided on
 * products of decimals (exact), so a budget that buys exactly 0.45 lot gets 0.45, never 0.44 from a rounded
 * quotient.
 */
function stepsWithin(budget: Decimal, lossPerUnit: Decimal, rate: ConversionRate, step: Decimal): Decimal {
  const allowed = budget.times(rate.per);
  const perStep = lossPerUnit.times(rate.times).times(step);
  const steps = allowed.dividedToIntegerBy(perStep);
  if (steps.plus(1).times(perStep).lte(allowed)) return steps.plus(1);
  return steps.times(perStep).gt(allowed) ? steps.minus(1) : steps;
}

/** The budget: the amount given, else the percent of the balance, or why there is none. */
function riskBudget(input: PositionSizeInput): Decimal | 'NO_RISK' | 'INVALID_INPUT' {
  const balance = parseDecimal(input.balance);
  if (balance === null) return 'INVALID_INPUT';
  let budget: Decimal | null;
  if (isGiven(input.risk_amount)) budget = parseDecimal(input.risk_amount);
  else if (isGiven(input.risk_pct))
    budget = parseDecimal(input.risk_pct)?.times(balance).dividedBy(100) ?? null;
  else return 'NO_RISK';
  if (budget === null) return 'INVALID_INPUT';
  return budget.isPositive() && !budget.isZero() ? budget : 'NO_RISK';
}

const isGiven = (value: DecimalInput | null | undefined): value is DecimalInput =>
  value !== null && value !== undefined && value !== '';
