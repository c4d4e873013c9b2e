import { describe, expect, it } from 'vitest';
import { at, type CandleRow, planOf, seriesOf } from '../../test/candle-rows.ts';
import { tradeWhatIf } from './trade-what-if.ts';

/*
 * LONG 1 at 200 at 09:10, plan stop 198 (risk 2), take profit 203. Out at 201 at 10:45: actual R = 0.5.
 * Fixed targets: 1 R = 202, 2 R = 204, 3 R = 206.
 *
 * 1-hour candles: 09:00 (holds the entry) h 200.8 l 199.4 touches nothing;
 *                 10:00 o 200.5 h 202.5 l 197.5 c 198.5 touches both 198 and 202: FIXED_1R cannot tell which came
 *                 first from it. For PLAN (203), FIXED_2R and FIXED_3R it touches only the stop → −1 R.
 * The 5-minute candles start at 10:00, after the entry: they cannot replay the trade themselves, but they can look
 * inside the 10:00 hour. Without a hole from 10:00:
 *   10:00 h 201.0 l 199.8   10:05 h 201.6 l 200.4   10:10 h 202.5 l 201.2 → 202 first: FIXED_1R +1 R (target)
 *   (10:15 … 10:30 follow; 10:30's low 197.5 is the stop touch, later in the hour.)
 * When the 10:10 candle stays below 202 and 10:15 reaches 197.5, the stop came first: FIXED_1R −1 R (stop).
 */
const hours = seriesOf('1h', [
  ['09:00', '200', '200.8', '199.4', '200.5'],
  ['10:00', '200.5', '202.5', '197.5', '198.5'],
]);
const fiveMinutes: CandleRow[] = [
  ['10:00', '200.5', '201.0', '199.8', '200.9'],
  ['10:05', '200.9', '201.6', '200.4', '201.5'],
  ['10:10', '201.5', '202.5', '201.2', '202.1'],
  ['10:15', '202.1', '202.2', '200.0', '200.2'],
  ['10:20', '200.2', '200.6', '199.0', '199.2'],
  ['10:25', '199.2', '199.5', '198.6', '198.8'],
  ['10:30', '198.8', '199.0', '197.5', '198.5'],
];

const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '200', quantity: '1', at: at('09:10') }],
  exits: [{ price: '201', quantity: '1', at: at('10:45') }],
  plan: planOf('200', '198', '1', [['203', '1']]),
};
const stopped = (timeframe: string) => ({ status: 'RESOLVED', r: -1, ended_by: 'STOP', timeframe });

describe('a candle that touches the stop and the target', () => {
  it('is settled by the finer candles inside it: the target first', () => {
    const result = tradeWhatIf({ ...trade, candles: [hours, seriesOf('5m', fiveMinutes)] });
    expect(result).toEqual({
      actual_r: 0.5,
      scenarios: {
        PLAN: stopped('1h'),
        FIXED_1R: { status: 'RESOLVED', r: 1, ended_by: 'TARGET', timeframe: '1h' },
        FIXED_2R: stopped('1h'),
        FIXED_3R: stopped('1h'),
      },
    });
  });

  it('is settled by the finer candles inside it: the stop first', () => {
    const stopFirst: CandleRow[] = [
      ...fiveMinutes.slice(0, 2),
      ['10:10', '201.5', '201.9', '201.2', '201.4'],
      ['10:15', '201.4', '201.5', '197.5', '198.0'],
    ];
    const result = tradeWhatIf({ ...trade, candles: [hours, seriesOf('5m', stopFirst)] });
    expect(result?.scenarios.FIXED_1R).toEqual(stopped('1h'));
  });
});
