import { describe, expect, it } from 'vitest';
import { pnlAmount, riskAmount } from './money.ts';
import { outcomeOf } from './outcome.ts';
import { plannedR } from './planned-r.ts';
import { type ClosingTrade, realizedPnlUnits, realizedR } from './realized-r.ts';
import { validateTradePlan } from './trade-plan.ts';

/*
 * LONG 2 BTC at 50 000, stop 49 000 → risk per unit 1 000, risk of the position 2 × 1 000 = 2 000.
 * TP1 51 000 sells 1 (hit): +1 × 1 000 = +1 000.  TP2 53 000 sells 0.5 (hit): +0.5 × 3 000 = +1 500.
 * Stop moved to break-even, the last 0.5 is stopped at 50 000: +0.
 * pnl = 2 500 → R = 2 500 / 2 000 = 1.25 → WIN.
 * Planned R (both targets, nothing left) = (1 000 + 1 500) / 2 000 = 1.25.
 * Account 10 000 at 1 % → risk amount 100 → pnl amount 1.25 × 100 = 125.
 */
const trade: ClosingTrade = {
  direction: 'LONG',
  entry_price: '50000',
  stop_loss_price: '49000',
  quantity: '2',
  take_profits: [
    { price: '51000', quantity_to_sell: '1', is_hit: true },
    { price: '53000', quantity_to_sell: '0.5', is_hit: true },
  ],
  close_price: '50000',
};

describe('long with two targets and the stop moved to break-even', () => {
  it('is a valid plan', () => {
    expect(validateTradePlan(trade)).toEqual({});
  });

  it('realizes 1.25 R, a win', () => {
    expect(realizedPnlUnits(trade)).toBe('2500');
    expect(realizedR(trade)).toBe(1.25);
    expect(outcomeOf(realizedR(trade))).toBe('WIN');
  });

  it('planned 1.25 R', () => {
    expect(plannedR(trade)).toBe(1.25);
  });

  it('adds 125 to a 10 000 account risking 1 %', () => {
    const amount = riskAmount('10000', '1');
    expect(amount).toBe('100');
    expect(pnlAmount(realizedR(trade), amount)).toBe('125');
  });

  it('realizes 0.5 R when only TP1 is reached and the rest leaves at break-even', () => {
    // 1 × 1 000 + 1 × 0 = 1 000 → 1 000 / 2 000 = 0.5
    const onlyTp1 = {
      ...trade,
      take_profits: trade.take_profits.map((tp, i) => ({ ...tp, is_hit: i === 0 })),
    };
    expect(realizedR(onlyTp1)).toBe(0.5);
  });
});
