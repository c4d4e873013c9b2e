import { describe, expect, it } from 'vitest';
import { guessAssetType, parseSymbol } from './parse-symbol.ts';

const contract = (root: string, month: number | null, year: number | null, yearDigit?: number) =>
  expect.objectContaining({
    assetType: 'FUTURES',
    root,
    expiry: month === null ? null : { month, year, yearDigit: yearDigit ?? (year ?? 0) % 10 },
  });

describe('parseSymbol: a futures contract in every writing of the platforms', () => {
  it.each([
    ['MNQH5', contract('MNQ', 3, null, 5)],
    ['MNQH25', contract('MNQ', 3, 2025)],
    ['MNQH2025', contract('MNQ', 3, 2025)],
    ['MNQ MAR25', contract('MNQ', 3, 2025)],
    ['MNQ JUN25', contract('MNQ', 6, 2025)],
    ['MNQ 03-25', contract('MNQ', 3, 2025)],
    ['MNQ.H25', contract('MNQ', 3, 2025)],
    ['/MNQH25', contract('MNQ', 3, 2025)],
    ['/MNQH25:XCME', contract('MNQ', 3, 2025)],
    ['CME_MINI:MNQH2025', contract('MNQ', 3, 2025)],
    ['F.US.MNQH25', contract('MNQ', 3, 2025)],
    ['CON.F.US.MNQ.H25', contract('MNQ', 3, 2025)],
    ['MNQ', contract('MNQ', null, null)],
    ['mnqh25', contract('MNQ', 3, 2025)],
    [' ESZ4 ', contract('ES', 12, null, 4)],
    ['ES 12-24', contract('ES', 12, 2024)],
    ['6EM2025', contract('6E', 6, 2025)],
    ['CME_MINI:MES1!', contract('MES', null, null)],
    ['COMEX:GCZ2024', contract('GC', 12, 2024)],
    ['MBTK5', contract('MBT', 5, null, 5)],
  ])('%s', (symbol, expected) => {
    expect(parseSymbol(symbol)).toEqual(expected);
  });

  it.each([
    // roots that end in a month letter are read whole: Q, M, N, F and K are months
    ['MNQH25', 'MNQ'],
    ['NQZ5', 'NQ'],
    ['ZNH6', 'ZN'],
    ['TNM5', 'TN'],
    ['ZFU5', 'ZF'],
    ['YMZ5', 'YM'],
    ['MYMZ5', 'MYM'],
    ['QMF6', 'QM'],
    ['FDXMH5', 'FDXM'],
    ['FGBMH5', 'FGBM'],
    ['M2KU5', 'M2K'],
    ['M6EZ5', 'M6E'],
    ['METZ5', 'MET'],
    ['MHGN5', 'MHG'],
    ['ETHZ5', 'ETH'],
  ])('%s has the root %s, known to the registry', (symbol, root) => {
    const parsed = parseSymbol(symbol);
    expect(parsed).toMatchObject({ assetType: 'FUTURES', root });
    expect(parsed?.assetType === 'FUTURES' && parsed.contract?.root).toBe(root);
  });

  it.each([
    ['XYZ 02-25', 'XYZ'],
    ['XYZZ5', 'XYZ'],
    ['ZQZ5', 'ZQ'],
    ['KC MAR25', 'KC'],
    ['CON.F.US.XYZ.H25', 'XYZ'],
    ['/XYZ', 'XYZ'],
  ])('%s is a contract of an unknown root %s: parsed, with no registry entry', (symbol, root) => {
    expect(parseSymbol(symbol)).toMatchObject({ assetType: 'FUTURES', root, contract: null });
  });

  it.each(['MNQ XYZ25', 'MNQ 13-25', 'MNQ.H253', 'MNQH253'])('%s is no contract', (symbol) => {
    expect(parseSymbol(symbol)?.assetType).not.toBe('FUTURES');
  });
});

