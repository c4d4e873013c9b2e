import { describe, expect, it } from 'vitest';
import { isLowSimulationSample } from './challenge-simulation.ts';

describe('isLowSimulationSample', () => {
  it('is low under 30 trading days or under 50 trades, and not at 30 days and 50 trades', () => {
    expect(isLowSimulationSample(50, 30)).toBe(false);
    expect(isLowSimulationSample(49, 30)).toBe(true);
    expect(isLowSimulationSample(50, 29)).toBe(true);
    // The 23 trades over 18 days a trader was told 97.7 % ± 0.3 % from.
    expect(isLowSimulationSample(23, 18)).toBe(true);
  });
});
