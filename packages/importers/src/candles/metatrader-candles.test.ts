import { CANDLE_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { CandleFileError } from './candle-file.ts';
import { readCandleFile } from './read-candle-file.ts';

const iso = (ms: number) => new Date(ms).toISOString();

// MetaTrader 5 « Export bars », as the terminal writes it: tab-separated, server time without offset.
const MT5 = [
  '<DATE>\t<TIME>\t<OPEN>\t<HIGH>\t<LOW>\t<CLOSE>\t<TICKVOL>\t<VOL>\t<SPREAD>',
  '2024.02.27\t16:27:00\t1.08430\t1.08452\t1.08421\t1.08440\t120\t0\t2',
  '2024.02.27\t16:28:00\t1.08440\t1.08460\t1.08435\t1.08455\t98\t0\t2',
  '2024.02.27\t16:29:00\t1.08455\t1.08470\t1.08450\t1.08462\t77\t0\t3',
].join('\r\n');

describe('MetaTrader candle files', () => {
  it('reads MetaTrader 5 bars in the server zone, tick volume where real volume is 0', () => {
    const reading = readCandleFile(MT5, { timeZone: 'Europe/Athens' });
    expect(reading.timeframe).toBe('1m');
    expect(reading.errors).toEqual([]);
    expect(reading.candles.map((candle) => iso(candle.t))).toEqual([
      '2024-02-27T14:27:00.000Z',
      '2024-02-27T14:28:00.000Z',
      '2024-02-27T14:29:00.000Z',
    ]);
    expect(reading.candles[0]).toMatchObject({
      o: '1.0843',
      h: '1.08452',
      l: '1.08421',
      c: '1.0844',
      v: '120',
    });
  });

  it('asks for the zone of a file without offsets, never guessing one', () => {
    const refusal = (() => {
      try {
        readCandleFile(MT5, {});
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(CandleFileError);
    expect(refusal).toMatchObject({ field: 'timezone', message: CANDLE_MESSAGES.timeZoneRequired });
  });

  it('reads MetaTrader 4 / HistData rows across the spring change of clocks in Paris', () => {
    const text = ['2024.03.31,01:00,7.0,7.5,6.5,7.2,10', '2024.03.31,03:00,7.2,7.4,7.1,7.3,12'].join('\n');
    const reading = readCandleFile(text, { timeZone: 'Europe/Paris', timeframe: '1h' });
    // 01:00 is still winter time (+01:00); 03:00 is summer time (+02:00): one real hour apart.
    expect(reading.candles.map((candle) => iso(candle.t))).toEqual([
      '2024-03-31T00:00:00.000Z',
      '2024-03-31T01:00:00.000Z',
    ]);
    expect(reading.candles[1]?.v).toBe('12');
  });

  it('reads daily MetaTrader 5 bars without a <TIME> column', () => {
    const text = [
      '<DATE>\t<OPEN>\t<HIGH>\t<LOW>\t<CLOSE>\t<TICKVOL>\t<VOL>\t<SPREAD>',
      '2024.02.26\t100\t110\t95\t105\t1000\t0\t1',
      '2024.02.27\t105\t112\t101\t111\t1100\t0\t1',
      '2024.02.28\t111\t111\t99\t100\t900\t0\t1',
    ].join('\n');
    const reading = readCandleFile(text, { timeZone: 'UTC' });
    expect(reading.timeframe).toBe('1d');
    expect(iso(reading.candles[2]?.t ?? 0)).toBe('2024-02-28T00:00:00.000Z');
  });
});
