import { describe, expect, it } from 'vitest';
import { computeSessionMetrics } from '../backtest/session-metrics.ts';
import { exportBacktestCsv } from './export-backtest-csv.ts';
import { importBacktestCsv } from './import-backtest-csv.ts';
import { TRADINGVIEW_PROFIT_MESSAGE } from './tradingview-profit.ts';

/*
 * docs/rules/imports.md « Backtests too »: a TradingView « List of trades » trade keeps the profit TradingView reports.
 * The layout of the shared fixtures (SET50 futures, THB, chart in UTC+7), newest first, exit before entry:
 * #1 SHORT 1 at 986.1, exit 985.4: 0.7 points, but TradingView says +53.80 THB (point value 200, commission).
 * #2 LONG 1 at 985.4, exit 993.2: TradingView says +1 533.80 THB.
 * #3 SHORT 1 at 990, exit 991.5: TradingView says −326.20 THB.
 * #4 still open: its exit row says « Open »; a running profit on it is not a result.
 * Closed: net 53.80 + 1533.80 − 326.20 = 1261.40; wins 2 / 3; profit factor 1587.60 / 326.20 = 4.8670.
 */
const fixtureLayout = [
  'Trade #,Type,Signal,Date/Time,Price THB,Contracts,Profit THB,Profit %,Cum. Profit THB,Cum. Profit %,Run-up THB,Run-up %,Drawdown THB,Drawdown %',
  '4,Exit Short,Open,,,,12.50,,,,,,,',
  '4,Entry Short,MomSE,2021-09-03 10:00,990.5,,,,,,,,,',
  '3,Exit Short,MomLE,2021-09-02 16:00,991.5,1,-326.20,-0.17,1261.40,0.12,100,0.05,400,0.2',
  '3,Entry Short,MomSE,2021-09-02 14:00,990,1,-326.20,-0.17,1261.40,0.12,100,0.05,400,0.2',
  '2,Exit Long,MomSE,2021-09-02 13:45,993.2,1,1533.80,0.78,1587.60,0.15,3416.90,1.73,423.10,0.21',
  '2,Entry Long,MomLE,2021-09-02 11:15,985.4,1,1533.80,0.78,1587.60,0.15,3416.90,1.73,423.10,0.21',
  '1,Exit Short,MomLE,2021-09-02 11:15,985.4,1,53.80,0.03,53.80,0.01,596.90,0.3,103.10,0.05',
  '1,Entry Short,MomSE,2021-09-01 17:15,986.1,1,53.80,0.03,53.80,0.01,596.90,0.3,103.10,0.05',
].join('\n');

const pnlAndCurrency = (text: string, timeZone = 'UTC') => {
  const { rows, errors } = importBacktestCsv(text, { timeZone });
  expect(errors).toEqual([]);
  return rows.map((row) => ({ pnl: row.reported_pnl ?? null, currency: row.currency ?? null }));
};

