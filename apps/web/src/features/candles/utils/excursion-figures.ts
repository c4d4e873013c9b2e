import { TRADE_RECORD_MESSAGES } from '@carnet/contract';
import type { Excursions } from '@carnet/domain';
import {
  formatDateTime,
  formatFractionAsPercent,
  formatNumber,
  formatR,
  userTimeZone,
} from '../../../lib/format.ts';
import { TIMEFRAME_LABELS } from './timeframe-labels.ts';

export type ExcursionFigure = { label: string; value: string; detail?: string; tone?: 'gain' | 'loss' };

/** An R of the excursions, or « R inconnu (pas de stop) » (docs/rules/candles.md#excursions: no stop, no R). */
const rOrUnknown = (value: number | null) =>
  value === null ? TRADE_RECORD_MESSAGES.unknownR : formatR(value);

/**
 * The figures beside the chart, the French way: MFE and MAE in R with the price and the instant they were reached,
 * the exit efficiency as a share of the MFE kept, then what they were measured on.
 */
export function excursionFigures(excursions: Excursions, timeZone = userTimeZone()): ExcursionFigure[] {
  return [
    {
      label: 'MFE',
      value: rOrUnknown(excursions.mfe_r),
      detail: `${formatNumber(excursions.best_price)} · ${formatDateTime(excursions.mfe_at, timeZone)}`,
      tone: 'gain',
    },
    {
      label: 'MAE',
      value: rOrUnknown(excursions.mae_r),
      detail: `${formatNumber(excursions.worst_price)} · ${formatDateTime(excursions.mae_at, timeZone)}`,
      tone: 'loss',
    },
    { label: 'Efficacité de sortie', value: formatFractionAsPercent(excursions.exit_efficiency) },
    {
      label: 'Mesuré sur',
      value: TIMEFRAME_LABELS[excursions.timeframe],
      detail: `${formatNumber(excursions.candles_used, 0)} bougies lues`,
    },
  ];
}

/** The stretches without candles, in the user's zone: « 20/11/2026 22:00 → 23/11/2026 08:00 ». */
export function gapTexts(excursions: Excursions, timeZone = userTimeZone()): string[] {
  return excursions.gaps.map(
    (gap) => `${formatDateTime(gap.from, timeZone)} → ${formatDateTime(gap.to, timeZone)}`,
  );
}
