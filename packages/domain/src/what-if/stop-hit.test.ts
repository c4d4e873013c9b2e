import { describe, expect, it } from 'vitest';
import { at, type CandleRow, planOf, seriesOf } from '../../test/candle-rows.ts';
import { tradeWhatIf } from './trade-what-if.ts';

/*
 * LONG 1 at 100 at 10:02, plan stop 98 (risk 2), one take profit at 104 for the whole size. Out at 101 at 10:20:
 * actual R = 1 / 2 = 0.5. Targets of the fixed scenarios: 1 R = 102, 2 R = 104, 3 R = 106.
 *
 * 5-minute candles (open time, o, h, l, c):
 *   10:00  99.8 100.4  99.6 100.1   holds the entry, touches no level
 *   10:05 100.1 101.5  99.5 101.0
 *   10:10 101.0 102.3  99.0  99.2   FIXED_1R: 102 reached, 98 not → sells at 102 → +1 R (target)
 *   10:15  99.2  99.5  97.5  97.8   PLAN (104), FIXED_2R, FIXED_3R: 98 reached, their target not → stopped at 98
 *                                   → (98 − 100) / 2 = −1 R
 * Through a gap: when 10:15 opens at 97.0, below the stop, a stop order fills at the open, not at 98:
 *   (97 − 100) / 2 = −1.5 R.
 */
const rows: CandleRow[] = [
  ['10:00', '99.8', '100.4', '99.6', '100.1'],
  ['10:05', '100.1', '101.5', '99.5', '101.0'],
  ['10:10', '101.0', '102.3', '99.0', '99.2'],
  ['10:15', '99.2', '99.5', '97.5', '97.8'],
];

const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '100', quantity: '1', at: at('10:02') }],
  exits: [{ price: '101', quantity: '1', at: at('10:20') }],
  plan: planOf('100', '98', '1', [['104', '1']]),
};

const stopped = { status: 'RESOLVED', r: -1, ended_by: 'STOP', timeframe: '5m' };

describe('a scenario stopped out', () => {
  it('loses 1 R at the stop, where the 1 R target was reached first', () => {
    expect(tradeWhatIf({ ...trade, candles: [seriesOf('5m', rows)] })).toEqual({
      actual_r: 0.5,
      scenarios: {
        PLAN: stopped,
        FIXED_1R: { status: 'RESOLVED', r: 1, ended_by: 'TARGET', timeframe: '5m' },
        FIXED_2R: stopped,
        FIXED_3R: stopped,
      },
    });
  });

  it('fills at the open when price gaps through the stop', () => {
    const gapped: CandleRow[] = [...rows.slice(0, 3), ['10:15', '97.0', '97.6', '96.8', '97.2']];
    const result = tradeWhatIf({ ...trade, candles: [seriesOf('5m', gapped)] });
    expect(result?.scenarios.FIXED_2R).toEqual({ ...stopped, r: -1.5 });
  });
});