describe('TradingView reported profit', () => {
  it('keeps each closed trade’s profit and currency; the open trade has none', () => {
    const { rows, errors } = importBacktestCsv(fixtureLayout, { timeZone: 'Asia/Bangkok' });
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.notes, row.entry_time, row.reported_pnl, row.currency])).toEqual([
      ['TradingView #1 : MomSE → MomLE', '2021-09-01T10:15:00Z', '53.8', 'THB'],
      ['TradingView #2 : MomLE → MomSE', '2021-09-02T04:15:00Z', '1533.8', 'THB'],
      ['TradingView #3 : MomSE → MomLE', '2021-09-02T07:00:00Z', '-326.2', 'THB'],
      ['TradingView #4 : MomSE → Open', '2021-09-03T03:00:00Z', undefined, undefined],
    ]);
    expect(rows[3]?.take_profits).toEqual([]);
    const metrics = computeSessionMetrics(
      '0',
      rows.map((row) => ({ entry_time: row.entry_time, pnl_abs: row.reported_pnl ?? null })),
    );
    expect(metrics).toMatchObject({
      trades_total: 4,
      trades_closed: 3,
      total_pnl: '1261.4',
      win_rate: 0.6667,
      profit_factor: 4.867,
    });
  });

  it('reads the old `Price USD / Profit USD / Cum. Profit USD` headers, profit on the exit row only', () => {
    const old = [
      'Trade #,Type,Signal,Date/Time,Price USD,Contracts,Profit USD,Cum. Profit USD',
      '1,Entry Long,Long,2020-05-04 09:30,2830.25,2,,',
      '1,Exit Long,Close,2020-05-04 15:00,2841.5,2,1120.5,1120.5',
    ].join('\n');
    expect(pnlAndCurrency(old)).toEqual([{ pnl: '1120.5', currency: 'USD' }]);
  });

  it('reads `Date/Time`, `Position size (qty)` and `Net P&L USD`', () => {
    const newer = [
      'Trade #,Type,Date/Time,Signal,Price USD,Position size (qty),Position size (value),Net P&L USD,Net P&L %,Run-up USD,Drawdown USD,Cumulative P&L USD',
      '2,Exit short,2024-03-05 10:00,TP,5100.25,3,15300.75,-45.37,-0.3,10,60,75.13',
      '2,Entry short,2024-03-05 09:00,Short,5085,3,15255,-45.37,-0.3,10,60,75.13',
      '1,Exit long,2024-03-04 12:00,SL,5010,1,5010,120.5,2.4,130,5,120.5',
      '1,Entry long,2024-03-04 11:00,Long,4990,1,4990,120.5,2.4,130,5,120.5',
    ].join('\n');
    expect(pnlAndCurrency(newer)).toEqual([
      { pnl: '120.5', currency: 'USD' },
      { pnl: '-45.37', currency: 'USD' },
    ]);
  });

  it('reads `Date and time`, the excursion columns and a `;` file with decimal commas and « − »', () => {
    const excursions = [
      'Trade #;Type;Date and time;Signal;Price EUR;Quantity;Net P&L EUR;Net P&L %;Favorable excursion EUR;Adverse excursion EUR',
      '1;Exit long;2024-06-03 17:00;Stop;17 980,5;1;\u22121 234,56;-1,2;50;1 300',
      '1;Entry long;2024-06-03 09:00;Long;18 005;1;\u22121 234,56;-1,2;50;1 300',
    ].join('\n');
    expect(pnlAndCurrency(excursions, 'Europe/Paris')).toEqual([{ pnl: '-1234.56', currency: 'EUR' }]);
  });

  it('has no currency when the headers name none, and the profit still counts', () => {
    const plain =
      'Trade #,Type,Date/Time,Price,Contracts,Profit\n1,Exit Long,2021-03-01 11:00,10,1,0\n1,Entry Long,2021-03-01 09:00,9,1,0';
    expect(pnlAndCurrency(plain)).toEqual([{ pnl: '0', currency: null }]);
  });

  it('reports a closed trade whose profit is missing or unreadable, and keeps the others', () => {
    const broken = [
      'Trade #,Type,Signal,Date/Time,Price THB,Contracts,Profit THB',
      '2,Exit Long,X,2021-09-02 13:45,993.2,1,abc',
      '2,Entry Long,L,2021-09-02 11:15,985.4,1,',
      '1,Exit Short,X,2021-09-02 11:15,985.4,1,',
      '1,Entry Short,S,2021-09-01 17:15,986.1,1,',
      '3,Exit Long,X,2021-09-03 13:45,993.2,1,10',
      '3,Entry Long,L,2021-09-03 11:15,985.4,1,10',
    ].join('\n');
    const { rows, errors } = importBacktestCsv(broken);
    expect(errors).toEqual([
      { line: 2, errors: { profit: [TRADINGVIEW_PROFIT_MESSAGE] } },
      { line: 4, errors: { profit: [TRADINGVIEW_PROFIT_MESSAGE] } },
    ]);
    expect(rows.map((row) => row.reported_pnl)).toEqual(['10']);
  });
});

describe('a reported profit through our export', () => {
  it('is exported as the pnl and read back as such, while a computed pnl stays computed', () => {
    const { rows } = importBacktestCsv(fixtureLayout, { timeZone: 'Asia/Bangkok' });
    const stored = rows.map((row) => ({ ...row, pnl_abs: row.reported_pnl ?? null }));
    const exported = exportBacktestCsv(stored);
    expect(exported.split('\r\n')[1]).toBe(
      '2021-09-01T10:15:00Z,SHORT,,,,986.1,1,,985.4,1,,,,,TradingView #1 : MomSE → MomLE,53.8,',
    );
    const again = importBacktestCsv(exported);
    expect(again.errors).toEqual([]);
    expect(again.rows.map((row) => row.reported_pnl)).toEqual(['53.8', '1533.8', '-326.2', undefined]);
    // A short of 1 from 986.1 to 985.4 whose stored pnl is its exits' 0.7: nothing reported.
    const computed = {
      entry_time: '2021-09-01T10:15:00Z',
      side: 'SHORT' as const,
      instrument: '',
      timeframe: '',
      strategy_tag: '',
      entry_price: '986.1',
      qty: '1',
      stop_loss: null,
      notes: '',
      take_profits: [{ price: '985.4', quantity_to_sell: '1' }],
      pnl_abs: '0.7',
    };
    expect(importBacktestCsv(exportBacktestCsv([computed])).rows[0]?.reported_pnl).toBeUndefined();
  });
});
