import { describe, expect, it } from 'vitest';
import { backtestTradeResult } from './backtest-trade.ts';
import { computeSessionMetrics } from './session-metrics.ts';
import { validateBacktestTrade } from './validate-backtest-trade.ts';

/*
 * Session on EURUSD, starting equity 10 000, three trades ('s scenario) plus one that covers its qty:
 * 1. LONG 10 000 at 1.1000, stop 1.0950, TP 1.1100 × 10 000 → pnl 10 000 × 0.0100 = 100, R = 100 / 50 = 2.
 * 2. SHORT 20 000 at 1.1050, stop 1.1080, no target → the whole qty exits at the stop:
 *    pnl = 20 000 × (1.1080 − 1.1050) × −1 = −60, R = −60 / (20 000 × 0.0030) = −1.
 * 3. LONG 5 000 at 1.1200, no stop, TP 1.1300 × 2 000 only → open: no pnl, no R.
 * 4. SHORT 1 at 1.2000, no stop, TPs 1.1900 × 0.5 and 1.2100 × 0.5 → closed: 0.5 × 0.01 − 0.5 × 0.01 = 0, R null.
 * Entry order 1, 2, 4: equity 10 000 → 10 100 → 10 040 → 10 040: max drawdown 60.
 * total pnl 40; win rate 1 win / 3 closed = 0.3333; profit factor 100 / 60 = 1.6667.
 */
const winningLong = {
  side: 'LONG' as const,
  entry_time: '2026-01-05T09:00:00Z',
  entry_price: '1.1000',
  qty: '10000',
  stop_loss: '1.0950',
  take_profits: [{ price: '1.1100', quantity_to_sell: '10000' }],
};
const trades = [
  winningLong,
  {
    side: 'SHORT' as const,
    entry_time: '2026-01-06T09:00:00Z',
    entry_price: '1.1050',
    qty: '20000',
    stop_loss: '1.1080',
    take_profits: [],
  },
  {
    side: 'LONG' as const,
    entry_time: '2026-01-07T09:00:00Z',
    entry_price: '1.1200',
    qty: '5000',
    stop_loss: null,
    take_profits: [{ price: '1.1300', quantity_to_sell: '2000' }],
  },
  {
    side: 'SHORT' as const,
    entry_time: '2026-01-08T09:00:00Z',
    entry_price: '1.2',
    qty: '1',
    stop_loss: null,
    take_profits: [
      { price: '1.19', quantity_to_sell: '0.5' },
      { price: '1.21', quantity_to_sell: '0.5' },
    ],
  },
];

describe('a backtest session computed on paper', () => {
  it('gives each trade its exits, pnl and R', () => {
    expect(trades.map(backtestTradeResult)).toEqual([
      { is_closed: true, pnl_abs: '100', r_multiple: 2 },
      { is_closed: true, pnl_abs: '-60', r_multiple: -1 },
      { is_closed: false, pnl_abs: null, r_multiple: null },
      { is_closed: true, pnl_abs: '0', r_multiple: null },
    ]);
  });

  it('computes the session metrics in entry-time order', () => {
    const withPnl = trades.map((trade) => ({ ...trade, pnl_abs: backtestTradeResult(trade).pnl_abs }));
    expect(computeSessionMetrics('10000', [...withPnl].reverse())).toEqual({
      trades_total: 4,
      trades_closed: 3,
      total_pnl: '40',
      win_rate: 0.3333,
      profit_factor: 1.6667,
      max_drawdown_abs: '60',
    });
  });

  it('has no ratios for an empty session', () => {
    expect(computeSessionMetrics('5000', [])).toEqual({
      trades_total: 0,
      trades_closed: 0,
      total_pnl: '0',
      win_rate: null,
      profit_factor: null,
      max_drawdown_abs: '0',
    });
  });

  it('keeps cents exact over many trades', () => {
    const dimes = Array.from({ length: 1000 }, (_, i) => ({ entry_time: i, pnl_abs: '0.1' }));
    expect(computeSessionMetrics('0', dimes).total_pnl).toBe('100');
  });
});

describe('backtest trade validation', () => {
  it('uses the product’s French messages and names every bad field', () => {
    expect(
      validateBacktestTrade({
        side: 'BUY',
        entry_price: '-1',
        qty: '',
        stop_loss: 'x',
        entry_time: 'demain',
        take_profits: [{ price: '0', quantity_to_sell: '1' }],
      }),
    ).toEqual({
      side: ['Sens invalide : LONG ou SHORT attendu.'],
      entry_price: ["Prix d'entrée requis et doit être > 0"],
      qty: ['Quantité requise et doit être > 0'],
      stop_loss: ['Le stop loss doit être un nombre supérieur à 0.'],
      take_profits: ['Take profit 1 : le prix et la quantité doivent être des nombres supérieurs à 0.'],
      entry_time: ['Date d’entrée invalide : date ISO 8601 attendue (ex. 2026-11-20T14:05:00Z).'],
    });
  });

  it('refuses exits selling more than the quantity', () => {
    const oversold = { ...winningLong, qty: '5000' };
    expect(validateBacktestTrade(oversold)).toEqual({
      take_profits: ['La somme des quantités des take profits (10000) dépasse la quantité (5000).'],
    });
    expect(validateBacktestTrade({ ...oversold, qty: '10000' })).toEqual({});
  });
});
