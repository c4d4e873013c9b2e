import { describe, expect, it } from 'vitest';
import { contractRoot, futuresPointValue, futuresRoot, rootPointValue } from './futures-point-values.ts';

describe('futuresRoot', () => {
  it.each([
    ['ESZ4', 'ES'],
    ['MNQH25', 'MNQ'],
    ['MESM5', 'MES'],
    ['M2KU5', 'M2K'],
    ['6EM2025', '6E'],
    ['M6EZ5', 'M6E'],
    ['mgcz4', 'MGC'],
    ['ES 12-24', 'ES'],
    ['MES 03-25', 'MES'],
    ['NQ', 'NQ'],
  ])('%s → %s', (symbol, root) => {
    expect(futuresRoot(symbol)).toBe(root);
  });

  it.each(['EURUSD', 'AAPL', 'XYZZ4', 'ESZ', 'ES Z4', 'BTCUSDT', ''])('%s is no known contract', (symbol) => {
    expect(futuresRoot(symbol)).toBeNull();
  });
});

describe('futuresPointValue', () => {
  it.each([
    ['ESH5', '50'],
    ['MESH5', '5'],
    ['NQZ4', '20'],
    ['MNQM6', '2'],
    ['YMU5', '5'],
    ['MYMU5', '0.5'],
    ['RTYZ5', '50'],
    ['M2KZ5', '5'],
    ['CLF6', '1000'],
    ['MCLF6', '100'],
    ['GCG6', '100'],
    ['MGCG6', '10'],
    ['ZNH6', '1000'],
    ['ZBH6', '1000'],
    ['6EH6', '125000'],
  ])('%s: %s per point', (symbol, value) => {
    expect(futuresPointValue(symbol)).toBe(value);
  });

  it('an unknown root gives null, so the pipeline asks', () => {
    expect(futuresPointValue('LEZ5')).toBeNull();
  });
});

describe('contractRoot', () => {
  it.each([
    ['ESZ4', 'ES'],
    ['LEZ5', 'LE'],
    ['HEG26', 'HE'],
    ['LE 02-25', 'LE'],
    ['ZQZ5', 'ZQ'],
  ])('%s → %s, known or not', (symbol, root) => {
    expect(contractRoot(symbol)).toBe(root);
  });

  it.each(['AAPL', 'EURUSD', 'LE', 'BTCUSDT', ''])('%s is no contract', (symbol) => {
    expect(contractRoot(symbol)).toBeNull();
  });
});

describe('rootPointValue', () => {
  it('the trader’s value first, then Carnet’s, else null', () => {
    const given = new Map([['LE', '400']]);
    expect(rootPointValue('LE', given)).toBe('400');
    expect(rootPointValue('ES', given)).toBe('50');
    expect(rootPointValue('HE', given)).toBeNull();
    expect(rootPointValue('constructor', given)).toBeNull();
  });
});
