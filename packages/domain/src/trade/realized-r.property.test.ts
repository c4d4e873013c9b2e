import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClosingTrade, realizedR } from './realized-r.ts';

// Prices as integers of 0.01 keep every generated case exact; the law must hold whatever the figures.
const cents = (value: number): string => (value / 100).toFixed(2);

const longTrade = fc.record({
  entry: fc.integer({ min: 10_000, max: 10_000_000 }),
  risk: fc.integer({ min: 1, max: 9_999 }),
  quantity: fc.integer({ min: 1, max: 1_000 }),
  moves: fc.array(fc.record({ move: fc.integer({ min: -9_999, max: 50_000 }), hit: fc.boolean() }), {
    maxLength: 4,
  }),
  closeMove: fc.integer({ min: -9_999, max: 50_000 }),
});

function toTrade(
  direction: 'LONG' | 'SHORT',
  c: {
    entry: number;
    risk: number;
    quantity: number;
    moves: { move: number; hit: boolean }[];
    closeMove: number;
  },
  scale = 1,
): ClosingTrade {
  const sign = direction === 'LONG' ? 1 : -1;
  const share = Math.max(1, Math.floor(c.quantity / (c.moves.length + 1)));
  return {
    direction,
    entry_price: cents(c.entry),
    stop_loss_price: cents(c.entry - sign * c.risk),
    quantity: String(c.quantity * scale),
    take_profits: c.moves.map(({ move, hit }) => ({
      price: cents(c.entry + sign * move),
      quantity_to_sell: String(share * scale),
      is_hit: hit,
    })),
    close_price: cents(c.entry + sign * c.closeMove),
  };
}

describe('realized R laws', () => {
  it('a mirrored SHORT realizes the same R as the LONG', () => {
    fc.assert(
      fc.property(longTrade, (c) => {
        expect(realizedR(toTrade('SHORT', c))).toBe(realizedR(toTrade('LONG', c)));
      }),
      { numRuns: 500 },
    );
  });

  it('is invariant when every quantity is scaled', () => {
    fc.assert(
      fc.property(longTrade, fc.integer({ min: 2, max: 1_000 }), (c, scale) => {
        expect(realizedR(toTrade('LONG', c, scale))).toBe(realizedR(toTrade('LONG', c)));
      }),
      { numRuns: 500 },
    );
  });

  it('is −1 at the stop and 0 at the entry when no target is reached', () => {
    fc.assert(
      fc.property(longTrade, fc.constantFrom('LONG' as const, 'SHORT' as const), (c, direction) => {
        const noHit = { ...c, moves: c.moves.map((m) => ({ ...m, hit: false })) };
        expect(realizedR(toTrade(direction, { ...noHit, closeMove: -c.risk }))).toBe(-1);
        expect(realizedR(toTrade(direction, { ...noHit, closeMove: 0 }))).toBe(0);
      }),
    );
  });
});
