import { describe, expect, it } from 'vitest';
import { BREAKEVEN_THRESHOLD_R, outcomeOf } from './outcome.ts';
import { plannedR } from './planned-r.ts';
import { type ClosingTrade, realizedR } from './realized-r.ts';
import { validateTradePlan } from './trade-plan.ts';

/*
 * Stop at the entry (100 = 100): risk per unit 0 → R undefined (null), no outcome, no planned R.
 * Break-even band: LONG 1 at 100, stop 90 (risk 10); close 100.5 → R 0.05 → BREAKEVEN (the threshold is inclusive);
 * close 100.51 → R 0.051 → WIN; close 99.49 → R −0.051 → LOSS.
 */
const zeroRisk: ClosingTrade = {
  direction: 'LONG',
  entry_price: '100',
  stop_loss_price: '100',
  quantity: '1',
  take_profits: [{ price: '110', quantity_to_sell: '1', is_hit: false }],
  close_price: '105',
};

describe('zero risk', () => {
  it('has no R, no outcome and no planned R', () => {
    expect(realizedR(zeroRisk)).toBeNull();
    expect(outcomeOf(realizedR(zeroRisk))).toBeNull();
    expect(plannedR(zeroRisk)).toBeNull();
  });

  it('is refused on save', () => {
    expect(validateTradePlan(zeroRisk)).toEqual({
      stop_loss_price: ['Pour un achat, le stop loss doit être inférieur au prix d’entrée.'],
    });
  });
});

describe('break-even threshold', () => {
  const at = (close: string) =>
    outcomeOf(realizedR({ ...zeroRisk, stop_loss_price: '90', close_price: close }));

  it('is 0.05 R, inclusive', () => {
    expect(BREAKEVEN_THRESHOLD_R).toBe(0.05);
    expect(at('100.5')).toBe('BREAKEVEN');
    expect(at('99.5')).toBe('BREAKEVEN');
    expect(at('100.51')).toBe('WIN');
    expect(at('99.49')).toBe('LOSS');
  });
});

describe('bad numbers', () => {
  it('names every field and every bad take-profit row', () => {
    expect(
      validateTradePlan({
        direction: 'LONG',
        entry_price: 'abc',
        stop_loss_price: Number.NaN,
        quantity: '-1',
        take_profits: [
          { price: '', quantity_to_sell: '' },
          { price: 'Infinity', quantity_to_sell: '1' },
        ],
      }),
    ).toEqual({
      entry_price: ['Le prix d’entrée doit être un nombre supérieur à 0.'],
      stop_loss_price: ['Le stop loss doit être un nombre supérieur à 0.'],
      quantity: ['La quantité doit être un nombre supérieur à 0.'],
      take_profits: ['Take profit 2 : le prix et la quantité doivent être des nombres supérieurs à 0.'],
    });
  });

  it('refuses targets selling more than the quantity', () => {
    const plan = {
      direction: 'LONG' as const,
      entry_price: 10,
      stop_loss_price: 9,
      quantity: 1,
      take_profits: [
        { price: 11, quantity_to_sell: 0.7 },
        { price: 12, quantity_to_sell: 0.4 },
      ],
    };
    expect(validateTradePlan(plan)).toEqual({
      take_profits: ['La somme des quantités des take profits (1.1) dépasse la quantité (1).'],
    });
  });
});