describe('parseSymbol: currency pairs with the brokers’ prefixes and suffixes', () => {
  it.each([
    ['EURUSD', 'EUR', 'USD'],
    ['eurusd.', 'EUR', 'USD'],
    ['EURUSDm', 'EUR', 'USD'],
    ['EURUSD.pro', 'EUR', 'USD'],
    ['EURUSD-ECN', 'EUR', 'USD'],
    ['EURUSD_i', 'EUR', 'USD'],
    ['EURUSD#', 'EUR', 'USD'],
    ['EUR/USD', 'EUR', 'USD'],
    ['OANDA:EURUSD', 'EUR', 'USD'],
    ['FX:EURUSD', 'EUR', 'USD'],
    ['USDJPY', 'USD', 'JPY'],
    ['gbpjpy', 'GBP', 'JPY'],
    ['USDCNH', 'USD', 'CNH'],
    ['USDTRY', 'USD', 'TRY'],
  ])('%s is %s/%s', (symbol, base, quote) => {
    expect(parseSymbol(symbol)).toEqual({ assetType: 'FOREX', base, quote });
  });
});

describe('parseSymbol: CFDs by name and alias, spot metals', () => {
  it.each([
    ['US30', 'US30', 'USD', '1'],
    ['US30Cash', 'US30', 'USD', '1'],
    ['NAS100', 'NAS100', 'USD', '1'],
    ['USTEC', 'NAS100', 'USD', '1'],
    ['SPX500', 'SPX500', 'USD', '1'],
    ['US500.pro', 'SPX500', 'USD', '1'],
    ['GER40', 'GER40', 'EUR', '1'],
    ['GER40.cash', 'GER40', 'EUR', '1'],
    ['DE40', 'GER40', 'EUR', '1'],
    ['GER30', 'GER40', 'EUR', '1'],
    ['FRA40', 'FRA40', 'EUR', '1'],
    ['EU50', 'EU50', 'EUR', '1'],
    ['UK100', 'UK100', 'GBP', '1'],
    ['JP225', 'JP225', 'JPY', '1'],
    ['XAUUSD', 'XAUUSD', 'USD', '100'],
    ['xauusd.m', 'XAUUSD', 'USD', '100'],
    ['XAGUSD', 'XAGUSD', 'USD', '5000'],
    ['XAUEUR', 'XAUEUR', 'EUR', '100'],
    ['XPTUSD', 'XPTUSD', 'USD', null],
    ['HK50', 'HK50', 'HKD', null],
    ['USOIL', 'USOIL', 'USD', null],
  ])('%s is the CFD %s in %s, %s a lot', (symbol, name, quote, contractSize) => {
    expect(parseSymbol(symbol)).toEqual({ assetType: 'CFD', name, quote, contractSize });
  });
});

describe('parseSymbol: crypto pairs', () => {
  it.each([
    ['BTCUSDT', 'BTC', 'USDT'],
    ['BINANCE:BTCUSDT', 'BTC', 'USDT'],
    ['BYBIT:BTCUSDT.P', 'BTC', 'USDT'],
    ['BTC-USD', 'BTC', 'USD'],
    ['BTC/USDT', 'BTC', 'USDT'],
    ['ETHBTC', 'ETH', 'BTC'],
    ['BTCUSD', 'BTC', 'USD'],
    ['ETH-EUR', 'ETH', 'EUR'],
    ['1000PEPEUSDT', '1000PEPE', 'USDT'],
    ['WIFUSDC', 'WIF', 'USDC'],
    ['BNBFDUSD', 'BNB', 'FDUSD'],
    ['EURUSDT', 'EUR', 'USDT'],
    ['BTC', 'BTC', null],
  ])('%s is %s against %s', (symbol, base, quote) => {
    expect(parseSymbol(symbol)).toEqual({ assetType: 'CRYPTO', base, quote });
  });
});

describe('parseSymbol: the rest are stocks; nothing is no symbol', () => {
  it.each([
    ['AAPL', 'AAPL'],
    ['NASDAQ:AAPL', 'AAPL'],
    ['NYSE:CL', 'CL'],
    ['brk.b', 'BRK.B'],
    ['7203', '7203'],
    ['ABCUSD', 'ABCUSD'],
  ])('%s is the stock %s', (symbol, ticker) => {
    expect(parseSymbol(symbol)).toEqual({ assetType: 'STOCK', ticker });
  });

  it.each(['', '   '])('%j is no symbol', (symbol) => {
    expect(parseSymbol(symbol)).toBeNull();
  });
});

describe('guessAssetType: the parser’s asset type, STOCK when nothing else', () => {
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
    ['MNQ MAR25', 'FUTURES'],
    ['6EM2025', 'FUTURES'],
    ['AAPL', 'STOCK'],
    ['TSLA', 'STOCK'],
    ['', 'STOCK'],
  ] as const)('%s is %s', (symbol, type) => {
    expect(guessAssetType(symbol)).toBe(type);
  });
});
