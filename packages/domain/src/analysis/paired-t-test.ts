import { roundRatio } from '../decimal.ts';
import { R_DECIMALS } from '../trade/outcome.ts';
import { meanR, type RAggregate, sampleVarianceR } from './r-aggregate.ts';
import { studentTTwoSidedP } from './t-distribution.ts';
import { MIN_TRADES_PER_SIDE, SIGNIFICANCE_LEVEL } from './thresholds.ts';
import type { DifferenceTest } from './welch.ts';

/**
 * The paired t-test (two-sided) of two R measured on the same trades, from the aggregate of the per-trade
 * differences d = a − b (`aggregateR(differences)`): t = mean(d) / (s_d / √n) with n − 1 degrees of freedom.
 * The difference is mean(d), given from 1 pair; the p-value needs at least 2 pairs and some spread in d (every
 * difference equal → null); significant = p < 0.05. Used where both figures belong to one trade, such as a what-if
 * exit against what happened (docs/rules/candles.md#what-if), where Welch's test would ignore the pairing.
 */
export function pairedTTest(differences: RAggregate): DifferenceTest {
  const mean = meanR(differences);
  const difference = mean === null ? null : roundRatio(mean, R_DECIMALS);
  const variance = sampleVarianceR(differences);
  const n = differences.trades;
  if (mean === null || variance === null || variance === 0 || n < MIN_TRADES_PER_SIDE) {
    return { difference, p_value: null, significant: false };
  }
  const t = mean / Math.sqrt(variance / n);
  const pValue = studentTTwoSidedP(t, n - 1);
  return { difference, p_value: pValue, significant: pValue < SIGNIFICANCE_LEVEL };
}
