import { describe, expect, it } from 'vitest';
import { contractRoot, rootPointValue } from './futures-point-values.ts';

describe('contractRoot', () => {
  it.each([
    ['ESZ4', 'ES'],
    ['MNQ MAR25', 'MNQ'],
    ['NQ JUN25', 'NQ'],
    ['LEZ5', 'LE'],
    ['HEG26', 'HE'],
    ['XYZ 02-25', 'XYZ'],
    ['ZQZ5', 'ZQ'],
    ['CME_MINI:MES1!', 'MES'],
    ['MNQ', 'MNQ'],
  ])('%s → %s, known or not', (symbol, root) => {
    expect(contractRoot(symbol)).toBe(root);
  });

  it.each(['AAPL', 'EURUSD', 'XYZ', 'BTCUSDT', 'GER40', ''])('%s is no contract', (symbol) => {
    expect(contractRoot(symbol)).toBeNull();
  });
});

describe('rootPointValue', () => {
  it('the trader’s value first, then Carnet’s, else null: never a silent 1', () => {
    const given = new Map([
      ['XYZ', '400'],
      ['ES', '49'],
    ]);
    expect(rootPointValue('XYZ', given)).toBe('400');
    expect(rootPointValue('ES', given)).toBe('49');
    expect(rootPointValue('MNQ', given)).toBe('2');
    expect(rootPointValue('KC', given)).toBeNull();
    expect(rootPointValue('constructor', given)).toBeNull();
  });
});
