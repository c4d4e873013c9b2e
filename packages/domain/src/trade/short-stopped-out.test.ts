import { describe, expect, it } from 'vitest';
import { closeTrade } from './close-trade.ts';
import { pnlAmount, riskAmount } from './money.ts';
import { outcomeOf } from './outcome.ts';
import { type ClosingTrade, realizedR } from './realized-r.ts';
import { validateTradePlan } from './trade-plan.ts';

/*
 * SHORT 100 000 EURUSD at 1.0850, stop 1.0900 → risk per unit 0.0050, position risk 500.
 * TP 1.0750 never reached; stopped at 1.0900: pnl = 100 000 × (1.0900 − 1.0850) × −1 = −500 → R = −1 → LOSS.
 * With 3 pips of slippage (close 1.0903): pnl = −530 → R = −1.06.
 * Account 25 000 at 0.5 % → risk amount 125 → pnl amount −125 (−132.5 with slippage).
 */
const trade: ClosingTrade = {
  direction: 'SHORT',
  entry_price: '1.0850',
  stop_loss_price: '1.0900',
  quantity: '100000',
  take_profits: [{ price: '1.0750', quantity_to_sell: '100000', is_hit: false }],
  close_price: '1.0900',
};

describe('short stopped out', () => {
  it('is a valid plan', () => {
    expect(validateTradePlan(trade)).toEqual({});
  });

  it('loses exactly 1 R and 125 of a 25 000 account at 0.5 %', () => {
    expect(realizedR(trade)).toBe(-1);
    expect(outcomeOf(-1)).toBe('LOSS');
    expect(pnlAmount(realizedR(trade), riskAmount('25000', '0.5'))).toBe('-125');
  });

  it('loses 1.06 R with slippage', () => {
    const slipped = { ...trade, close_price: '1.0903' };
    expect(closeTrade(slipped)).toEqual({
      ok: true,
      result: { realized_rr: -1.06, outcome: 'LOSS', pnl_units: '-530' },
    });
    expect(pnlAmount(-1.06, '125')).toBe('-132.5');
  });

  it('refuses a stop below the entry of a short, and a target above it', () => {
    const wrong = {
      ...trade,
      stop_loss_price: '1.08',
      take_profits: [{ price: '1.09', quantity_to_sell: '1' }],
    };
    expect(validateTradePlan(wrong)).toEqual({
      stop_loss_price: ['Pour une vente, le stop loss doit être supérieur au prix d’entrée.'],
      take_profits: ['Take profit 1 : le prix doit être inférieur au prix d’entrée.'],
    });
  });
});
