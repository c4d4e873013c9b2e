import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { binanceTradesParser } from './binance-trades-parser.ts';

// The layout of cointracer/cointracer-desktop#4's sample: units glued to the numbers, times in UTC.
const FILE = [
  'Date(UTC),Pair,Side,Price,Executed,Amount,Fee',
  // buy 1000 VET at 0.05; fee 1 VET = 0.05 USDT at the fill's price
  '2021-03-05 10:00:00,VETUSDT,BUY,0.05,1000.0000000000VET,50.00000000USDT,1.0000000000VET',
  // buy 1000 more at 0.06; the fee is in BNB, whose price the file does not give
  '2021-03-05 11:00:00,VETUSDT,BUY,0.06,1000.0000000000VET,60.00000000USDT,0.0000114300BNB',
  // sell 1500 at 0.07: FIFO 1000 × 0.02 + 500 × 0.01 = +25
  '2021-03-06 09:00:00,VETUSDT,SELL,0.07,1500.0000000000VET,105.00000000USDT,0.10500000USDT',
  // sell the last 500 at 0.04: 500 × −0.02 = −10
  '2021-03-07 09:00:00,VETUSDT,SELL,0.04,500.0000000000VET,20.00000000USDT,0.02000000USDT',
  // BTC sold, never bought in this file
  '2021-03-07 10:00:00,BTCUSDT,SELL,50000,0.00100000BTC,50.00000000USDT,0.05000000USDT',
].join('\n');

describe('Binance spot trade history', () => {
  it('is recognised from its header', () => {
    expect(binanceTradesParser.detect(textImportFile('x.csv', FILE))).toBe(true);
    expect(binanceTradesParser.detect(textImportFile('x.csv', 'Date,Pair,Side\n'))).toBe(false);
  });

  it('pairs the fills FIFO: one VET trade, gross 125 − 110 = 15, fees 0.175, net 14.825', () => {
    const parsed = binanceTradesParser.parse(textImportFile('x.csv', FILE));
    expect(parsed.timeZoneHint).toBe('UTC');
    expect(parsed.trades).toHaveLength(1);
    expect(parsed.trades[0]).toMatchObject({
      line: 2,
      assetName: 'VETUSDT',
      assetType: 'CRYPTO',
      direction: 'LONG',
      quantity: '2000',
      entryPrice: '0.055',
      entryTime: '2021-03-05T10:00:00',
      exits: [
        { price: '0.07', quantity: '1500', time: '2021-03-06T09:00:00' },
        { price: '0.04', quantity: '500', time: '2021-03-07T09:00:00' },
      ],
      fees: '0.175',
      netPnl: '14.825',
    });
  });

  it('reports the BNB fee it cannot count and the sell whose buy is not in the file', () => {
    const parsed = binanceTradesParser.parse(textImportFile('x.csv', FILE));
    expect(parsed.errors).toEqual([
      {
        line: 3,
        message: 'Frais en BNB non comptés : le fichier ne donne pas son cours (à saisir sur l’opération)',
      },
      { line: 6, message: 'Clôture sans ouverture dans le fichier' },
    ]);
  });

  it('an unreadable quantity is an error line; a header without Fee is a format error', () => {
    const parsed = binanceTradesParser.parse(
      textImportFile('x.csv', FILE.replace(',500.0000000000VET', ',VET')),
    );
    expect(parsed.errors).toContainEqual({ line: 5, message: 'Ligne illisible : quantité illisible' });
    // Without that sell, 500 VET stay open: the trade has no net yet.
    expect(parsed.trades.map((t) => t.netPnl)).toEqual([null]);
    const damaged = textImportFile('x.csv', FILE.replace(',Fee', ''));
    expect(() => binanceTradesParser.parse(damaged)).toThrow(
      /^Format non reconnu : historique des trades Binance/,
    );
  });
});
