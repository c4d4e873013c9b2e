import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { multipartFiles } from '../../../test/support/screenshot-test-support.ts';
import { pngImage } from '../../../test/support/test-images.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { tradeHistory, trades } from '../../db/schema/index.ts';

const t = useTestApp();

const minutesAgo = (minutes: number) =>
  `${new Date(Date.now() - minutes * 60_000).toISOString().slice(0, 19)}Z`;

describe('the plan locked at entry (docs/rules/trades.md)', () => {
  it('is recorded on the first non-draft save and never changes; moving the stop is a named deviation', async () => {
    const user = await t.createUser('plan-lock');
    const { api, account, configuration } = await arrangeSetup(t, user);
    const draft = await api.createTrade(
      longTrade(account.id, { is_draft: true, entry_date: minutesAgo(5), strategy: configuration.id }),
    );
    expect(draft.plan).toBeNull();
    const entered = await api.ok<{ plan: unknown; plan_is_retroactive: boolean }>(
      200,
      'PUT',
      `/api/v1/trades/${draft.id}/`,
      longTrade(account.id, { entry_date: minutesAgo(5), strategy: configuration.id }),
    );
    expect(entered.plan_is_retroactive).toBe(false);
    expect(entered.plan).toMatchObject({
      direction: 'LONG',
      entry_price: '50000',
      stop_loss_price: '49000',
      quantity: '2',
      take_profits: [{ price: '51000', quantity_to_sell: '1' }],
      risk_pct: 1,
      risk_amount: '100',
      planned_rr: 0.5,
      confirmations: [
        { key: 'HTF_ZONE', passed: false },
        { key: 'LTF_BOS', passed: false },
        { key: 'VOLUME', passed: false },
      ],
    });
    // The stop moved to break-even after entry, with its reason.
    const moved = await api.ok<{ plan: { stop_loss_price: string } }>(
      200,
      'PUT',
      `/api/v1/trades/${draft.id}/`,
      {
        ...longTrade(account.id, {
          entry_date: minutesAgo(5),
          strategy: configuration.id,
          stop_loss_price: '49500',
        }),
        take_profits: undefined,
        edit_reason: 'Stop remonté sous le dernier creux',
      },
    );
    expect(moved.plan.stop_loss_price).toBe('49000');
    // Closed at 49 500 (the moved stop): realized R = −1 000 / (2 × 500) = −1; with the plan's stop,
    // −1 000 / (2 × 1 000) = −0.5: management cost −0.5 R.
    const closed = await api.close(draft.id, { close_price: '49500' });
    expect(closed).toMatchObject({ realized_rr: -1, management_r: -0.5, plan: entered.plan });
  });

  it('is retroactive when recorded more than 15 minutes after the entry', async () => {
    const user = await t.createUser('plan-retro');
    const { api, account } = await arrangeSetup(t, user);
    const late = await api.createTrade(longTrade(account.id, { entry_date: minutesAgo(16) }));
    expect(late.plan_is_retroactive).toBe(true);
    const onTime = await api.createTrade(longTrade(account.id, { entry_date: minutesAgo(14) }));
    expect(onTime.plan_is_retroactive).toBe(false);
  });
});

