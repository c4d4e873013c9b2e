import { describe, expect, it } from 'vitest';
import { at, planOf, seriesOf } from '../../test/candle-rows.ts';
import { tradeWhatIf } from './trade-what-if.ts';

/*
 * LONG 1 at 100 at 09:40, plan stop 98 (risk 2), take profit 103. Out at 100.5 at 11:30: actual R = 0.25.
 * Fixed targets: 1 R = 102, 2 R = 104, 3 R = 106.
 *
 * 1-hour candles:
 *   09:00 o 100.5 h 102.5 l 99.0 c 100.2   holds the entry and reaches 102: was it before 09:40 or after? Unknown.
 *   10:00 o 100.6 h 102.2 l 100.5 c 101.5
 *   11:00 o 101.5 h 101.8 l 97.9 c 98.5    the stop
 * FIXED_1R alone: ambiguous. PLAN (103), FIXED_2R and FIXED_3R: 09:00 and 10:00 touch none of their levels,
 * 11:00 stops them → −1 R.
 * With the 5-minute candles of 09:40 to 09:55 (09:40 holds the entry; all below 101, above 99.4), nothing touched
 * 102 after the entry: the hour's 102.5 came before it. FIXED_1R goes on to 10:00, which reaches 102 → +1 R.
 * (The 5-minute candles end at 10:00, long before the horizon: they cannot replay the scenario themselves, so the
 * hour does, and they settle its entry candle.) When the 5-minute candle that holds the entry reaches 102 too,
 * it is read first, as the finest timeframe, and nothing finer settles it: ambiguous on 5m.
 */
const hours = seriesOf('1h', [
  ['09:00', '100.5', '102.5', '99.0', '100.2'],
  ['10:00', '100.6', '102.2', '100.5', '101.5'],
  ['11:00', '101.5', '101.8', '97.9', '98.5'],
]);
const afterEntry = seriesOf('5m', [
  ['09:40', '100.1', '100.6', '99.5', '100.4'],
  ['09:45', '100.4', '101.0', '99.8', '100.2'],
  ['09:50', '100.2', '100.9', '99.4', '100.3'],
  ['09:55', '100.3', '100.8', '99.6', '100.2'],
]);

const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '100', quantity: '1', at: at('09:40') }],
  exits: [{ price: '100.5', quantity: '1', at: at('11:30') }],
  plan: planOf('100', '98', '1', [['103', '1']]),
};
const stopped = { status: 'RESOLVED', r: -1, ended_by: 'STOP', timeframe: '1h' };

describe('the candle that holds the entry', () => {
  it('is ambiguous when it reaches a level, for lack of finer candles', () => {
    expect(tradeWhatIf({ ...trade, candles: [hours] })).toEqual({
      actual_r: 0.25,
      scenarios: {
        PLAN: stopped,
        FIXED_1R: { status: 'AMBIGUOUS', timeframe: '1h' },
        FIXED_2R: stopped,
        FIXED_3R: stopped,
      },
    });
  });

  it('is settled by the finer candles from the entry on', () => {
    const result = tradeWhatIf({ ...trade, candles: [afterEntry, hours] });
    expect(result?.scenarios.FIXED_1R).toEqual({
      status: 'RESOLVED',
      r: 1,
      ended_by: 'TARGET',
      timeframe: '1h',
    });
  });

  it('stays ambiguous when the finer candle holding the entry reaches the level too', () => {
    const touching = seriesOf('5m', [['09:40', '100.1', '102.1', '99.5', '101.9']]);
    const result = tradeWhatIf({ ...trade, candles: [touching, hours] });
    expect(result?.scenarios.FIXED_1R).toEqual({ status: 'AMBIGUOUS', timeframe: '5m' });
  });
});
