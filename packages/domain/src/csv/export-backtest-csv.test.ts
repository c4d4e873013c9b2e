import { describe, expect, it } from 'vitest';
import { type BacktestExportTrade, exportBacktestCsv } from './export-backtest-csv.ts';
import { importBacktestCsv } from './import-backtest-csv.ts';

/*
 * Two trades: a EURUSD long closed at its target (10 000 × 0.0100 = 100, R = 100 / 50 = 2) and a BTC short with
 * four partial exits, no stop, the last 0.25 still open (so pnl and R stay empty). Hostile text cells:
 * an instrument starting with "=", notes with a comma, a quote and a line break, a tag starting with "-".
 */
const trades: BacktestExportTrade[] = [
  {
    entry_time: new Date('2026-01-05T09:00:00Z'),
    side: 'LONG',
    instrument: '=HYPERLINK("http://evil")',
    timeframe: 'M15',
    strategy_tag: '-breakout',
    entry_price: '1.10000',
    qty: 10000,
    stop_loss: '1.0950',
    notes: 'Entrée "propre", TP touché\nsans stress',
    take_profits: [{ price: '1.1100', quantity_to_sell: '10000' }],
  },
  {
    entry_time: '2026-01-06T10:30:00+01:00',
    side: 'SHORT',
    instrument: 'BTCUSDT',
    timeframe: 'H1',
    strategy_tag: 'range',
    entry_price: '42000',
    qty: '1',
    stop_loss: null,
    notes: '',
    take_profits: [
      { price: '41000', quantity_to_sell: '0.25' },
      { price: '40000', quantity_to_sell: '0.25' },
      { price: '39000', quantity_to_sell: '0.125' },
      { price: '38000', quantity_to_sell: '0.125' },
    ],
  },
];

const expected = [
  'entry_time,side,instrument,timeframe,strategy_tag,entry_price,qty,stop_loss,tp1_price,tp1_qty,tp2_price,tp2_qty,tp3_price,tp3_qty,tp4_price,tp4_qty,notes,pnl_abs,r_multiple',
  `2026-01-05T09:00:00Z,LONG,"'=HYPERLINK(""http://evil"")",M15,'-breakout,1.1,10000,1.095,1.11,10000,,,,,,,"Entrée ""propre"", TP touché\nsans stress",100,2`,
  '2026-01-06T09:30:00Z,SHORT,BTCUSDT,H1,range,42000,1,,41000,0.25,40000,0.25,39000,0.125,38000,0.125,,,',
  '',
].join('\r\n');

describe('CSV export of a session', () => {
  it('writes the documented header (docs/rules/backtests.md), canonical numbers and neutralised text', () => {
    expect(exportBacktestCsv(trades)).toBe(expected);
  });

  it('writes at least three tp column pairs', () => {
    expect(exportBacktestCsv([])).toBe(
      'entry_time,side,instrument,timeframe,strategy_tag,entry_price,qty,stop_loss,tp1_price,tp1_qty,tp2_price,tp2_qty,tp3_price,tp3_qty,notes,pnl_abs,r_multiple\r\n',
    );
  });

  it('reads back exactly what it wrote', () => {
    const { rows, errors } = importBacktestCsv(exportBacktestCsv(trades));
    expect(errors).toEqual([]);
    expect(rows[0]).toEqual({
      entry_time: '2026-01-05T09:00:00Z',
      side: 'LONG',
      instrument: '=HYPERLINK("http://evil")',
      timeframe: 'M15',
      strategy_tag: '-breakout',
      entry_price: '1.1',
      qty: '10000',
      stop_loss: '1.095',
      notes: 'Entrée "propre", TP touché\nsans stress',
      take_profits: [{ price: '1.11', quantity_to_sell: '10000' }],
    });
    expect(rows[1]?.take_profits).toHaveLength(4);
    expect(rows[1]?.entry_time).toBe('2026-01-06T09:30:00Z');
  });
});
