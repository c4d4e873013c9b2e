import { parseDecimal, toDecimalString } from '../decimal.ts';
import type { DecimalInput } from '../types.ts';

/** Risk amount captured at creation: balance × risk_pct / 100, exact; null when an input does not parse. */
export function riskAmount(balance: DecimalInput, riskPct: DecimalInput): string | null {
  const parsedBalance = parseDecimal(balance);
  const parsedPct = parseDecimal(riskPct);
  if (!parsedBalance || !parsedPct) return null;
  return toDecimalString(parsedBalance.times(parsedPct).dividedBy(100));
}

/**
 * Money won or lost by a closed trade: realized_rr × risk_amount, exact (R already has 4 decimals, so the product
 * is finite). Null without an R or a risk amount. The caller adds it to the balance and keeps it to reverse it.
 */
export function pnlAmount(realizedRr: number | null, amountAtRisk: DecimalInput | null): string | null {
  if (realizedRr === null || amountAtRisk === null) return null;
  const r = parseDecimal(realizedRr);
  const risk = parseDecimal(amountAtRisk);
  if (!r || !risk) return null;
  return toDecimalString(r.times(risk));
}
