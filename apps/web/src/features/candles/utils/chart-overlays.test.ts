import type { Excursions } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { type ChartTrade, candleHolding, tradeMarkers, tradePriceLines } from './chart-overlays.ts';

const excursions: Excursions = {
  timeframe: '1h',
  candles_used: 5,
  mfe_r: 1.5,
  mae_r: -0.4,
  best_price: '1.10150',
  mfe_at: '2026-03-02T17:00:00Z',
  worst_price: '1.09960',
  mae_at: '2026-03-02T15:00:00Z',
  exit_efficiency: 0.6667,
  gaps: [],
};

/** A long EURUSD closed in two exits, its stop moved from the plan's 1.0990 to 1.1000. */
const trade = (overrides: Partial<ChartTrade> = {}): ChartTrade => ({
  direction: 'LONG',
  entry_price: '1.10000',
  entry_date: '2026-03-02T14:10:00Z',
  stop_loss_price: '1.1000',
  close_price: '1.10100',
  close_date: '2026-03-02T19:30:00Z',
  take_profits: [{ price: '1.1030' }, { price: '1.1015' }],
  exits: [
    { price: '1.10100', executed_at: '2026-03-02T19:30:00Z' },
    { price: '1.10080', executed_at: '2026-03-02T18:05:00Z' },
  ],
  plan: { stop_loss_price: '1.0990' },
  excursions,
  ...overrides,
});

describe('tradeMarkers', () => {
  it('marks the entry, each exit, MFE and MAE at their exact prices and instants, in time order', () => {
    expect(
      tradeMarkers(trade()).map(({ kind, label, price, value, at, tone }) => [
        kind,
        label,
        price,
        value,
        at,
        tone,
      ]),
    ).toEqual([
      ['entry', 'Entrée', '1.10000', 1.1, '2026-03-02T14:10:00Z', 'accent'],
      ['mae', 'MAE', '1.09960', 1.0996, '2026-03-02T15:00:00Z', 'loss'],
      ['mfe', 'MFE', '1.10150', 1.1015, '2026-03-02T17:00:00Z', 'gain'],
      ['exit', 'Sortie 2', '1.10080', 1.1008, '2026-03-02T18:05:00Z', 'warn'],
      ['exit', 'Sortie 1', '1.10100', 1.101, '2026-03-02T19:30:00Z', 'warn'],
    ]);
  });

  it('reads the close as the one exit when none is recorded, and marks no excursion it does not have', () => {
    const markers = tradeMarkers(trade({ exits: [], excursions: null }));
    expect(markers.map((marker) => [marker.label, marker.price, marker.at])).toEqual([
      ['Entrée', '1.10000', '2026-03-02T14:10:00Z'],
      ['Sortie', '1.10100', '2026-03-02T19:30:00Z'],
    ]);
    expect(
      tradeMarkers(trade({ exits: [], close_price: null, close_date: null, excursions: undefined })),
    ).toHaveLength(1);
  });
});

describe('tradePriceLines', () => {
  it('draws the plan stop, the current stop and the targets numbered from the nearest to the entry', () => {
    expect(
      tradePriceLines(trade()).map(({ label, price, tone, isDashed }) => [label, price, tone, isDashed]),
    ).toEqual([
      ['Stop du plan', '1.0990', 'loss', false],
      ['Stop actuel', '1.1000', 'loss', true],
      ['Objectif 1', '1.1015', 'gain', true],
      ['Objectif 2', '1.1030', 'gain', true],
    ]);
  });

  it('draws one stop when the plan’s and the current one are the same price, and none without a stop', () => {
    const same = tradePriceLines(trade({ stop_loss_price: '1.099', take_profits: [{ price: '1.1015' }] }));
    expect(same.map((line) => line.label)).toEqual(['Stop (plan et actuel)', 'Objectif']);
    const none = tradePriceLines(trade({ stop_loss_price: null, plan: null, take_profits: [] }));
    expect(none).toEqual([]);
  });
});

describe('candleHolding', () => {
  const hour = 3600;
  const opens = [0, hour, 2 * hour, 4 * hour];
  const at = (seconds: number) => new Date(seconds * 1000).toISOString();

  it('places an instant on the candle opened at or before it, while inside its span', () => {
    expect(candleHolding(opens, hour, at(0))).toBe(0);
    expect(candleHolding(opens, hour, at(hour + 59 * 60))).toBe(hour);
    expect(candleHolding(opens, hour, at(4 * hour + 1))).toBe(4 * hour);
  });

  it('places nothing before the first candle, in a hole, or after the last candle’s span', () => {
    expect(candleHolding(opens, hour, at(-1))).toBeNull();
    expect(candleHolding(opens, hour, at(3 * hour + 10))).toBeNull();
    expect(candleHolding(opens, hour, at(5 * hour))).toBeNull();
  });
});
