import { describe, expect, it } from 'vitest';
import { seriesOf } from '../../test/candle-rows.ts';
import { FOUR_HOURS, HORIZON_TRADE } from '../../test/horizon-trade.ts';
import { tradeWhatIf } from './trade-what-if.ts';

/*
 * LONG 1 at 100 on 2025-03-04 at 10:30, plan stop 95 (risk 5), take profit 108. Out at 103 the next day: actual
 * R = 3 / 5 = 0.6. Fixed targets 105, 110, 115. Horizon: 2 days → 2025-03-06 10:30.
 *
 * 4-hour candles (open time, o, h, l, c), none reaching 95:
 *   03-04 08:00 100   101   99    100.5   holds the entry
 *   03-04 12:00 … 03-05 08:00             between 97 and 103
 *   03-05 12:00 102.5 105.3 102   104     FIXED_1R: 105 → +1 R
 *   03-05 16:00 … 03-06 00:00             between 101 and 104.8
 *   03-06 04:00 102.5 104   102   103.5   ends at 08:00, the last candle that ends by the horizon
 *   03-06 08:00 103.5 120   103   119     ends at 12:00, after the horizon: not read, though its 120 is above every
 *                                         target
 * PLAN (108), FIXED_2R (110) and FIXED_3R (115) touch nothing by the horizon: they close at the last close before
 * it, 103.5 → 3.5 / 5 = +0.7 R.
 */
describe('a scenario that touches nothing by the horizon', () => {
  it('closes at the last close before it', () => {
    const atHorizon = { status: 'RESOLVED', r: 0.7, ended_by: 'HORIZON', timeframe: '4h' };
    expect(tradeWhatIf({ ...HORIZON_TRADE, candles: [seriesOf('4h', FOUR_HOURS)] }, 2)).toEqual({
      actual_r: 0.6,
      scenarios: {
        PLAN: atHorizon,
        FIXED_1R: { status: 'RESOLVED', r: 1, ended_by: 'TARGET', timeframe: '4h' },
        FIXED_2R: atHorizon,
        FIXED_3R: atHorizon,
      },
    });
  });

  it('leaves every scenario unresolved without a positive horizon', () => {
    const unresolved = { status: 'UNRESOLVED' };
    for (const days of [0, -1, Number.NaN]) {
      expect(
        tradeWhatIf({ ...HORIZON_TRADE, candles: [seriesOf('4h', FOUR_HOURS)] }, days)?.scenarios,
      ).toEqual({
        PLAN: unresolved,
        FIXED_1R: unresolved,
        FIXED_2R: unresolved,
        FIXED_3R: unresolved,
      });
    }
  });
});
