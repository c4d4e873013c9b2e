import { CANDLE_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { readCandleFile } from './read-candle-file.ts';

const file = (...rows: string[]) => ['time,open,high,low,close,volume', ...rows].join('\n');

describe('candle line errors', () => {
  it('leaves out impossible candles, unreadable rows and repeated times with other prices, line by line', () => {
    const reading = readCandleFile(
      file(
        '1709051220,10,12,9,11,5', // line 2: fine
        '1709051280,10,9,12,11,5', // line 3: high below low
        '1709051340,13,12,9,11,5', // line 4: open above the high
        '1709051400,10,12,9,8,5', // line 5: close below the low
        '1709051460,10,12,9,abc,5', // line 6: a price that is none
        'hier,10,12,9,11,5', // line 7: no time
        '1709051520,10,12,9,11,5', // line 8: fine
        '1709051520,10,12,9,11,5', // line 9: the same candle again: read once
        '1709051580,10,12,9,11,5', // line 10: repeated below with other prices
        '1709051580,10,12,9,10,5', // line 11
      ),
      {},
    );
    expect(reading.errors).toEqual([
      { line: 3, message: CANDLE_MESSAGES.highBelowLow },
      { line: 4, message: CANDLE_MESSAGES.openOutside },
      { line: 5, message: CANDLE_MESSAGES.closeOutside },
      { line: 6, message: CANDLE_MESSAGES.unreadableRow('prix illisible.') },
      { line: 7, message: CANDLE_MESSAGES.unreadableRow('heure illisible.') },
      { line: 11, message: CANDLE_MESSAGES.repeatedTime(10) },
    ]);
    expect(reading.candles.map((candle) => candle.t / 1000)).toEqual([1709051220, 1709051520]);
  });

  it('compares prices exactly where their doubles are equal', () => {
    const reading = readCandleFile(
      file(
        '1709051220,1.00000000000000001,1.00000000000000001,1.00000000000000002,1.00000000000000001,1',
        '1709051280,1.00000000000000001,1.00000000000000002,1.00000000000000001,1.00000000000000002,1',
      ),
      { timeframe: '1m' },
    );
    expect(reading.errors).toEqual([{ line: 2, message: CANDLE_MESSAGES.highBelowLow }]);
    expect(reading.candles).toHaveLength(1);
  });
});
