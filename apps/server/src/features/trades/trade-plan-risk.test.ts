import { plannedRisk } from '@carnet/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { apiOf, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';
import { trades } from '../../db/schema/index.ts';

const t = useTestApp();

/** The stored plan and plan risk of a trade. */
async function stored(id: number) {
  const [row] = await t.db
    .select({ plan: trades.plan, planRisk: trades.planRisk, hasPlan: trades.hasPlan })
    .from(trades)
    .where(eq(trades.id, id));
  if (row === undefined) throw new Error(`trade ${id} absent`);
  return row;
}

/** plan_risk is the domain's plannedRisk of the stored plan (null without a plan); has_plan says if there is one. */
async function expectPlanRiskOfPlan(id: number) {
  const { plan, planRisk, hasPlan } = await stored(id);
  expect(hasPlan).toBe(plan !== null);
  const expected = plan === null ? null : plannedRisk(plan);
  if (expected === null) expect(planRisk).toBeNull();
  else expect(expected.equals(planRisk ?? 'NaN'), `${planRisk} ≠ ${expected.toFixed()}`).toBe(true);
  return planRisk;
}

describe('trades.plan_risk and has_plan (the summary’s management R and plans, docs/rules/trades.md, docs/rules/statistics.md)', () => {
  it('is the plan’s risk from the first non-draft save on, through updates, closes and reopens', async () => {
    const user = await t.createUser('plan-risk');
    const api = apiOf(t, user);
    const account = await createAccount(api, '10000');
    // A draft has no plan yet, so no plan risk.
    const draft = await api.createTrade(longTrade(account.id, { is_draft: true }));
    expect(await expectPlanRiskOfPlan(draft.id)).toBeNull();
    // Saved as non-draft: the plan is recorded, 2 × |50000 − 49000|.
    await api.ok(200, 'PUT', `/api/v1/trades/${draft.id}/`, longTrade(account.id));
    expect(Number(await expectPlanRiskOfPlan(draft.id))).toBe(2000);
    // Moving the stop and resizing change the trade, never the plan nor its risk.
    await api.ok(200, 'PUT', `/api/v1/trades/${draft.id}/`, {
      ...longTrade(account.id, { stop_loss_price: '49500', quantity: '3' }),
      edit_reason: 'Stop remonté',
    });
    expect(Number(await expectPlanRiskOfPlan(draft.id))).toBe(2000);
    await api.close(draft.id, { close_price: '51000', hit_take_profits: [] });
    await api.reopen(draft.id);
    expect(Number(await expectPlanRiskOfPlan(draft.id))).toBe(2000);
    // Created directly, a SHORT with fine decimals: 1.5 × |1.0855 − 1.09|.
    const short = await api.createTrade(
      longTrade(account.id, {
        asset_type: 'FOREX',
        asset_name: 'EURUSD',
        direction: 'SHORT',
        entry_price: '1.0855',
        stop_loss_price: '1.09',
        quantity: '1.5',
        take_profits: [{ price: '1.08', quantity_to_sell: '1.5' }],
      }),
    );
    expect(Number(await expectPlanRiskOfPlan(short.id))).toBe(0.00675);
  });
});
