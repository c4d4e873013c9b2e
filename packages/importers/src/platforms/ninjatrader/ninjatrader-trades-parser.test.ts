import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { ninjaTraderTradesParser } from './ninjatrader-trades-parser.ts';

// Files in the layout of NinjaTrader 8's Trades grid export: a trailing delimiter on every line, the Windows
// regional format for numbers and dates.
const ENGLISH = [
  'Trade number,Instrument,Account,Strategy,Market pos.,Qty,Entry price,Exit price,Entry time,Exit time,Entry name,Exit name,Profit,Cum. net profit,Commission,MAE,MFE,ETD,Bars,',
  // (6004.50 − 6000.25) × 1 × 50 $ = 212.50 gross, − 4.04 = 208.46 net
  '1,ES 03-25,Sim101,,Long,1,6000.25,6004.50,1/15/2025 10:30:00 AM,1/15/2025 11:45:00 AM,Entry,Exit,$212.50,$208.46,$4.04,$25.00,$312.50,$104.00,15,',
  // short: (21000 − 21010.25) × 2 × 2 $ = −41.00 gross, − 0.48 = −41.48 net; cumulative 208.46 − 41.48 = 166.98
  '2,MNQ 03-25,Sim101,,Short,2,21000.00,21010.25,1/15/2025 1:05:00 PM,1/15/2025 1:20:00 PM,Entry,Exit,($41.00),$166.98,$0.48,$50.00,$10.00,$0.00,3,',
].join('\r\n');

const FRENCH = [
  'N° trade;Instrument;Compte;Stratégie;Pos. marché;Qté;Prix d’entrée;Prix de sortie;Heure d’entrée;Heure de sortie;Nom d’entrée;Nom de sortie;Profit;Profit net cumulé;Commission;MAE;MFE;ETD;Barres;',
  // (78,84 − 78,45) × 1000 $ = 390,00 gross, − 4,04 = 385,96 net
  '1;CL 02-25;Sim101;;Long;1;78,45;78,84;15/01/2025 10:30:00;15/01/2025 10:50:00;Entry;Exit;390,00 $;385,96 $;4,04 $;0,00 $;400,00 $;10,00 $;4;',
  // short: (2650,10 − 2652,60) × 100 $ = −250,00 gross, − 4,04 = −254,04 net; cumulative 131,92
  '2;GC 02-25;Sim101;;Short;1;2650,10;2652,60;16/01/2025 09:00:00;16/01/2025 09:30:00;Entry;Exit;-250,00 $;131,92 $;4,04 $;0,00 $;0,00 $;0,00 $;9;',
].join('\n');

describe('NinjaTrader Trades export', () => {
  it('is recognised from an English or a French header', () => {
    expect(ninjaTraderTradesParser.detect(textImportFile('a.csv', ENGLISH))).toBe(true);
    expect(ninjaTraderTradesParser.detect(textImportFile('a.csv', FRENCH))).toBe(true);
    expect(
      ninjaTraderTradesParser.detect(textImportFile('a.csv', 'Instrument,Action,Quantity,Price,Time\n')),
    ).toBe(false);
  });

  it('English: long and short, `($41.00)`, 12-hour times; Σ net = the last Cum. net profit 166.98', () => {
    const parsed = ninjaTraderTradesParser.parse(textImportFile('a.csv', ENGLISH));
    expect(parsed.errors).toEqual([]);
    // Σ (Profit − Commission) of the rows = the last Cum. net profit.
    expect(parsed.stated).toEqual({ closedCount: 2, netTotal: '166.98', rowPnlSum: '166.98' });
    expect(parsed.trades.map((t) => [t.direction, t.quantity, t.entryPrice, t.fees, t.netPnl])).toEqual([
      ['LONG', '1', '6000.25', '4.04', '208.46'],
      ['SHORT', '2', '21000', '0.48', '-41.48'],
    ]);
    expect(parsed.trades[1]).toMatchObject({
      assetName: 'MNQ 03-25',
      assetType: 'FUTURES',
      entryTime: '2025-01-15T13:05:00',
      exits: [{ price: '21010.25', quantity: '2', time: '2025-01-15T13:20:00' }],
    });
  });

  it('French: decimal commas and `39,30 $` amounts read as such (never 100× too big), day-first dates', () => {
    const parsed = ninjaTraderTradesParser.parse(textImportFile('a.csv', FRENCH));
    expect(parsed.errors).toEqual([]);
    expect(parsed.stated.netTotal).toBe('131.92');
    expect(parsed.trades.map((t) => [t.direction, t.entryPrice, t.fees, t.netPnl, t.entryTime])).toEqual([
      ['LONG', '78.45', '4.04', '385.96', '2025-01-15T10:30:00'],
      ['SHORT', '2650.1', '4.04', '-254.04', '2025-01-16T09:00:00'],
    ]);
  });

  it('English NinjaTrader on a European Windows: English header, decimal commas and day-first dates', () => {
    const text = [
      'Trade number;Instrument;Account;Market pos.;Qty;Entry price;Exit price;Entry time;Exit time;Profit;Commission;',
      '1;ES 03-25;Sim101;Long;1;6000,25;6001,00;15.01.2025 10:30:00;15.01.2025 10:31:00;37,50 $;4,04 $;',
    ].join('\n');
    const [trade] = ninjaTraderTradesParser.parse(textImportFile('a.csv', text)).trades;
    // No cumulative column: net = Profit − Commission = 37.50 − 4.04
    expect(trade).toMatchObject({ entryPrice: '6000.25', netPnl: '33.46', entryTime: '2025-01-15T10:30:00' });
  });

  it('an unreadable row is an error line with its number; the rest is read', () => {
    const broken = ENGLISH.replace('1/15/2025 1:05:00 PM', 'yesterday');
    const parsed = ninjaTraderTradesParser.parse(textImportFile('a.csv', broken));
    expect(parsed.errors).toEqual([{ line: 3, message: 'Ligne illisible : date illisible' }]);
    expect(parsed.trades.map((t) => t.netPnl)).toEqual(['208.46']);
  });

  it('a header without any trade is a format error in French', () => {
    const headerOnly = textImportFile('a.csv', `${ENGLISH.split('\r\n')[0]}\r\n`);
    expect(() => ninjaTraderTradesParser.parse(headerOnly)).toThrow(/^Format non reconnu : export Trades/);
  });

  it("reads treasury prices in 32nds as NinjaTrader writes them (three digits after the '), exactly", () => {
    const text = [
      ENGLISH.split('\r\n')[0],
      // ZN: 110'165 = 110 + 16.5/32 → 110'200 = 110.625: 0.109375 × 1 000 $ = 109.375, NinjaTrader's $109.38
      "1,ZN 03-25,Sim101,,Long,1,110'165,110'200,1/15/2025 10:30:00 AM,1/15/2025 11:45:00 AM,Entry,Exit,$109.38,$105.34,$4.04,$0.00,$0.00,$0.00,15,",
      // ZT: NinjaTrader support's own 109'102 = 109.3203125
      "2,ZT 03-25,Sim101,,Short,1,109'102,109'100,1/16/2025 10:30:00 AM,1/16/2025 11:45:00 AM,Entry,Exit,$15.63,$116.93,$4.04,$0.00,$0.00,$0.00,15,",
    ].join('\r\n');
    const parsed = ninjaTraderTradesParser.parse(textImportFile('a.csv', text));
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades.map((t) => [t.entryPrice, t.exits[0]?.price, t.netPnl])).toEqual([
      ['110.515625', '110.625', '105.34'],
      ['109.3203125', '109.3125', '11.59'],
    ]);
  });
});
