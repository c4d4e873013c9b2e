import { describe, expect, it } from 'vitest';
import { equityPoints } from './equity-points.ts';

describe('equity curve points', () => {
  it('keeps every point of a short curve, numbered by closed trade', () => {
    expect(equityPoints([0, 1, -0.5, -0.5])).toEqual([
      { trade: 0, r: 0 },
      { trade: 1, r: 1 },
      { trade: 2, r: -0.5 },
      { trade: 3, r: -0.5 },
    ]);
  });

  it('thins a long curve to the limit, keeping its ends, its peak and its trough in order', () => {
    const curve = Array.from({ length: 100_001 }, (_, trade) => Math.sin(trade / 5_000) * 40);
    curve[31_234] = 75; // the peak
    curve[77_777] = -60; // the trough
    const points = equityPoints(curve, 600);
    expect(points.length).toBeLessThanOrEqual(600);
    expect(points[0]).toEqual({ trade: 0, r: 0 });
    expect(points.at(-1)).toEqual({ trade: 100_000, r: curve[100_000] });
    expect(points).toContainEqual({ trade: 31_234, r: 75 });
    expect(points).toContainEqual({ trade: 77_777, r: -60 });
    const trades = points.map((point) => point.trade);
    expect(trades).toEqual([...trades].sort((a, b) => a - b));
  });
});
