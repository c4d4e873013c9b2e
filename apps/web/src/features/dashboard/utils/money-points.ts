import type { Dashboard } from '@carnet/contract';
import { equityPoints, MAX_EQUITY_POINTS } from './equity-points.ts';

export type MoneyCurve = Dashboard['money_curves'][number];

/** A point of the money chart: the close day, the running total as a number to draw, and the exact figures. */
export type MoneyPoint = { date: string; cumulative: number; net: string; cumulativeNet: string };

/** The date of the starting point: the curve starts at 0 before its first close day, as the R curve does. */
export const MONEY_START = '';

/**
 * The money curve as chart points, from a starting 0: the exact decimal strings are kept for the tooltip, a
 * number only places the point. Thinned like the R curve (each slice keeps its lowest and highest day) when
 * longer than `maxPoints`.
 */
export function moneyPoints(curve: MoneyCurve, maxPoints = MAX_EQUITY_POINTS): MoneyPoint[] {
  const days = [{ date: MONEY_START, net: '0', cumulative_net: '0' }, ...curve.points];
  const values = days.map((point) => Number(point.cumulative_net));
  return equityPoints(values, maxPoints).flatMap(({ trade: index, r: cumulative }) => {
    const point = days[index];
    return point === undefined
      ? []
      : [{ date: point.date, cumulative, net: point.net, cumulativeNet: point.cumulative_net }];
  });
}
