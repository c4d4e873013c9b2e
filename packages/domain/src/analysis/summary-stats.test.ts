// Hand computation.
//   Kelly: 3 wins of 7 (W = 3/7), avg win 2.1667 R, avg loss −1 R → b = 2.1667;
//     W − (1 − W)/b = 0.428571 − 0.571429/2.1667 = 0.428571 − 0.263733 = 0.1648
//   Targets: TP1 planned by 4 trades, hit by 3 → 75 %; TP2 planned by 3, hit by 1 → 33.3 %; TP3 planned by none.
//   Plan recorded after entry on 1 trade of 3 with a plan → 33.3 %. Management R −0.5 and 0.25 → mean −0.125.
import { describe, expect, it } from 'vitest';
import { averageR, kellyFraction, sharePct, targetHitRates } from './summary-stats.ts';

describe('summary figures (docs/rules/statistics.md)', () => {
  it('gives the hand-computed Kelly fraction, and none without a win or a loss', () => {
    expect(kellyFraction({ trades: 7, wins: 3, avg_win_r: 2.1667, avg_loss_r: -1 })).toBe(0.1648);
    expect(kellyFraction({ trades: 2, wins: 2, avg_win_r: 1, avg_loss_r: null })).toBeNull();
    expect(kellyFraction({ trades: 0, wins: 0, avg_win_r: null, avg_loss_r: null })).toBeNull();
  });

  it('gives the hit rate of each planned target in position order', () => {
    expect(
      targetHitRates([
        { position: 2, trades: 3, hits: 1 },
        { position: 1, trades: 4, hits: 3 },
        { position: 3, trades: 0, hits: 0 },
      ]),
    ).toEqual([
      { position: 1, trades: 4, hit_rate: 75 },
      { position: 2, trades: 3, hit_rate: 33.3 },
    ]);
  });

  it('gives shares in % and means in R, null over nothing', () => {
    expect(sharePct(1, 3)).toBe(33.3);
    expect(sharePct(0, 0)).toBeNull();
    expect(averageR(-0.5 + 0.25, 2)).toBe(-0.125);
    expect(averageR(0, 0)).toBeNull();
  });
});
