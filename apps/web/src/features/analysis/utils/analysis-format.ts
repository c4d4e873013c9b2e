import type { Interval, MoneyByCurrency } from '@carnet/contract';
import { CONFIDENCE_LEVEL, LOW_SAMPLE_SIZE, MIN_TRADES_PER_SIDE, SIGNIFICANCE_LEVEL } from '@carnet/domain';
import {
  EMPTY_VALUE,
  formatFractionAsPercent,
  formatMoney,
  formatNumber,
  formatPercent,
  formatR,
} from '../../../lib/format.ts';

/** « IC 95 % »: the interval every figure is given with (docs/rules/statistics.md). */
export const INTERVAL_LABEL = `IC ${formatFractionAsPercent(CONFIDENCE_LEVEL, 0)}`;

/** The plain-French reading of the test, for the tooltip and the legend under each table. */
export const SIGNIFICANCE_EXPLANATION =
  'Si les deux groupes comparés ne différaient pas vraiment, un écart d’espérance au moins aussi grand ' +
  `n’apparaîtrait par hasard que dans moins de ${formatFractionAsPercent(SIGNIFICANCE_LEVEL, 0)} des cas ` +
  `(test t de Welch, au moins ${MIN_TRADES_PER_SIDE} trades de chaque côté). Sinon, l’écart peut être dû ` +
  'au hasard : il faut plus de trades pour conclure.';

/** What « échantillon faible » means. */
export const LOW_SAMPLE_EXPLANATION = `moins de ${LOW_SAMPLE_SIZE} trades, les chiffres peuvent encore beaucoup changer.`;

/** A 95 % interval in French: « 42,1 % à 67,3 % », « -0,12 R à +0,85 R », or a dash when unknown. */
export function formatInterval(interval: Interval | null, format: (value: number) => string): string {
  return interval === null ? EMPTY_VALUE : `${format(interval.low)} à ${format(interval.high)}`;
}

export const formatWinRateInterval = (interval: Interval | null) => formatInterval(interval, formatPercent);
export const formatExpectancyInterval = (interval: Interval | null) => formatInterval(interval, formatR);

/** Net money per currency, one amount each, in the currencies' alphabetical order: « 1 234,00 $US ». */
export function formatMoneyByCurrency(money: MoneyByCurrency): string[] {
  return Object.keys(money)
    .sort()
    .map((currency) => formatMoney(money[currency], currency));
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** A holding time in whole minutes, hours or days: « 45 min », « 3,5 h », « 2,1 j ». */
export function formatHoldMinutes(minutes: number | null): string {
  if (minutes === null) return EMPTY_VALUE;
  if (minutes < MINUTES_PER_HOUR) return `${formatNumber(minutes, 0)}\u00a0min`;
  if (minutes < MINUTES_PER_DAY) return `${formatNumber(minutes / MINUTES_PER_HOUR, 1)}\u00a0h`;
  return `${formatNumber(minutes / MINUTES_PER_DAY, 1)}\u00a0j`;
}
