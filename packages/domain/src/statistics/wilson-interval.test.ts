import { describe, expect, it } from 'vitest';
import { wilsonInterval, Z_95 } from './wilson-interval.ts';

/*
 * By hand, z = 1.96 (z² = 3.8416):
 *   8 / 10: p = 0.8, centre = 0.8 + 0.19208 = 0.99208, spread = 1.96 × √(0.016 + 0.009604) = 1.96 × 0.160012
 *           = 0.313624, denominator 1.38416 → [0.49017, 0.94330] (the textbook's 0.490 … 0.943);
 *   0 / 20: centre = 0.09604, spread = 1.96 × √(0.0024010) = 0.096040 → low 0, high 0.19208 / 1.19208 = 0.16113;
 *  20 / 20: the mirror, [0.83887, 1].
 */
describe('wilsonInterval', () => {
  it('gives the textbook bounds', () => {
    const interval = wilsonInterval(8, 10, 1.96);
    expect(interval?.low).toBeCloseTo(0.49017, 4);
    expect(interval?.high).toBeCloseTo(0.9433, 4);
  });

  it('is not empty at 0 or at every trial a success, and stays in [0, 1]', () => {
    expect(wilsonInterval(0, 20, 1.96)).toEqual({ low: 0, high: expect.closeTo(0.16113, 4) });
    expect(wilsonInterval(20, 20, 1.96)).toEqual({ low: expect.closeTo(0.83887, 4), high: 1 });
  });

  it('narrows as trials grow and always holds the observed share', () => {
    const widths = [10, 100, 1_000, 10_000].map((trials) => {
      const interval = wilsonInterval(trials * 0.3, trials);
      if (interval === null) throw new Error('no interval');
      expect(interval.low).toBeLessThan(0.3);
      expect(interval.high).toBeGreaterThan(0.3);
      return interval.high - interval.low;
    });
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(Z_95).toBeCloseTo(1.96, 2);
  });

  it('is null without a trial or with impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(3, 2)).toBeNull();
    expect(wilsonInterval(-1, 2)).toBeNull();
  });
});
