import { Decimal, parseDecimal, pnlAmount, riskAmount, toDecimalString } from '@carnet/domain';
import { BALANCE_PRECISION, BALANCE_SCALE } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';

/** numeric(20, 8) holds magnitudes below 10^12. */
const BALANCE_LIMIT = new Decimal(10).pow(BALANCE_PRECISION - BALANCE_SCALE);

/**
 * Money is rounded once, to the balance's scale, before it is stored; the stored value is what moves the balance,
 * so deleting the trade takes back exactly what closing added (DESIGN §6.1). Half away from zero, like numeric.
 */
function atBalanceScale(value: string | null): string | null {
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

/** The amount that takes a stored pnl back out of its account. */
export function reversal(amount: string): string {
  const parsed = parseDecimal(amount);
  return parsed === null ? '0' : toDecimalString(parsed.negated());
}
