import { describe, expect, it } from 'vitest';
import { futuresPointValue, futuresRoot } from './futures-point-values.ts';

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
