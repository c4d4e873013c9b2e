import { candleSeries, tradeExcursions } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { excursionsSchema } from './excursions.ts';

// The domain's answer is what the contract describes: a long of 1 at 100 (stop 99) out at 101, one candle between.
describe('excursions on the wire', () => {
  it('parse as the domain computes them', () => {
    const minute = (m: number) => Date.UTC(2025, 2, 4, 10, m);
    const series = candleSeries('1m', [
      { t: minute(0), o: '100', h: '100.2', l: '99.9', c: '100.1' },
      { t: minute(1), o: '100.1', h: '101.5', l: '99.5', c: '101' },
      { t: minute(2), o: '101', h: '101.2', l: '100.8', c: '101' },
    ]);
    const excursions = tradeExcursions(
      {
        direction: 'LONG',
        entries: [{ price: '100', quantity: '1', at: minute(0) + 30_000 }],
        exits: [{ price: '101', quantity: '1', at: minute(2) + 30_000 }],
        plan: { entry_price: '100', stop_loss_price: '99', quantity: '1' },
      },
      [series],
    );
    expect(excursions).toMatchObject({ mfe_r: 1.5, mae_r: -0.5, exit_efficiency: 0.6667 });
    expect(excursionsSchema.parse(excursions)).toEqual(excursions);
  });
});
