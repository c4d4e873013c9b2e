import { describe, expect, it } from 'vitest';
import { axisTicks, roundAxis } from './axis-ticks.ts';

describe('axis ticks', () => {
  it('covers an equity curve in R with round steps and zero', () => {
    expect(axisTicks([0, -0.5, 12.4, 38.7])).toEqual([-10, 0, 10, 20, 30, 40]);
    expect(axisTicks([0, 1, -0.5, -0.5])).toEqual([-0.5, 0, 0.5, 1]);
    expect(axisTicks([0, -3, -7.2])).toEqual([-8, -6, -4, -2, 0]);
  });

  it('keeps to whole steps for counts, from zero', () => {
    expect(axisTicks([3, 12, 28], { isCount: true })).toEqual([0, 10, 20, 30]);
    expect(axisTicks([1, 2], { isCount: true })).toEqual([0, 1, 2]);
    expect(axisTicks([12], { isCount: true })).toEqual([0, 5, 10, 15]);
  });

  it('gives an axis to an empty or flat series', () => {
    expect(axisTicks([])).toEqual([0, 1]);
    expect(axisTicks([0, 0])).toEqual([0, 1]);
  });

  it('never writes floating-point noise', () => {
    expect(axisTicks([0, 0.3, 0.7])).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('gives the axis its first and last tick as its domain', () => {
    expect(roundAxis([3, 12, 28], { isCount: true })).toEqual({ ticks: [0, 10, 20, 30], domain: [0, 30] });
    expect(roundAxis([0, -7.2])).toEqual({ ticks: [-8, -6, -4, -2, 0], domain: [-8, 0] });
  });
});
