import type { Outcome } from '../types.ts';

// Kept apart from realized-r.ts, which needs decimal.js: a page that only classifies R (the landing page's sample)
// loads these few lines, not the decimal library.

/** docs/rules/trades.md: |R| up to this threshold is a break-even, beyond it a win or a loss. */
export const BREAKEVEN_THRESHOLD_R = 0.05;

/** docs/rules/trades.md: realized R is stored to 4 decimals (shown to 2). */
export const R_DECIMALS = 4;

/** Outcome of a realized R: WIN above +0.05 R, LOSS below −0.05 R, else BREAKEVEN; null without an R. */
export function outcomeOf(realizedRr: number | null): Outcome | null {
  if (realizedRr === null || !Number.isFinite(realizedRr)) return null;
  if (realizedRr > BREAKEVEN_THRESHOLD_R) return 'WIN';
  if (realizedRr < -BREAKEVEN_THRESHOLD_R) return 'LOSS';
  return 'BREAKEVEN';
}
