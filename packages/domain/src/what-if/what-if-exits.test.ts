import { describe, expect, it } from 'vitest';
import { at, type CandleRow, planOf, seriesOf } from '../../test/candle-rows.ts';
import type { WhatIfTrade } from './trade-what-if.ts';
import { whatIfExits } from './what-if-exits.ts';

/*
 * Five closed LONG trades, each 1 at 100 at 10:02, plan stop 98 (risk 2), take profit 104; 5-minute candles
 * 10:00 (holds the entry, touches nothing) and 10:05, then nothing more (they end at 10:10).
 *   A: 10:05 h 102.2 l 99.5 → FIXED_1R +1 (102). PLAN, 2 R, 3 R touch nothing, candles end → unresolved.
 *      Out at 101 → actual +0.5.
 *   B: the same candles, out at 100.4 → actual +0.2. FIXED_1R +1; the others unresolved.
 *   C: 10:05 h 101 l 97.5 → every scenario stopped, −1. Out at 97.6 → actual −1.2.
 *   D: 10:05 h 102.5 l 97.5 → FIXED_1R touches 98 and 102: ambiguous. PLAN, 2 R, 3 R: stopped, −1.
 *      Out at 102 → actual +1.
 *   E: no stop: R unknown, left out of everything (skipped_unknown_r 1).
 *
 * ACTUAL: 0.5, 0.2, −1.2, 1 → 4 trades, 3 wins, total 0.5, expectancy 0.125; compared with itself: difference 0.
 * FIXED_1R: resolved A, B, C → 1, 1, −1 (ambiguous 1, unresolved 0): 2 wins, 1 loss, total 1, expectancy 0.3333,
 *   profit factor 2 / 1 = 2, sqn = (1/3) / √(4/3) × √3 = 0.5.
 *   Paired differences against actual on A, B, C: 0.5, 0.8, 0.2 → mean 0.5, s = 0.3, t = 0.5 / (0.3/√3) = 2.886751,
 *   df 2 → p = 0.101973 (SciPy ttest_rel: 0.10197348986612553): not significant.
 * PLAN (and FIXED_2R, FIXED_3R alike): resolved C, D → −1, −1 (unresolved 2): differences −1 − (−1.2) = 0.2 and
 *   −1 − 1 = −2 → mean −0.9, s² = 2.42, t = −0.9 / 1.1 = −0.818182, df 1 → p = 0.563451 (SciPy 0.5634510348611073).
 */
const quiet: CandleRow = ['10:00', '100', '100.5', '99.5', '100.2'];
const tradeOf = (exit: string, second: CandleRow, stop: string | null = '98'): WhatIfTrade => ({
  direction: 'LONG',
  entries: [{ price: '100', quantity: '1', at: at('10:02') }],
  exits: [{ price: exit, quantity: '1', at: at('10:08') }],
  plan: planOf('100', stop, '1', [['104', '1']]),
  candles: [seriesOf('5m', [quiet, second])],
});
const reaches102: CandleRow = ['10:05', '100.2', '102.2', '99.5', '101'];
const trades = [
  tradeOf('101', reaches102),
  tradeOf('100.4', reaches102),
  tradeOf('97.6', ['10:05', '100.2', '101', '97.5', '97.8']),
  tradeOf('102', ['10:05', '100.2', '102.5', '97.5', '98']),
  tradeOf('101', reaches102, null),
];

describe('what-if exits over a group of trades', () => {
  const result = whatIfExits(trades);
  const scenario = (key: string) => result.scenarios.find((s) => s.key === key);

  it('lists every scenario with its French label, and the trades left out', () => {
    expect(result.horizon_days).toBe(5);
    expect(result.skipped_unknown_r).toBe(1);
    expect(result.scenarios.map((s) => [s.key, s.label])).toEqual([
      ['ACTUAL', 'Réel'],
      ['PLAN', 'Plan sans gestion'],
      ['FIXED_1R', 'Objectif fixe 1 R'],
      ['FIXED_2R', 'Objectif fixe 2 R'],
      ['FIXED_3R', 'Objectif fixe 3 R'],
    ]);
  });

  it('gives what happened', () => {
    expect(scenario('ACTUAL')).toMatchObject({
      trades: 4,
      wins: 3,
      losses: 1,
      total_r: 0.5,
      expectancy: 0.125,
      resolved: 4,
      ambiguous: 0,
      unresolved: 0,
      vs_actual: { difference: 0, p_value: null, significant: false },
    });
  });

  it('leaves the ambiguous trade out of FIXED_1R and tests it against the same trades', () => {
    const fixed = scenario('FIXED_1R');
    expect(fixed).toMatchObject({
      trades: 3,
      wins: 2,
      losses: 1,
      total_r: 1,
      expectancy: 0.3333,
      profit_factor: 2,
      sqn: 0.5,
      low_sample: true,
      resolved: 3,
      ambiguous: 1,
      unresolved: 0,
      vs_actual: { difference: 0.5, significant: false },
    });
    expect(fixed?.vs_actual.p_value).toBeCloseTo(0.1019734899, 8);
  });

  it('leaves the unresolved trades out of PLAN', () => {
    const plan = scenario('PLAN');
    expect(plan).toMatchObject({ trades: 2, total_r: -2, resolved: 2, ambiguous: 0, unresolved: 2 });
    expect(plan?.vs_actual.difference).toBe(-0.9);
    expect(plan?.vs_actual.p_value).toBeCloseTo(0.5634510349, 8);
    expect(scenario('FIXED_3R')).toEqual({ ...plan, key: 'FIXED_3R', label: 'Objectif fixe 3 R' });
  });
});
