import { describe, expect, it } from 'vitest';
import { guessAssetType } from './guess-asset-type.ts';

describe('guessAssetType (DESIGN §11)', () => {
  it.each([
    ['EURUSD', 'FOREX'],
    ['gbpjpy', 'FOREX'],
    ['EURUSDm', 'FOREX'],
    ['BTCUSDT', 'CRYPTO'],
    ['ETH-USD', 'CRYPTO'],
    ['XAUUSD', 'CFD'],
    ['NAS100', 'CFD'],
    ['GER40.cash', 'CFD'],
    ['ESZ4', 'FUTURES'],
    ['MNQH25', 'FUTURES'],
    ['6EM2025', 'FUTURES'],
    ['AAPL', 'STOCK'],
    ['TSLA', 'STOCK'],
  ] as const)('%s is %s', (symbol, type) => {
    expect(guessAssetType(symbol)).toBe(type);
  });
});
