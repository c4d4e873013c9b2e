import { describe, expect, it } from 'vitest';
import { seriesOf } from '../../test/candle-rows.ts';
import { FOUR_HOURS, HORIZON_TRADE } from '../../test/horizon-trade.ts';
import { tradeWhatIf } from './trade-what-if.ts';

/*
 * The trade of horizon-exit.test.ts (LONG 100, stop 95, take profit 108, horizon 2 days → 2025-03-06 10:30).
 *
 * With the 4-hour candles up to 03-05 20:00 only (the last ends at 03-06 00:00, before the horizon): FIXED_1R
 * reached 105 at 03-05 12:00 (+1 R) before they ended; PLAN, FIXED_2R and FIXED_3R touched nothing — what came
 * after is unknown: unresolved, never a guess.
 *
 * A coarser timeframe that runs past the horizon takes over. Daily candles:
 *   03-04 o 100 h 103   l 99   c 101   holds the entry, touches nothing
 *   03-05 o 101 h 105.3 l 97   c 102   ends 03-06 00:00, the last by the horizon; 105.3 is below 108, 110, 115
 *   03-06 o 102 h 120   l 101.5 c 119  ends after the horizon: not read
 * PLAN, FIXED_2R, FIXED_3R close at 102 → 2 / 5 = +0.4 R on 1d. FIXED_1R still answers on 4h.
 *
 * 4-hour candles that start after the entry (from 03-04 12:00) cannot say what happened from the entry: with no
 * other timeframe, every scenario is unresolved. So with no candle at all.
 */
const untilEvening = seriesOf('4h', FOUR_HOURS.slice(0, 10));
const unresolved = { status: 'UNRESOLVED' };

describe('a scenario whose candles end first', () => {
  it('is unresolved', () => {
    expect(tradeWhatIf({ ...HORIZON_TRADE, candles: [untilEvening] }, 2)?.scenarios).toEqual({
      PLAN: unresolved,
      FIXED_1R: { status: 'RESOLVED', r: 1, ended_by: 'TARGET', timeframe: '4h' },
      FIXED_2R: unresolved,
      FIXED_3R: unresolved,
    });
  });

  it('is replayed on a coarser timeframe that runs past the horizon', () => {
    const days = seriesOf('1d', [
      ['2025-03-04 00:00', '100', '103', '99', '101'],
      ['2025-03-05 00:00', '101', '105.3', '97', '102'],
      ['2025-03-06 00:00', '102', '120', '101.5', '119'],
    ]);
    const atHorizon = { status: 'RESOLVED', r: 0.4, ended_by: 'HORIZON', timeframe: '1d' };
    expect(tradeWhatIf({ ...HORIZON_TRADE, candles: [days, untilEvening] }, 2)?.scenarios).toEqual({
      PLAN: atHorizon,
      FIXED_1R: { status: 'RESOLVED', r: 1, ended_by: 'TARGET', timeframe: '4h' },
      FIXED_2R: atHorizon,
      FIXED_3R: atHorizon,
    });
  });

  it('is unresolved when the candles start after the entry, or there are none', () => {
    const late = seriesOf('4h', FOUR_HOURS.slice(1));
    const everyUnresolved = {
      PLAN: unresolved,
      FIXED_1R: unresolved,
      FIXED_2R: unresolved,
      FIXED_3R: unresolved,
    };
    expect(tradeWhatIf({ ...HORIZON_TRADE, candles: [late] }, 2)?.scenarios).toEqual(everyUnresolved);
    expect(tradeWhatIf({ ...HORIZON_TRADE, candles: [] }, 2)).toEqual({
      actual_r: 0.6,
      scenarios: everyUnresolved,
    });
  });
});
