import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { bybitTradesParser } from './bybit-trades-parser.ts';

// The layout of Bybit's unified-account spot order history (decimals to 20 places, a space before the order
// number, clock-first UTC times).
const FILE = [
  'Spot Pairs,Order Type,Direction,Filled Value,Filled Price,Filled Quantity,Fees,Transaction ID,Order No.,Timestamp (UTC)',
  // sell 5.36 ICP at 9.3234 = 49.973424; fee 0.049973424 USDT — listed first (newest first)
  'ICPUSDT,MARKET,SELL,49.97342400000000000000,9.32340000000000000000,5.36000000000000000000,0.04997342400000000000,2200000000355489633, 53982208,14:35 2024-11-16',
  // buy 10 ICP at 8.0203 = 80.203; fee 0.01 ICP = 0.080203 USDT
  'ICPUSDT,LIMIT,BUY,80.20300000000000000000,8.02030000000000000000,10.00000000000000000000,0.01000000000000000000,2200000000351000000, 53900000,09:10 2024-11-15',
].join('\n');

describe('Bybit spot order history', () => {
  it('is recognised from its header', () => {
    expect(bybitTradesParser.detect(textImportFile('b.csv', FILE))).toBe(true);
    expect(bybitTradesParser.detect(textImportFile('b.csv', 'Date(UTC),Pair,Side,Price\n'))).toBe(false);
  });

  it('pairs the sell with the earlier buy: 5.36 × (9.3234 − 8.0203) = 6.984616 gross, still 4.64 open', () => {
    const parsed = bybitTradesParser.parse(textImportFile('b.csv', FILE));
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades).toEqual([
      expect.objectContaining({
        line: 3,
        externalId: '2200000000351000000',
        assetName: 'ICPUSDT',
        direction: 'LONG',
        quantity: '10',
        entryPrice: '8.0203',
        entryTime: '2024-11-15T09:10:00',
        exits: [{ price: '9.3234', quantity: '5.36', time: '2024-11-16T14:35:00' }],
        // 0.080203 (the buy's 0.01 ICP at 8.0203) + 0.049973424
        fees: '0.130176424',
        // still open: no net yet
        netPnl: null,
      }),
    ]);
  });

  it('a closed round trip has net = gross − fees', () => {
    const closing =
      'ICPUSDT,MARKET,SELL,37.12000000000000000000,8.00000000000000000000,4.64000000000000000000,0.03712000000000000000,2200000000360000000, 54000000,10:00 2024-11-17';
    const [trade] = bybitTradesParser.parse(textImportFile('b.csv', `${FILE}\n${closing}`)).trades;
    // gross 6.984616 + 4.64 × (8 − 8.0203) = 6.984616 − 0.094192 = 6.890424; fees 0.130176424 + 0.03712
    expect(trade).toMatchObject({ fees: '0.167296424', netPnl: '6.723127576' });
  });

  it('a sell of coins bought before the file is an orphan close; a bad time an error line', () => {
    const parsed = bybitTradesParser.parse(textImportFile('b.csv', FILE.replace('09:10 2024-11-15', 'hier')));
    expect(parsed.errors).toEqual([
      { line: 2, message: 'Clôture sans ouverture dans le fichier' },
      { line: 3, message: 'Ligne illisible : date illisible' },
    ]);
    expect(parsed.trades).toEqual([]);
  });
});
