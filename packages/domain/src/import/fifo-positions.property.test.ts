import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, sumDecimals } from '../decimal.ts';
import { rebuildPositions } from './fifo-positions.ts';
import type { Fill, RebuiltPositions } from './fill.ts';

// Quantities in hundredths, prices and fees in cents: every generated case is exact, so the laws must hold to the
// last digit, whatever the order of buys and sells (scale-ins, partial exits, reversals, several books).
const POINT_VALUES: Record<string, Decimal> = { ES: new Decimal(50), MNQ: new Decimal(2) };
const pointValueOf = (symbol: string) => POINT_VALUES[symbol] ?? new Decimal(1);

const generatedFill = fc.record({
  account: fc.constantFrom('A', 'B'),
  symbol: fc.constantFrom('ES', 'MNQ'),
  isBuy: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 500 }),
  price: fc.integer({ min: 1, max: 1_000_000 }),
  minute: fc.integer({ min: 0, max: 59 }),
  fee: fc.integer({ min: 0, max: 500 }),
  isClose: fc.boolean(),
});
type GeneratedFill = typeof generatedFill extends fc.Arbitrary<infer T> ? T : never;

function toFills(generated: GeneratedFill[], withEffects: boolean): Fill[] {
  return generated.map((g, index) => ({
    id: `f${index}`,
    line: index + 2,
    account: g.account,
    symbol: g.symbol,
    side: g.isBuy ? 'BUY' : 'SELL',
    quantity: new Decimal(g.quantity).dividedBy(100),
    price: new Decimal(g.price).dividedBy(100),
    time: `2025-03-04T10:${String(g.minute).padStart(2, '0')}:00`,
    fee: new Decimal(g.fee).dividedBy(100),
    effect: withEffects && g.isClose ? 'CLOSE' : null,
  }));
}

/** One more fill per book, after all the others, that brings it back to flat. */
function flattening(fills: Fill[]): Fill[] {
  const net = new Map<string, { fill: Fill; quantity: Decimal }>();
  for (const f of fills) {
    const key = `${f.account}|${f.symbol}`;
    const signed = f.side === 'BUY' ? f.quantity : f.quantity.negated();
    net.set(key, { fill: f, quantity: (net.get(key)?.quantity ?? new Decimal(0)).plus(signed) });
  }
  return [...net.values()]
    .filter(({ quantity }) => !quantity.isZero())
    .map(({ fill, quantity }, index) => ({
      ...fill,
      id: `flat${index}`,
      side: quantity.isPositive() ? 'SELL' : 'BUY',
      quantity: quantity.abs(),
      time: '2025-03-04T23:59:00',
    }));
}

function usedQuantityByFill(result: RebuiltPositions): Map<string, Decimal> {
  const used = new Map<string, Decimal>();
  const add = (id: string, quantity: Decimal) =>
    used.set(id, (used.get(id) ?? new Decimal(0)).plus(quantity));
  for (const position of result.positions) {
    for (const use of [...position.entries, ...position.exits]) add(use.fillId, use.quantity);
  }
  for (const u of result.unused) add(u.fill.id, u.quantity);
  return used;
}

describe('rebuildPositions (properties)', () => {
  it('fills ending flat: Σ net = Σ cash flows × point value − Σ fees, each fill used exactly once', () => {
    fc.assert(
      fc.property(fc.array(generatedFill, { maxLength: 40 }), (generated) => {
        const base = toFills(generated, false);
        const fills = [...base, ...flattening(base)];
        const result = rebuildPositions(fills, pointValueOf);
        const cash = sumDecimals(
          fills.map((f) =>
            f.price
              .times(f.quantity)
              .times(f.side === 'SELL' ? 1 : -1)
              .times(pointValueOf(f.symbol)),
          ),
        );
        const fees = sumDecimals(fills.map((f) => f.fee));
        expect(result.unused).toEqual([]);
        expect(sumDecimals(result.positions.map((p) => p.netPnl)).toFixed()).toBe(cash.minus(fees).toFixed());
        const used = usedQuantityByFill(result);
        for (const f of fills) expect(used.get(f.id)?.toFixed()).toBe(f.quantity.toFixed());
        for (const p of result.positions) {
          expect(p.openQuantity.isZero()).toBe(true);
          expect(sumDecimals(p.exits.map((e) => e.quantity)).toFixed()).toBe(p.quantity.toFixed());
          expect(p.fees.isNegative()).toBe(false);
        }
      }),
    );
  });

  it('with closing fills: every fill is used or reported, and every cent of fee lands somewhere once', () => {
    fc.assert(
      fc.property(fc.array(generatedFill, { maxLength: 40 }), (generated) => {
        const fills = toFills(generated, true);
        const result = rebuildPositions(fills, pointValueOf);
        const used = usedQuantityByFill(result);
        for (const f of fills) expect(used.get(f.id)?.toFixed()).toBe(f.quantity.toFixed());
        const placedFees = sumDecimals([
          ...result.positions.map((p) => p.fees),
          ...result.unused.map((u) => u.fee),
        ]);
        expect(placedFees.toFixed()).toBe(sumDecimals(fills.map((f) => f.fee)).toFixed());
        for (const u of result.unused) expect(u.fill.effect).toBe('CLOSE');
      }),
    );
  });
});