describe('the edit history (docs/rules/trades.md)', () => {
  it('lists every change newest first, with the fields before and after and the reason typed', async () => {
    const user = await t.createUser('history-list');
    const { api, account, configuration } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id, { strategy: configuration.id }));
    await api.ok(200, 'PUT', `/api/v1/trades/${trade.id}/`, {
      ...longTrade(account.id, { strategy: configuration.id, stop_loss_price: '49500' }),
      edit_reason: 'Stop remonté',
    });
    const confirmation = trade.confirmations[0]?.id ?? 0;
    await api.ok(200, 'POST', `/api/v1/trades/${trade.id}/set_confirmations/`, [
      { id: confirmation, passed: true },
    ]);
    const upload = multipartFiles([{ data: await pngImage() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trades/${trade.id}/screenshots/`,
      headers: { ...user.authHeader, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const [shot] = uploaded.json<{ id: number }[]>();
    await api.remove(`/api/v1/trades/${trade.id}/screenshots/${shot?.id}/`);
    await api.close(trade.id, { close_price: '51000' });
    await api.reopen(trade.id);

    const history = await api.history(trade.id);
    expect(history.map((entry) => entry.action)).toEqual([
      'REOPEN',
      'CLOSE',
      'SCREENSHOT_REMOVED',
      'SCREENSHOT_ADDED',
      'CONFIRMATIONS',
      'UPDATE',
      'CREATE',
    ]);
    const update = history.find((entry) => entry.action === 'UPDATE');
    expect(update?.reason).toBe('Stop remonté');
    expect(update?.changes.stop_loss_price).toEqual(['49000', '49500']);
    expect(history.find((entry) => entry.action === 'CLOSE')?.changes.status).toEqual(['OPEN', 'CLOSED']);
    expect(history.find((entry) => entry.action === 'REOPEN')?.changes.status).toEqual(['CLOSED', 'OPEN']);
    expect(history.find((entry) => entry.action === 'CONFIRMATIONS')?.changes.confirmations?.[1]).toEqual([
      { key: 'HTF_ZONE', passed: true, note: '' },
      { key: 'LTF_BOS', passed: false, note: '' },
      { key: 'VOLUME', passed: false, note: '' },
    ]);
    expect(history.find((entry) => entry.action === 'CREATE')?.changes.asset_name).toEqual([null, 'BTC']);
    expect(history.every((entry) => entry.id > 0 && entry.at.endsWith('Z'))).toBe(true);
  });

  it('goes with its trade, and a PUT that changes nothing adds nothing', async () => {
    const user = await t.createUser('history-cascade');
    const { api, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id));
    await api.ok(200, 'PUT', `/api/v1/trades/${trade.id}/`, longTrade(account.id));
    expect((await api.history(trade.id)).map((entry) => entry.action)).toEqual(['CREATE']);
    await api.remove(`/api/v1/trades/${trade.id}/`);
    expect(await t.db.select().from(tradeHistory).where(eq(tradeHistory.tradeId, trade.id))).toEqual([]);
  });
});

describe('a trade whose stop is unknown (docs/rules/trades.md)', () => {
  it('has no R, takes its outcome from its net, and gets its R once a stop is set', async () => {
    const user = await t.createUser('unknown-stop');
    const { api, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id, { take_profits: [] }));
    // As an import without a stop stores it.
    await t.db.update(trades).set({ stopLossPrice: null, plannedRr: null }).where(eq(trades.id, trade.id));
    const closed = await api.close(trade.id, { close_price: '50500', pnl_amount: '-12.5', fees: '2' });
    expect(closed).toMatchObject({
      stop_loss_price: null,
      realized_rr: null,
      planned_rr: null,
      outcome: 'LOSS',
      pnl_amount: '-12.5',
      gross_pnl: '-10.5',
      pnl_source: 'REPORTED',
      management_r: null,
    });
    const withStop = await api.ok<{ realized_rr: number; outcome: string; pnl_amount: string }>(
      200,
      'PUT',
      `/api/v1/trades/${trade.id}/`,
      { ...longTrade(account.id, { stop_loss_price: '49750' }), take_profits: undefined },
    );
    // 2 × 500 / (2 × 250) = 2 R; the money stays the reported one.
    expect(withStop).toMatchObject({ realized_rr: 2, outcome: 'WIN', pnl_amount: '-12.5' });
    expect((await api.account(account.id)).current_balance).toBe('9987.5');
    const changedAgain = await api.call('PUT', `/api/v1/trades/${trade.id}/`, {
      ...longTrade(account.id, { stop_loss_price: '49000' }),
      take_profits: undefined,
    });
    expect(changedAgain.statusCode).toBe(400);
  });
});
