// Hand computation. Two trades LONG 2 units at 50 000, stop 49 000, one target 51 000 for 1 unit; the plan is
// recorded at entry with that stop (plan risk 2 × 1 000 = 2 000).
//   A: the stop is then moved to 49 500 (risk 2 × 500 = 1 000), the target is hit and the rest closes at 51 000:
//      exits 1 @ 51 000 + 1 @ 51 000 → +2 000, realized R = 2 000/1 000 = 2; against the plan 2 000/2 000 = 1
//      → management R = 2 − 1 = 1.
//   B: untouched, closed at 50 500: exit 2 @ 50 500 → +1 000, R 0.5 both ways → management R 0 (a management R
//      that skipped the exits would give (2 + 0.5)/2 = 1.25).
//   management_r_avg = (1 + 0)/2 = 0.5; TP1 planned by 2 trades, hit by 1 → 50 %.
import type { Summary } from '@carnet/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { trades } from '../../db/schema/index.ts';

const t = useTestApp();

describe('GET /api/v1/trades/summary/ — management R and targets', () => {
  it('averages the R that management added to the plan, and rates each target', async () => {
    const { api, account } = await arrangeSetup(t, await t.createUser('summary-management'));
    const moved = await api.createTrade(longTrade(account.id));
    const untouched = await api.createTrade(longTrade(account.id));
    await t.db.update(trades).set({ stopLossPrice: '49500' }).where(eq(trades.id, moved.id));
    const target = moved.take_profits[0]?.id ?? 0;
    const closedMoved = await api.close(moved.id, { close_price: '51000', hit_take_profits: [target] });
    await api.close(untouched.id, { close_price: '50500' });
    expect(closedMoved.realized_rr).toBe(2);
    expect(closedMoved.management_r).toBe(1);

    const summary = await api.ok<Summary>(200, 'GET', '/api/v1/trades/summary/');
    expect(summary).toMatchObject({
      trades: 2,
      total_r: 2.5,
      management_r_avg: 0.5,
      target_hit_rates: [{ position: 1, trades: 2, hit_rate: 50 }],
    });
  });
});
