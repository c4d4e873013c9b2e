import { describe, expect, it } from 'vitest';
import { closeTrade, validateClose } from './close-trade.ts';
import { pnlAmount, riskAmount } from './money.ts';
import { plannedR } from './planned-r.ts';
import type { ClosingTrade } from './realized-r.ts';

/*
 * LONG 30 AAPL at 200, stop 190 → risk per unit 10, position risk 300.
 * TP1 205 sells 10 (hit): +10 × 5 = +50. TP2 215 sells 10 (not hit).
 * The 20 left gap down and close at 185: 20 × (185 − 200) = −300.
 * pnl = −250 → R = −250 / 300 = −0.83333… → stored −0.8333 → LOSS.
 * Planned: 10 × 5 + 10 × 15 = 200, the last 10 have no target → 200 / 300 = 0.6667.
 * Account 5 000 at 2 % → risk amount 100 → pnl amount −0.8333 × 100 = −83.33.
 */
const trade: ClosingTrade = {
  direction: 'LONG',
  entry_price: '200',
  stop_loss_price: '190',
  quantity: '30',
  take_profits: [
    { price: '205', quantity_to_sell: '10', is_hit: true },
    { price: '215', quantity_to_sell: '10', is_hit: false },
  ],
  close_price: '185',
};

describe('partial exit then closed at a loss', () => {
  it('realizes −0.8333 R, a loss of 83.33', () => {
    const closed = closeTrade(trade);
    expect(closed).toEqual({
      ok: true,
      result: { realized_rr: -0.8333, outcome: 'LOSS', pnl_units: '-250' },
    });
    expect(pnlAmount(-0.8333, riskAmount(5000, 2))).toBe('-83.33');
  });

  it('planned 0.6667 R', () => {
    expect(plannedR(trade)).toBe(0.6667);
  });

  it('refuses reached targets selling more than the position', () => {
    const oversold = {
      ...trade,
      take_profits: trade.take_profits.map((tp) => ({ ...tp, quantity_to_sell: '20', is_hit: true })),
    };
    expect(closeTrade(oversold)).toEqual({
      ok: false,
      errors: {
        hit_take_profits: ['Les take profits atteints vendent plus que la quantité de l’opération.'],
      },
    });
  });

  it('requires a close price', () => {
    expect(validateClose({ ...trade, close_price: '' })).toEqual({
      close_price: ['Le prix de clôture est requis.'],
    });
    expect(validateClose({ ...trade, close_price: '-3' })).toEqual({
      close_price: ['Le prix de clôture doit être un nombre supérieur à 0.'],
    });
  });
});
