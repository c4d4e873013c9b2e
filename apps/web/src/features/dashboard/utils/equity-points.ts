/** A point of the equity curve: after `trade` closed trades (0 = the start), the cumulative R. */
export type EquityPoint = { trade: number; r: number };

/** Enough points for any screen width; an SVG path of 100,000 points would freeze the page. */
export const MAX_EQUITY_POINTS = 600;

/**
 * The curve as chart points, thinned when longer than `maxPoints`: each slice keeps its lowest and highest
 * point in trade order, so peaks, troughs and therefore drawdowns stay visible; the first and last points are
 * always kept.
 */
export function equityPoints(curve: readonly number[], maxPoints = MAX_EQUITY_POINTS): EquityPoint[] {
  if (curve.length <= maxPoints) return curve.map((r, trade) => ({ trade, r }));
  const points: EquityPoint[] = [{ trade: 0, r: curve[0] ?? 0 }];
  const last = curve.length - 1;
  const sliceSize = Math.ceil((last - 1) / Math.floor((maxPoints - 2) / 2));
  for (let start = 1; start < last; start += sliceSize) {
    const end = Math.min(start + sliceSize, last);
    let low = start;
    let high = start;
    for (let trade = start + 1; trade < end; trade++) {
      const r = curve[trade] ?? 0;
      if (r < (curve[low] ?? 0)) low = trade;
      if (r > (curve[high] ?? 0)) high = trade;
    }
    for (const trade of low === high ? [low] : [Math.min(low, high), Math.max(low, high)]) {
      points.push({ trade, r: curve[trade] ?? 0 });
    }
  }
  points.push({ trade: last, r: curve[last] ?? 0 });
  return points;
}
