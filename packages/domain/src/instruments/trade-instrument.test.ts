import { expect, it } from 'vitest';
import { stablecoinCountedAsUsd, tradeInstrumentSpec } from './trade-instrument.ts';

it('specifies a trade whose symbol reads as its own type', () => {
  expect(tradeInstrumentSpec({ asset_type: 'FOREX', asset_name: 'EURUSD' }, null, 'USD')).toMatchObject({
    contract_size: '100000',
    quote_currency: 'USD',
  });
  expect(tradeInstrumentSpec({ asset_type: 'STOCK', asset_name: 'AAPL' }, null, 'EUR')).toMatchObject({
    contract_size: '1',
    quote_currency: 'EUR',
  });
});

it('a CFD Carnet does not know reads as a stock ticker: not specified, so never sized as one share', () => {
  expect(tradeInstrumentSpec({ asset_type: 'CFD', asset_name: 'USOIL' }, null, 'USD')).toBeNull();
  expect(tradeInstrumentSpec({ asset_type: 'STOCK', asset_name: 'EURUSD' }, null, 'USD')).toBeNull();
  // Colgate's ticker is also crude oil's futures root (1 000 USD a point): a stock trade is never sized as one.
  expect(tradeInstrumentSpec({ asset_type: 'STOCK', asset_name: 'CL' }, null, 'USD')).toBeNull();
  expect(tradeInstrumentSpec({ asset_type: 'CRYPTO', asset_name: 'BTC' }, null, 'USD')).toBeNull();
});

it('gold filed under FOREX, as brokers list it, is still 100 ounces a lot', () => {
  expect(tradeInstrumentSpec({ asset_type: 'FOREX', asset_name: 'XAUUSD' }, null, 'USD')).toMatchObject({
    asset_type: 'CFD',
    contract_size: '100',
  });
});

it('the trader’s contract size specifies what Carnet does not know', () => {
  expect(
    tradeInstrumentSpec({ asset_type: 'FUTURES', asset_name: 'XYZH25' }, { contract_size: '25' }, 'USD'),
  ).toMatchObject({ contract_size: '25', quote_currency: 'USD', source: 'PROFILE' });
});

it('says which stablecoin a USD account counts as dollars', () => {
  expect(stablecoinCountedAsUsd({ asset_type: 'CRYPTO', asset_name: 'BTCUSDT' }, 'USD')).toBe('USDT');
  expect(stablecoinCountedAsUsd({ asset_type: 'CRYPTO', asset_name: 'BINANCE:ETHFDUSD' }, 'USD')).toBe(
    'FDUSD',
  );
  expect(stablecoinCountedAsUsd({ asset_type: 'CRYPTO', asset_name: 'BTCUSDT' }, 'EUR')).toBeNull();
  expect(stablecoinCountedAsUsd({ asset_type: 'CRYPTO', asset_name: 'BTC-USD' }, 'USD')).toBeNull();
});
