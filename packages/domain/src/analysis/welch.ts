import { roundRatio } from '../decimal.ts';
import { R_DECIMALS } from '../trade/outcome.ts';
import { meanR, type RAggregate, sampleVarianceR } from './r-aggregate.ts';
import { studentTTwoSidedP } from './t-distribution.ts';
import { MIN_TRADES_PER_SIDE, SIGNIFICANCE_LEVEL } from './thresholds.ts';

/** Welch's test of two groups: mean(a) − mean(b), its two-sided p-value and whether it is significant. */
export type DifferenceTest = { difference: number | null; p_value: number | null; significant: boolean };

/**
 * Welch's two-sample t-test of the R of two groups (docs/rules/statistics.md), two-sided:
 * t = (m_a − m_b) / √(s²_a/n_a + s²_b/n_b), df = (s²_a/n_a + s²_b/n_b)² / ((s²_a/n_a)²/(n_a − 1) + (s²_b/n_b)²/(n_b − 1)).
 * The difference is given whenever both groups have a trade; the p-value needs at least 2 trades on each side and
 * some spread (both groups constant → null); significant = p < 0.05.
 */
export function welchTest(a: RAggregate, b: RAggregate): DifferenceTest {
  const meanA = meanR(a);
  const meanB = meanR(b);
  const exact = meanA === null || meanB === null ? null : meanA - meanB;
  const difference = exact === null ? null : roundRatio(exact, R_DECIMALS);
  const varianceA = sampleVarianceR(a);
  const varianceB = sampleVarianceR(b);
  if (
    exact === null ||
    varianceA === null ||
    varianceB === null ||
    a.trades < MIN_TRADES_PER_SIDE ||
    b.trades < MIN_TRADES_PER_SIDE
  ) {
    return { difference, p_value: null, significant: false };
  }
  const shareA = varianceA / a.trades;
  const shareB = varianceB / b.trades;
  const standardError2 = shareA + shareB;
  if (standardError2 === 0) return { difference, p_value: null, significant: false };
  const t = exact / Math.sqrt(standardError2);
  const df =
    (standardError2 * standardError2) /
    ((shareA * shareA) / (a.trades - 1) + (shareB * shareB) / (b.trades - 1));
  const pValue = studentTTwoSidedP(t, df);
  return { difference, p_value: pValue, significant: pValue < SIGNIFICANCE_LEVEL };
}
