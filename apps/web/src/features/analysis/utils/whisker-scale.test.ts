import { describe, expect, it } from 'vitest';
import { whiskerScale, whiskerValues } from './whisker-scale.ts';

describe('the shared scale of the expectancy whiskers', () => {
  it('spans the widest interval and zero, 5 % of the span beyond each end', () => {
    // Intervals [-0.5, 1.5] and [0.2, 0.6]: from -0.5 to 1.5, span 2, margin 0.1 → [-0.6, 1.6].
    const scale = whiskerScale(
      whiskerValues([{ low: -0.5, estimate: 0.5, high: 1.5 }, { low: 0.2, estimate: 0.4, high: 0.6 }, null]),
    );
    expect(scale.min).toBeCloseTo(-0.6, 12);
    expect(scale.max).toBeCloseTo(1.6, 12);
    // Zero sits at 0.6 / 2.2 of the width.
    expect(scale.position(0)).toBeCloseTo((0.6 / 2.2) * 100, 10);
    expect(scale.position(-0.6)).toBeCloseTo(0, 10);
    expect(scale.position(1.6)).toBeCloseTo(100, 10);
  });

  it('keeps zero on the axis when every interval is above it', () => {
    // [1, 3]: the axis runs from 0, span 3, margin 0.15 → [-0.15, 3.15].
    const scale = whiskerScale([1, 2, 3]);
    expect(scale.min).toBeCloseTo(-0.15, 12);
    expect(scale.max).toBeCloseTo(3.15, 12);
  });

  it('centres zero with one R either side when there is nothing to draw', () => {
    const scale = whiskerScale(whiskerValues([null]));
    expect([scale.min, scale.max]).toEqual([-1, 1]);
    expect(scale.position(0)).toBe(50);
  });
});
