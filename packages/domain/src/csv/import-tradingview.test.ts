import { describe, expect, it } from 'vitest';
import { importBacktestCsv } from './import-backtest-csv.ts';

/*
 * TradingView « List of trades », newer layout, exit row first, chart in New York time:
 * #1 long 16 at 302.35 on 2022-01-03 15:15 EST (20:15 UTC), exit 295.65 → one exit of 16 at 295.65, and the
 *    net P&L TradingView reports, −128.25 INR.
 * #2 short 2 at 1982.6 on 2024-09-17 09:15 EDT (13:15 UTC), exit 1948 → one exit of 2 at 1948; +69.2 INR.
 * #3 long still open: its exit row says « Open » → no exit.
 */
const newer = [
  'Trade #,Type,Date/Time,Signal,Price INR,Position size (qty),Position size (value),Net P&L INR,Net P&L %',
  '1,Exit long,2022-01-07 13:15,Close entry(s) order Long,295.65,16,4837.6,-128.25,-2.65',
  '1,Entry long,2022-01-03 15:15,Long,302.35,16,4837.6,-128.25,-2.65',
  '2,Exit short,2024-09-18 10:15,TP,1948,2,3965.2,69.2,1.75',
  '2,Entry short,2024-09-17 09:15,Short,1982.6,2,3965.2,69.2,1.75',
  '3,Exit long,,Open,,1,100,,',
  '3,Entry long,2024-10-01 10:00,Long,100,1,100,,',
].join('\n');

/* Older layout (Signal before Date/Time, « Contracts », « Profit »), `;`-separated with decimal commas. */
const older = [
  'Trade #;Type;Signal;Date/Time;Price;Contracts;Profit',
  '1;Entry Long;Buy;2021-03-01 09:30;13000,5;2;',
  '1;Exit Long;Sell;2021-03-01 11:00;13010,25;2;19,5',
].join('\n');

describe('TradingView list of trades', () => {
  it('joins entry and exit rows by trade number (newer layout)', () => {
    const { rows, errors } = importBacktestCsv(newer, { timeZone: 'America/New_York' });
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        entry_time: '2022-01-03T20:15:00Z',
        side: 'LONG',
        instrument: '',
        timeframe: '',
        strategy_tag: '',
        entry_price: '302.35',
        qty: '16',
        stop_loss: null,
        notes: 'TradingView #1 : Long → Close entry(s) order Long',
        take_profits: [{ price: '295.65', quantity_to_sell: '16' }],
        reported_pnl: '-128.25',
        currency: 'INR',
      },
      {
        entry_time: '2024-09-17T13:15:00Z',
        side: 'SHORT',
        instrument: '',
        timeframe: '',
        strategy_tag: '',
        entry_price: '1982.6',
        qty: '2',
        stop_loss: null,
        notes: 'TradingView #2 : Short → TP',
        take_profits: [{ price: '1948', quantity_to_sell: '2' }],
        reported_pnl: '69.2',
        currency: 'INR',
      },
      {
        entry_time: '2024-10-01T14:00:00Z',
        side: 'LONG',
        instrument: '',
        timeframe: '',
        strategy_tag: '',
        entry_price: '100',
        qty: '1',
        stop_loss: null,
        notes: 'TradingView #3 : Long → Open',
        take_profits: [],
      },
    ]);
  });

  it('reads the older layout with `;` and decimal commas, in UTC by default', () => {
    const { rows, errors } = importBacktestCsv(older);
    expect(errors).toEqual([]);
    expect(rows).toMatchObject([
      {
        entry_time: '2021-03-01T09:30:00Z',
        side: 'LONG',
        entry_price: '13000.5',
        qty: '2',
        take_profits: [{ price: '13010.25', quantity_to_sell: '2' }],
      },
    ]);
  });

  it('reports a trade without an entry row and a row without a number', () => {
    const text =
      'Trade #,Type,Date and time,Price USD,Quantity\n5,Exit long,2024-01-01 10:00,10,1\n,Entry long,2024-01-01 09:00,9,1\n';
    expect(importBacktestCsv(text).errors).toEqual([
      { line: 2, errors: { type: ['Opération TradingView n° 5 : une ligne d’entrée attendue.'] } },
      { line: 3, errors: { trade_number: ['Numéro d’opération TradingView manquant.'] } },
    ]);
  });
});
