import { CANDLE_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { readCandleFile } from './read-candle-file.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const refusalOf = (text: string, options = {}) => {
  try {
    readCandleFile(text, options);
  } catch (error) {
    return error;
  }
  return null;
};

describe('candle file formats', () => {
  it('reads TradingView « Export chart data » in Unix seconds, extra columns ignored, no zone needed', () => {
    const text = [
      'time,open,high,low,close,Volume,EMA',
      '1709051100,51000.5,51100,50950,51050,12.5,50990',
      '1709051400,51050,51200,51000,51150,8,51010',
    ].join('\n');
    const reading = readCandleFile(text, {});
    expect(reading.timeframe).toBe('5m');
    expect(iso(reading.candles[0]?.t ?? 0)).toBe('2024-02-27T16:25:00.000Z');
    expect(reading.candles[0]).toMatchObject({ o: '51000.5', v: '12.5' });
  });

  it('reads TradingView ISO times with their offset', () => {
    const text = [
      'time,open,high,low,close',
      '2024-02-27T09:30:00-05:00,5000,5010,4990,5005',
      '2024-02-27T09:45:00-05:00,5005,5020,5000,5015',
    ].join('\n');
    const reading = readCandleFile(text, {});
    expect(reading.timeframe).toBe('15m');
    expect(iso(reading.candles[1]?.t ?? 0)).toBe('2024-02-27T14:45:00.000Z');
    expect(reading.candles[1]?.v).toBeNull();
  });

  it('reads NinjaTrader / HistData `yyyyMMdd HHmmss;o;h;l;c;v` with decimal commas too', () => {
    const text = [
      '20240227 162700;1,0843;1,0845;1,0841;1,0844;0',
      '20240227 163700;1,0844;1,0850;1,0840;1,0849;0',
    ].join('\n');
    const reading = readCandleFile(text, { timeZone: 'America/New_York', timeframe: '1m' });
    // Gaps of 10 minutes in a 1-minute file: fine, the timeframe is given and not finer than the gaps.
    expect(iso(reading.candles[0]?.t ?? 0)).toBe('2024-02-27T21:27:00.000Z');
    expect(reading.candles[0]).toMatchObject({ o: '1.0843', h: '1.0845', l: '1.0841', c: '1.0844', v: '0' });
  });

  it('reads any CSV with date and time columns, `;` separated', () => {
    const text = ['Date;Time;Open;High;Low;Close', '27/02/2024;16:00;1;2;0.5;1.5'].join('\n');
    expect(refusalOf(text, { timeZone: 'UTC', timeframe: '1h' })).toMatchObject({
      message: expect.stringContaining(CANDLE_MESSAGES.noCandle),
    });
    const isoText = [
      'Date;Time;Open;High;Low;Close',
      '2024-02-27;16:00;1;2;0,5;1,5',
      '2024-02-27;20:00;1;2;0,5;1,5',
    ];
    const reading = readCandleFile(isoText.join('\n'), { timeZone: 'UTC' });
    expect(reading.timeframe).toBe('4h');
    expect(reading.candles[0]).toMatchObject({ l: '0.5', c: '1.5' });
  });

  it('refuses a file of trades given as candles, and a file it cannot read, in French', () => {
    const trades = ['Position,Symbol,Type,Volume,Price,Profit', '1,EURUSD,buy,1,1.08,10'].join('\n');
    expect(refusalOf(trades)).toMatchObject({ field: 'file', message: CANDLE_MESSAGES.tradesNotCandles });
    expect(refusalOf('bonjour\nle monde')).toMatchObject({
      field: 'file',
      message: CANDLE_MESSAGES.unknownFormat,
    });
  });

  it('finds the timeframe from the usual spacing, and refuses a spacing no timeframe has', () => {
    const at = (seconds: number) => `${1709051100 + seconds},1,2,0.5,1.5`;
    const head = 'time,open,high,low,close';
    const weekend = [head, at(0), at(60), at(120), at(3600 * 48), at(3600 * 48 + 60)].join('\n');
    expect(readCandleFile(weekend, {}).timeframe).toBe('1m');
    expect(refusalOf([head, at(0), at(120), at(240)].join('\n'))).toMatchObject({
      field: 'timeframe',
      message: CANDLE_MESSAGES.unknownSpacing('2 min'),
    });
    expect(refusalOf([head, at(0), at(60)].join('\n'), { timeframe: '5m' })).toMatchObject({
      field: 'timeframe',
      message: CANDLE_MESSAGES.spacingBelowTimeframe('5m'),
    });
    expect(refusalOf([head, at(0)].join('\n'))).toMatchObject({ message: CANDLE_MESSAGES.singleCandle });
  });
});
