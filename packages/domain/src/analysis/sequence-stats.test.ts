// Hand computation, trades in close order (outcome, R):
//   W 1, W 2, BE 0, W 1.5, L −1, L −1, (L, R unknown), L −0.5, W 3, BE 0.03
//   win streaks: 2 (ended by the breakeven), then 1, then 1 → longest 2
//   loss streaks: −1, −1, the unknown-R loss, −0.5 → 4 (an unknown R still has its stored outcome)
//   best 3, worst −1; cumulative R 1, 3, 3, 4.5, 3.5, 2.5, 2, 5, 5.03: peak 4.5 then low 2 → drawdown 2.5
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../types.ts';
import { type SequencedTrade, sequenceStats } from './sequence-stats.ts';

const trade = (outcome: Outcome, r: SequencedTrade['r']): SequencedTrade => ({ outcome, r });

describe('what the order of the trades says', () => {
  it('gives the hand-computed streaks, extremes and drawdown', () => {
    const trades = [
      trade('WIN', 1),
      trade('WIN', 2),
      trade('BREAKEVEN', 0),
      trade('WIN', 1.5),
      trade('LOSS', -1),
      trade('LOSS', -1),
      trade('LOSS', null),
      trade('LOSS', -0.5),
      trade('WIN', 3),
      trade('BREAKEVEN', 0.03),
    ];
    expect(sequenceStats(trades)).toEqual({
      longest_win_streak: 2,
      longest_loss_streak: 4,
      best_r: 3,
      worst_r: -1,
      max_drawdown_r: 2.5,
    });
  });

  it('measures a drawdown from the start at 0, and has no extreme without an R', () => {
    expect(sequenceStats([trade('LOSS', '-1.2500'), trade('WIN', 0.5)]).max_drawdown_r).toBe(1.25);
    expect(sequenceStats([trade('WIN', null)])).toEqual({
      longest_win_streak: 1,
      longest_loss_streak: 0,
      best_r: null,
      worst_r: null,
      max_drawdown_r: 0,
    });
  });
});
