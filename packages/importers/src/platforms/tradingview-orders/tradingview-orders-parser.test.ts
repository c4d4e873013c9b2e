import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { tradingViewOrdersParser } from './tradingview-orders-parser.ts';

// The later header FORMATS.md quotes from third-party parser code (no real file exists in the fixtures).
const FILE = [
  'Symbol,Side,Type,Quantity,Limit price,Stop price,Fill price,Status,Commission,Placing time,Closing time,Order ID,Level ID,Leverage,Margin',
  // short 2 MES at 6000, bought back at 5990: (6000 − 5990) × 2 × 5 $ = +100, commissions 0.62 × 2
  'CME_MINI:MES1!,Sell,Market,2,,,6000,Filled,0.62,2025-02-03 15:30:00,2025-02-03 15:30:01,101,,,',
  'CME_MINI:MES1!,Buy,Limit,2,5990,,5990,Filled,0.62,2025-02-03 15:31:00,2025-02-03 15:45:10,102,,,',
  // a cancelled order is not a trade
  'NASDAQ:AAPL,Buy,Limit,10,180,,,Cancelled,,2025-02-03 16:00:00,2025-02-03 16:10:00,103,,,',
  // a stock bought and still held: an open trade
  'NASDAQ:AAPL,Buy,Market,10,,,185.5,Filled,0,2025-02-04 16:00:00,2025-02-04 16:00:01,104,,,',
].join('\n');

describe('TradingView order history', () => {
  it('is recognised from its header, old or new', () => {
    expect(tradingViewOrdersParser.detect(textImportFile('o.csv', FILE))).toBe(true);
    const old =
      'Symbol,Side,Type,Qty,Limit Price,Stop Price,Fill Price,Status,Commission,Leverage,Margin,Placing Time,Closing Time,Order ID';
    expect(tradingViewOrdersParser.detect(textImportFile('o.csv', `${old}\n`))).toBe(true);
    expect(tradingViewOrdersParser.detect(textImportFile('o.csv', 'Symbol,Side,Qty\n'))).toBe(false);
  });

  it('filled orders only, paired FIFO: a MES short nets 100 − 1.24 = 98.76; AAPL stays open', () => {
    const parsed = tradingViewOrdersParser.parse(textImportFile('o.csv', FILE));
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.trades.map((t) => [t.assetName, t.assetType, t.direction, t.quantity, t.fees, t.netPnl]),
    ).toEqual([
      ['CME_MINI:MES1!', 'FUTURES', 'SHORT', '2', '1.24', '98.76'],
      ['NASDAQ:AAPL', null, 'LONG', '10', '0', null],
    ]);
    expect(parsed.trades[0]?.exits).toEqual([{ price: '5990', quantity: '2', time: '2025-02-03T15:45:10' }]);
  });

  it('French header and values: « côté », « quantité », « Exécuté »', () => {
    const text = [
      'Symbole,Côté,Type,Quantité,Prix limite,Prix stop,Prix d’exécution,Statut,Commission,Heure de placement,Heure de clôture,ID de l’ordre',
      'BINANCE:BTCUSDT,Achat,Marché,0.5,,,40000,Exécuté,2,2025-01-02 10:00:00,2025-01-02 10:00:00,1',
      'BINANCE:BTCUSDT,Vente,Marché,0.5,,,41000,Exécuté,2,2025-01-03 10:00:00,2025-01-03 10:00:00,2',
      'BINANCE:BTCUSDT,Vente,Limite,0.5,42000,,,Annulé,,2025-01-03 11:00:00,2025-01-03 12:00:00,3',
    ].join('\n');
    const parsed = tradingViewOrdersParser.parse(textImportFile('o.csv', text));
    // 0.5 × 1000 = 500 − 4 = 496
    expect(parsed.trades.map((t) => [t.direction, t.netPnl])).toEqual([['LONG', '496']]);
  });

  it('an unreadable fill is an error line; a header without Status is a format error', () => {
    const parsed = tradingViewOrdersParser.parse(
      textImportFile('o.csv', FILE.replace(',5990,Filled', ',abc,Filled')),
    );
    expect(parsed.errors).toEqual([{ line: 3, message: 'Ligne illisible : prix illisible' }]);
    const damaged = textImportFile('o.csv', FILE.replace(',Status,', ',State,'));
    expect(() => tradingViewOrdersParser.parse(damaged)).toThrow(
      /^Format non reconnu : historique des ordres/,
    );
  });

  it("reads a treasury fill price in 32nds (110'16+) or in decimals alike: ZN long 1, +0.109375 × 1 000 $", () => {
    const text = [
      FILE.split('\n')[0],
      "CBOT:ZN1!,Buy,Market,1,,,110'16+,Filled,0,2025-02-03 15:30:00,2025-02-03 15:30:01,201,,,",
      'CBOT:ZN1!,Sell,Limit,1,110.625,,110.625,Filled,0,2025-02-03 15:31:00,2025-02-03 16:00:00,202,,,',
    ].join('\n');
    const [trade] = tradingViewOrdersParser.parse(textImportFile('o.csv', text)).trades;
    expect(trade).toMatchObject({ assetType: 'FUTURES', entryPrice: '110.515625', netPnl: '109.375' });
  });

  it('a futures root Carnet does not know is asked for rather than priced at 1 a point; stocks stay at 1', () => {
    const text = [
      FILE.split('\n')[0],
      'CME:XYZ1!,Buy,Market,1,,,190.125,Filled,0,2025-02-03 15:30:00,2025-02-03 15:30:01,301,,,',
      'CME:XYZ1!,Sell,Market,1,,,191.5,Filled,0,2025-02-03 16:30:00,2025-02-03 16:30:01,302,,,',
    ].join('\n');
    const unpriced = tradingViewOrdersParser.parse(textImportFile('o.csv', text));
    expect(unpriced).toMatchObject({ trades: [], pointValuesNeeded: ['XYZ'] });
    expect(unpriced.errors.map((error) => error.line)).toEqual([2, 3]);
    // 1.375 × 400 $ = 550
    const priced = tradingViewOrdersParser.parse(textImportFile('o.csv', text), {
      pointValues: new Map([['XYZ', '400']]),
    });
    expect(priced.trades.map((t) => [t.assetType, t.netPnl])).toEqual([['FUTURES', '550']]);
  });
});
