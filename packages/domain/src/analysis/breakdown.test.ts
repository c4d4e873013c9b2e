// Hand computation. Scope: A+ trades R 2, 3, 2.5, 3, 2; B trades R −1, −1, −0.5, −1, −1; C one trade R 0.5.
// The rest of A+ is B and C: mean (−4.5 + 0.5)/6 = −0.666667, so difference 2.5 + 0.666667 = 3.1667, and with
// s² = 0.25 (A+) against 0.366667 (rest) the test is clearly significant. C alone (1 trade) has no p-value.
import { describe, expect, it } from 'vitest';
import { breakdown } from './breakdown.ts';
import { addAggregates, aggregateR } from './r-aggregate.ts';

describe('breakdown of a scope by a dimension', () => {
  it('tests each group against every other trade in scope', () => {
    const aPlus = aggregateR([2, 3, 2.5, 3, 2]);
    const b = aggregateR([-1, -1, -0.5, -1, -1]);
    const c = aggregateR([0.5]);
    const overall = addAggregates(addAggregates(aPlus, b), c);
    const [first, , third] = breakdown(overall, [
      { key: 'A+', aggregate: aPlus },
      { key: 'B', aggregate: b },
      { key: 'C', aggregate: c },
    ]);
    expect(first?.key).toBe('A+');
    expect(first?.stats.expectancy).toBe(2.5);
    expect(first?.vs_rest.difference).toBe(3.1667);
    expect(first?.vs_rest.p_value).toBeLessThan(0.001);
    expect(first?.vs_rest.significant).toBe(true);
    expect(third?.vs_rest.p_value).toBeNull();
  });
});
