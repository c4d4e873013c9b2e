import { type DifferenceTest, formatPValue, significanceSentence } from '@carnet/contract';
import { formatR, formatRAmount } from '../../../lib/format.ts';

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);

/** How the scenario's mean R per trade compares with what happened: « +0,12 R par opération de plus que le réel ». */
function differenceText(difference: number): string {
  if (difference > 0) return `${formatR(difference)} par opération de plus que le réel`;
  if (difference < 0) return `${formatRAmount(-difference)} par opération de moins que le réel`;
  return 'autant que le réel';
}

/** What the paired test says: the statistics' own sentence when it is significant, else that nothing is shown. */
function verdictText(test: DifferenceTest): string {
  if (test.significant) return lowerFirst(significanceSentence(test) ?? '');
  return test.p_value === null
    ? 'pas de différence démontrée'
    : `pas de différence démontrée (${formatPValue(test.p_value)})`;
}

/**
 * A scenario against what happened, in plain French (docs/rules/candles.md#what-if: a paired test over the same
 * trades): « Objectif fixe 2 R : +0,12 R par opération de plus que le réel — différence probablement réelle
 * (p = 0,018) », or « … — pas de différence démontrée (p = 0,420) ». Null when there is no difference to give
 * (fewer than 2 trades in both).
 */
export function whatIfSentence(label: string, test: DifferenceTest): string | null {
  if (test.difference === null) return null;
  return `${label} : ${differenceText(test.difference)} — ${verdictText(test)}`;
}
