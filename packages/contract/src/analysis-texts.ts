import { SIGNIFICANCE_LEVEL } from '@carnet/domain';

/** docs/rules/statistics.md: the mark of a group too small to conclude from (`low_sample`). */
export const LOW_SAMPLE_LABEL = 'échantillon faible';

/** A p-value in French: 3 decimals with a comma, « < 0,001 » below that. */
export function formatPValue(pValue: number): string {
  if (pValue < 0.001) return 'p < 0,001';
  return `p = ${pValue.toFixed(3).replace('.', ',')}`;
}

/**
 * The plain-French reading of a test between two groups (docs/rules/statistics.md): « Différence probablement réelle
 * (p = 0,012) » when significant, else that the difference may be chance; null when there is nothing to test.
 */
export function significanceSentence(test: { p_value: number | null; significant: boolean }): string | null {
  if (test.p_value === null) return null;
  const p = formatPValue(test.p_value);
  return test.significant
    ? `Différence probablement réelle (${p})`
    : `Différence possiblement due au hasard (${p})`;
}

export { SIGNIFICANCE_LEVEL };
