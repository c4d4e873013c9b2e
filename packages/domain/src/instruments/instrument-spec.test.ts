import { describe, expect, it } from 'vitest';
import { instrumentSpec } from './instrument-spec.ts';

describe('instrumentSpec: Carnet’s registry', () => {
  it('a currency pair: a lot of 100 000 of the base, quoted in the last three letters, pip 0.0001', () => {
    expect(instrumentSpec('EURUSD.pro', null, 'EUR')).toEqual({
      symbol: 'EURUSD.pro',
      asset_type: 'FOREX',
      contract_size: '100000',
      quote_currency: 'USD',
      point_value: '100000',
      tick_size: '0.00001',
      pip_size: '0.0001',
      quantity_step: '0.01',
      source: 'BUILT_IN',
    });
  });

  it('a yen quote has a pip of 0.01', () => {
    expect(instrumentSpec('GBPJPY', null, 'USD')).toMatchObject({ quote_currency: 'JPY', pip_size: '0.01' });
  });

  it.each([
    ['XAUUSD', '100', 'USD'],
    ['XAGUSD', '5000', 'USD'],
    ['US30', '1', 'USD'],
    ['NAS100', '1', 'USD'],
    ['US500', '1', 'USD'],
    ['DE40', '1', 'EUR'],
    ['FRA40', '1', 'EUR'],
    ['EU50', '1', 'EUR'],
    ['UK100', '1', 'GBP'],
    ['JP225', '1', 'JPY'],
  ])('the CFD %s: %s a lot, in %s, 0.01 lot steps', (symbol, size, quote) => {
    expect(instrumentSpec(symbol, null, 'EUR')).toMatchObject({
      asset_type: 'CFD',
      contract_size: size,
      point_value: size,
      quote_currency: quote,
      pip_size: null,
      quantity_step: '0.01',
    });
  });

  it('a futures contract: its point value and tick, in its exchange’s currency, whole contracts', () => {
    expect(instrumentSpec('MNQ MAR25', null, 'EUR')).toMatchObject({
      asset_type: 'FUTURES',
      contract_size: '2',
      point_value: '2',
      quote_currency: 'USD',
      tick_size: '0.25',
      quantity_step: '1',
    });
    expect(instrumentSpec('FDAXH5', null, 'USD')).toMatchObject({ point_value: '25', quote_currency: 'EUR' });
  });

  it('a stock: one share, quoted in the account’s currency; a coin: units, in its suffix’s currency', () => {
    expect(instrumentSpec('AAPL', null, 'EUR')).toMatchObject({
      asset_type: 'STOCK',
      contract_size: '1',
      quote_currency: 'EUR',
      quantity_step: '1',
    });
    expect(instrumentSpec('BTCUSDT', null, 'USD')).toMatchObject({
      asset_type: 'CRYPTO',
      contract_size: '1',
      quote_currency: 'USDT',
      quantity_step: '0.00000001',
    });
  });

  it.each(['XYZZ5', 'LBS MAR25', 'HK50', 'USOIL', 'BTC', '', '  '])(
    '%j: Carnet cannot specify it alone (an unknown root, a lot brokers size differently, no quote)',
    (symbol) => {
      expect(instrumentSpec(symbol, null, 'USD')).toBeNull();
    },
  );
});

describe('instrumentSpec: the trader’s override comes first', () => {
  it('a contract size and a quote currency of the profile replace Carnet’s, and the spec says so', () => {
    expect(instrumentSpec('XAUUSD', { contract_size: '10', quote_currency: null }, 'USD')).toMatchObject({
      contract_size: '10',
      point_value: '10',
      quote_currency: 'USD',
      source: 'PROFILE',
    });
    expect(instrumentSpec('AAPL', { quote_currency: 'USD' }, 'EUR')).toMatchObject({
      contract_size: '1',
      quote_currency: 'USD',
      source: 'PROFILE',
    });
  });

  it('what only the trader sizes is specified by the override, in the account’s currency unless it says', () => {
    expect(instrumentSpec('HK50.cash', { contract_size: '1' }, 'EUR')).toMatchObject({
      asset_type: 'CFD',
      contract_size: '1',
      quote_currency: 'HKD',
      source: 'PROFILE',
    });
    expect(instrumentSpec('XYZZ5', { contract_size: '50' }, 'EUR')).toMatchObject({
      asset_type: 'FUTURES',
      point_value: '50',
      quote_currency: 'EUR',
      quantity_step: '1',
      source: 'PROFILE',
    });
    expect(instrumentSpec('XYZZ5', { contract_size: '50', quote_currency: 'USD' }, 'EUR')).toMatchObject({
      quote_currency: 'USD',
    });
  });

  it('an unreadable override is no override: the profile refuses it when it is saved', () => {
    const spec = instrumentSpec('XAUUSD', { contract_size: '-5', quote_currency: 'dollars' }, 'USD');
    expect(spec).toMatchObject({ contract_size: '100', quote_currency: 'USD', source: 'BUILT_IN' });
    expect(instrumentSpec('XYZZ5', { contract_size: '0' }, 'USD')).toBeNull();
  });
});
