import { describe, expect, it } from 'vitest';
import {
  CANDLE_IMPORT_MESSAGES,
  EMPTY_CANDLE_IMPORT,
  offeredSymbols,
  readTimeframe,
  validateCandleImport,
} from './candle-import-validation.ts';

const file = new File(['<DATE>\t<TIME>\n'], 'EURUSD_H1.csv', { type: 'text/csv' });

describe('validateCandleImport', () => {
  it('asks for a file, a symbol and the file’s zone, which is never guessed', () => {
    expect(validateCandleImport(EMPTY_CANDLE_IMPORT)).toEqual({
      file: CANDLE_IMPORT_MESSAGES.fileRequired,
      symbol: CANDLE_IMPORT_MESSAGES.symbolRequired,
      timezone: CANDLE_IMPORT_MESSAGES.timezoneRequired,
    });
    expect(validateCandleImport({ file, symbol: '   ', timezone: 'Europe/Paris', timeframe: '' })).toEqual({
      symbol: CANDLE_IMPORT_MESSAGES.symbolRequired,
    });
  });

  it('lets the timeframe be found from the spacing', () => {
    expect(validateCandleImport({ file, symbol: 'EURUSD', timezone: 'UTC', timeframe: '' })).toEqual({});
    expect(readTimeframe('4h')).toBe('4h');
    expect(readTimeframe('2h')).toBe('');
  });
});

describe('offeredSymbols', () => {
  it('offers the profile’s symbols and the stored series once each, sorted', () => {
    expect(offeredSymbols(['EURUSD', 'BTCUSDT', ' '], ['eurusd', 'MNQ'])).toEqual([
      'BTCUSDT',
      'EURUSD',
      'MNQ',
    ]);
  });
});
