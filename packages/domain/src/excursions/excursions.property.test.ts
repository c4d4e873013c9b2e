import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Candle, candleSeries } from '../candles/candle-series.ts';
import { Decimal } from '../decimal.ts';
import { type ExcursionsTrade, tradeExcursions } from './trade-excursions.ts';

// Random trades (scale-ins, partial exits, both directions) over random 1-minute candles with holes. Prices in
// cents and whole quantities keep every case exact. Entries fall in the first hour, exits in the second.
const BASE_MS = Date.UTC(2025, 2, 4, 10);
const MINUTE = 60_000;

const generatedFill = fc.record({
  cents: fc.integer({ min: 9_000, max: 11_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  second: fc.integer({ min: 0, max: 3_599 }),
});

const generatedCandle = fc.record({
  minute: fc.integer({ min: -30, max: 150 }),
  cents: fc.integer({ min: 9_000, max: 11_000 }),
  up: fc.integer({ min: 0, max: 300 }),
  down: fc.integer({ min: 0, max: 300 }),
  open: fc.double({ min: 0, max: 1, noNaN: true }),
  close: fc.double({ min: 0, max: 1, noNaN: true }),
});
type GeneratedCandle = typeof generatedCandle extends fc.Arbitrary<infer T> ? T : never;

const generatedTrade = fc.record({
  isLong: fc.boolean(),
  entries: fc.array(generatedFill, { minLength: 1, maxLength: 3 }),
  exits: fc.array(generatedFill, { minLength: 1, maxLength: 3 }),
  riskCents: fc.integer({ min: 1, max: 500 }),
  candles: fc.array(generatedCandle, { maxLength: 150 }),
});
type GeneratedTrade = typeof generatedTrade extends fc.Arbitrary<infer T> ? T : never;

const price = (cents: number) => new Decimal(cents).dividedBy(100).toFixed();
const instant = (second: number) => BASE_MS + second * 1000;

/** The exits share the quantity the entries opened: as evenly as whole units allow, the last takes the rest. */
function tradeOf(g: GeneratedTrade): ExcursionsTrade {
  const total = g.entries.reduce((sum, e) => sum + e.quantity, 0);
  const exits = g.exits.slice(0, total);
  const share = Math.floor(total / exits.length);
  const entryCents = g.entries[0]?.cents ?? 10_000;
  const stopCents = g.isLong ? entryCents - g.riskCents : entryCents + g.riskCents;
  return {
    direction: g.isLong ? 'LONG' : 'SHORT',
    entries: g.entries.map((e) => ({
      price: price(e.cents),
      quantity: String(e.quantity),
      at: instant(e.second),
    })),
    exits: exits.map((e, i) => ({
      price: price(e.cents),
      quantity: String(i === exits.length - 1 ? total - share * (exits.length - 1) : share),
      at: instant(3_600 + e.second),
    })),
    plan: { entry_price: price(entryCents), stop_loss_price: price(stopCents), quantity: String(total) },
  };
}

function candleOf(g: GeneratedCandle): Candle {
  const low = g.cents - g.down;
  const high = g.cents + g.up;
  const inside = (fraction: number) => price(low + Math.round(fraction * (high - low)));
  return {
    t: BASE_MS + g.minute * MINUTE,
    o: inside(g.open),
    h: price(high),
    l: price(low),
    c: inside(g.close),
  };
}

/** Open equity in R at each fill, by average cost (realized + open × (price − average entry) × dir). */
function fillEquitiesR(trade: ExcursionsTrade): number[] {
  const sign = trade.direction === 'LONG' ? 1 : -1;
  const risk = new Decimal(trade.plan.quantity).times(
    new Decimal(trade.plan.entry_price).minus(trade.plan.stop_loss_price ?? 0).abs(),
  );
  const opened = trade.entries.reduce((sum, e) => sum.plus(e.quantity), new Decimal(0));
  const cost = trade.entries.reduce(
    (sum, e) => sum.plus(new Decimal(e.quantity).times(e.price)),
    new Decimal(0),
  );
  const average = cost.dividedBy(opened);
  let open = opened;
  let realized = new Decimal(0);
  const equities = trade.entries.map((e) => new Decimal(e.price).minus(average).times(opened).times(sign));
  for (const exit of [...trade.exits].sort((a, b) => Number(a.at) - Number(b.at))) {
    realized = realized.plus(new Decimal(exit.price).minus(average).times(exit.quantity).times(sign));
    open = open.minus(exit.quantity);
    equities.push(realized.plus(open.times(new Decimal(exit.price).minus(average)).times(sign)));
  }
  return equities.slice(trade.entries.length).map((equity) => equity.dividedBy(risk).toNumber());
}

const ROUNDING = 0.00005;

describe('excursions, whatever the trade and the candles', () => {
  it('have mfe ≥ 0 ≥ mae, and every exit mark between them', () => {
    fc.assert(
      fc.property(generatedTrade, (g) => {
        const trade = tradeOf(g);
        const excursions = tradeExcursions(trade, [candleSeries('1m', g.candles.map(candleOf))]);
        if (excursions === null) return;
        const { mfe_r: mfe, mae_r: mae } = excursions;
        expect(mfe).not.toBeNull();
        expect(mfe ?? -1).toBeGreaterThanOrEqual(0);
        expect(mae ?? 1).toBeLessThanOrEqual(0);
        for (const equity of fillEquitiesR(trade)) {
          expect(equity).toBeLessThanOrEqual((mfe ?? 0) + ROUNDING);
          expect(equity).toBeGreaterThanOrEqual((mae ?? 0) - ROUNDING);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('do not change when candles are added outside the holding period', () => {
    fc.assert(
      fc.property(generatedTrade, fc.array(generatedCandle, { maxLength: 40 }), (g, extra) => {
        const trade = tradeOf(g);
        const instants = [...trade.entries, ...trade.exits].map((fill) => Number(fill.at));
        const start = Math.min(...instants);
        const end = Math.max(...instants);
        const outside = extra.map(candleOf).filter((c) => c.t + MINUTE <= start || c.t > end);
        const taken = new Set(g.candles.map((c) => c.minute));
        const added = outside.filter((c) => !taken.has((c.t - BASE_MS) / MINUTE));
        const before = tradeExcursions(trade, [candleSeries('1m', g.candles.map(candleOf))]);
        const after = tradeExcursions(trade, [candleSeries('1m', [...g.candles.map(candleOf), ...added])]);
        expect(after).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});
