import { describe, expect, it } from 'vitest';
import { at, planOf, seriesOf } from '../../test/candle-rows.ts';
import { tradeWhatIf } from './trade-what-if.ts';

/*
 * SHORT 2 at 50 at 14:03, plan stop 51 (risk 2 × 1 = 2), one take profit at 48.5 for both. Out at 48.8 at 14:40:
 * actual R = 2 × 1.2 / 2 = 1.2. Fixed targets below the entry: 1 R = 49, 2 R = 48, 3 R = 47.
 *
 * 15-minute candles (open time, o, h, l, c):
 *   14:00 50.2 50.4 49.8 50.0   holds the entry, touches no level (51 above, 49 below)
 *   14:15 49.9 50.3 48.9 49.0   FIXED_1R: 49 reached → 2 × (50 − 49) / 2 = +1 R
 *   14:30 49.0 49.2 48.2 48.4   PLAN: 48.5 reached → 2 × 1.5 / 2 = +1.5 R
 *   14:45 47.9 48.0 47.6 47.8   FIXED_2R: opens at 47.9, already beyond 48: a limit fills at the open, better
 *                               → 2 × 2.1 / 2 = +2.1 R
 *   15:00 47.8 47.9 46.5 46.8   FIXED_3R: 47 reached → +3 R
 * The stop, 51, is never touched.
 */
const candles = seriesOf('15m', [
  ['14:00', '50.2', '50.4', '49.8', '50.0'],
  ['14:15', '49.9', '50.3', '48.9', '49.0'],
  ['14:30', '49.0', '49.2', '48.2', '48.4'],
  ['14:45', '47.9', '48.0', '47.6', '47.8'],
  ['15:00', '47.8', '47.9', '46.5', '46.8'],
]);

describe('a scenario that reaches its target', () => {
  it('sells at the target, or at a better open', () => {
    const trade = {
      direction: 'SHORT' as const,
      entries: [{ price: '50', quantity: '2', at: at('14:03') }],
      exits: [{ price: '48.8', quantity: '2', at: at('14:40') }],
      plan: planOf('50', '51', '2', [['48.5', '2']]),
      candles: [candles],
    };
    const target = (r: number) => ({ status: 'RESOLVED', r, ended_by: 'TARGET', timeframe: '15m' });
    expect(tradeWhatIf(trade)).toEqual({
      actual_r: 1.2,
      scenarios: { PLAN: target(1.5), FIXED_1R: target(1), FIXED_2R: target(2.1), FIXED_3R: target(3) },
    });
  });
});
