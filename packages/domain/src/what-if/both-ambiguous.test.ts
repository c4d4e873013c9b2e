import { describe, expect, it } from 'vitest';
import { at, type CandleRow, planOf, seriesOf } from '../../test/candle-rows.ts';
import { tradeWhatIf } from './trade-what-if.ts';

/*
 * The trade of both-settled-by-finer.test.ts: LONG 1 at 200 at 09:10, stop 198, FIXED_1R target 202. The 10:00
 * hour (h 202.5, l 197.5) touches both. It stays ambiguous — never given to the stop or the target — when:
 *   - there is no finer candle at all;
 *   - the 5-minute candles miss 10:05: the target seen at 10:10 may have come after a stop touched in the hole;
 *   - the 5-minute candle that decides touches both itself (10:10: h 202.5, l 197.8) and nothing finer exists.
 */
const hours = seriesOf('1h', [
  ['09:00', '200', '200.8', '199.4', '200.5'],
  ['10:00', '200.5', '202.5', '197.5', '198.5'],
]);
const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '200', quantity: '1', at: at('09:10') }],
  exits: [{ price: '201', quantity: '1', at: at('10:45') }],
  plan: planOf('200', '198', '1', [['203', '1']]),
};
const ambiguous = { status: 'AMBIGUOUS', timeframe: '1h' };
const fixed1R = (rows: CandleRow[]) =>
  tradeWhatIf({ ...trade, candles: rows.length === 0 ? [hours] : [hours, seriesOf('5m', rows)] })?.scenarios
    .FIXED_1R;

describe('a candle that touches the stop and the target', () => {
  it('is ambiguous without finer candles', () => {
    expect(fixed1R([])).toEqual(ambiguous);
  });

  it('is ambiguous when the finer candles have a hole before the one that decides', () => {
    expect(
      fixed1R([
        ['10:00', '200.5', '201.0', '199.8', '200.9'],
        ['10:10', '201.5', '202.5', '201.2', '202.1'],
      ]),
    ).toEqual(ambiguous);
  });

  it('is ambiguous when the finer candle that decides touches both too', () => {
    expect(
      fixed1R([
        ['10:00', '200.5', '201.0', '199.8', '200.9'],
        ['10:05', '200.9', '201.6', '200.4', '201.5'],
        ['10:10', '201.5', '202.5', '197.8', '198.1'],
      ]),
    ).toEqual(ambiguous);
  });
});
