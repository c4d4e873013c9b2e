import { describe, expect, it } from 'vitest';
import { at, type CandleRow, planOf, seriesOf } from '../../test/candle-rows.ts';
import { tradeWhatIf } from './trade-what-if.ts';

/*
 * LONG 2 at 100 at 10:02, plan stop 98 → risk 2 × 2 = 4. Plan: TP1 102 sells 1, TP2 106 sells 1. The trader
 * moved the stop to break-even after TP1 and was out at 100 at 10:15: actual R = (1 × 2 + 1 × 0) / 4 = 0.5.
 * PLAN keeps the plan as it was locked, with no management: after TP1 the stop stays at 98.
 *
 * 5-minute candles (open time, o, h, l, c):
 *   10:00 100   100.5  99.5 100.2   holds the entry, touches nothing
 *   10:05 100.2 102.4 100.1 102.2   PLAN: TP1 102 sells 1 → +1 × 2 = 2. FIXED_1R (102, both units): +2 × 2 / 4 = +1 R
 *   10:10 102.2 103   100.5 101     nothing (TP2 106, FIXED_2R 104 and FIXED_3R 106 above)
 *   10:15 101   101    97.6  97.8   PLAN: the last unit at the stop 98 → 2 − 2 = 0 → 0 R (stop).
 *                                   FIXED_2R, FIXED_3R: stopped → −1 R
 * Both targets in one candle are no ambiguity: price reaches TP1 on its way to TP2. With 10:05 reaching 106.5:
 *   PLAN sells 1 at 102 and 1 at 106 → 2 + 6 = 8 → +2 R (target).
 * After TP1, a candle that touches the stop and TP2 is ambiguous: 10:10 with h 106.2 and l 97.8.
 */
const rows: CandleRow[] = [
  ['10:00', '100', '100.5', '99.5', '100.2'],
  ['10:05', '100.2', '102.4', '100.1', '102.2'],
  ['10:10', '102.2', '103', '100.5', '101'],
  ['10:15', '101', '101', '97.6', '97.8'],
];

const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '100', quantity: '2', at: at('10:02') }],
  exits: [
    { price: '102', quantity: '1', at: at('10:07') },
    { price: '100', quantity: '1', at: at('10:15') },
  ],
  plan: planOf('100', '98', '2', [
    ['102', '1'],
    ['106', '1'],
  ]),
};
const stopped = (r: number) => ({ status: 'RESOLVED', r, ended_by: 'STOP', timeframe: '5m' });

describe('PLAN with two targets and no management', () => {
  it('takes TP1, then leaves the rest at the planned stop', () => {
    expect(tradeWhatIf({ ...trade, candles: [seriesOf('5m', rows)] })).toEqual({
      actual_r: 0.5,
      scenarios: {
        PLAN: stopped(0),
        FIXED_1R: { status: 'RESOLVED', r: 1, ended_by: 'TARGET', timeframe: '5m' },
        FIXED_2R: stopped(-1),
        FIXED_3R: stopped(-1),
      },
    });
  });

  it('takes both targets in one candle', () => {
    const bothTargets: CandleRow[] = [...rows.slice(0, 1), ['10:05', '100.2', '106.5', '100.1', '106']];
    const result = tradeWhatIf({ ...trade, candles: [seriesOf('5m', bothTargets)] });
    expect(result?.scenarios.PLAN).toEqual({ status: 'RESOLVED', r: 2, ended_by: 'TARGET', timeframe: '5m' });
  });

  it('is ambiguous when, after TP1, a candle touches the stop and TP2', () => {
    const stopAndTp2: CandleRow[] = [...rows.slice(0, 2), ['10:10', '102.2', '106.2', '97.8', '98']];
    const result = tradeWhatIf({ ...trade, candles: [seriesOf('5m', stopAndTp2)] });
    expect(result?.scenarios.PLAN).toEqual({ status: 'AMBIGUOUS', timeframe: '5m' });
  });
});
