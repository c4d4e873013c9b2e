import { describe, expect, it } from 'vitest';
import { suggestedTimeZones } from '../../../lib/time-zone-options.ts';
import { moneySign } from './money-sign.ts';

describe('moneySign (read from the decimal text, never a float)', () => {
  it('tells gains, losses and zero apart', () => {
    expect(moneySign('62.50')).toBe('gain');
    expect(moneySign('-0.00000001')).toBe('loss');
    expect(moneySign('0')).toBe('flat');
    expect(moneySign('-0.00')).toBe('flat');
    expect(moneySign('.0')).toBe('flat');
    expect(moneySign(null)).toBe('flat');
  });
});

describe('suggestedTimeZones', () => {
  it('offers the platform’s hint, the chosen zone, the browser’s and UTC, each once', () => {
    expect(suggestedTimeZones(['Europe/Athens', 'UTC'], 'Europe/Paris')).toEqual([
      'Europe/Athens',
      'UTC',
      'Europe/Paris',
    ]);
    expect(suggestedTimeZones([null, null], 'UTC')).toEqual(['UTC']);
  });
});
