import { describe, expect, it } from 'vitest';
import { hitTakeProfitIds } from './close-rules.ts';

describe('reached take-profit ids (docs/rules/trades.md#validation)', () => {
  it('keeps finite numeric ids once each', () => {
    expect(hitTakeProfitIds([3, '4', 3, Number.NaN, Number.POSITIVE_INFINITY, 'x', null, '', 4, 7])).toEqual([
      3, 4, 7,
    ]);
  });
});
