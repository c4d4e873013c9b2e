import type { CapitalAccount } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

describe('money moved by trades (docs/rules/trades.md)', () => {
  it('two simultaneous closes of one trade apply the pnl once', async () => {
    const user = await t.createUser('double-close');
    const { api, account } = await arrangeSetup(t, user, '10000.01');
    const trade = await api.createTrade(longTrade(account.id, { risk_pct: 1.5 }));
    // Risk 10 000.01 × 1.5 % = 150.00015; closed at 51 000 with TP1: 2 000 / 2 000 = 1 R → +150.00 in cents
    // (docs/rules/money.md#minor-units).
    expect(trade.risk_amount).toBe('150.00015');
    const close = () =>
      api.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, {
        close_price: '51000',
        hit_take_profits: [trade.take_profits[0]?.id],
      });
    const answers = await Promise.all([close(), close()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({
      non_field_errors: ['Opération déjà clôturée.'],
    });
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toMatchObject({
      status: 'CLOSED',
      realized_rr: 1,
      pnl_amount: '150',
    });
    expect((await api.account(account.id)).current_balance).toBe('10150.01');
  });

  it('closes of different trades on one account all land, exactly', async () => {
    const user = await t.createUser('parallel-closes');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '1000');
    // Each: risk 1000 × 0.33 % = 3.3 (captured before any close); closed at 50 500 without target: 0.5 R → +1.65.
    const trades = [];
    for (let i = 0; i < 5; i++) trades.push(await api.createTrade(longTrade(account.id, { risk_pct: 0.33 })));
    const answers = await Promise.all(
      trades.map((trade) =>
        api.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, { close_price: '50500' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await api.account(account.id)).current_balance).toBe('1008.25');
  });

  it('deleting a closed trade takes its pnl back; deleting an open one moves nothing', async () => {
    const user = await t.createUser('delete-reverses');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '5000');
    // LONG 30 AAPL at 200, stop 190; TP1 205 × 10 hit (+50), the 20 left at 185 (−300): −250 computed.
    const body = longTrade(account.id, {
      asset_type: 'STOCK',
      asset_name: 'AAPL',
      entry_price: '200',
      stop_loss_price: '190',
      quantity: '30',
      risk_pct: 2,
      take_profits: [{ price: '205', quantity_to_sell: '10' }],
    });
    const losing = await api.createTrade(body);
    const open = await api.createTrade(body);
    await api.close(losing.id, { close_price: '185', hit_take_profits: [losing.take_profits[0]?.id ?? 0] });
    const afterClose = await api.account(account.id);
    expect(afterClose).toMatchObject({ current_balance: '4750', trades_count: 2 });

    await api.remove(`/api/v1/trades/${open.id}/`);
    expect(await api.account(account.id)).toMatchObject({ current_balance: '4750', trades_count: 1 });
    await api.remove(`/api/v1/trades/${losing.id}/`);
    expect(await api.account(account.id)).toMatchObject({ current_balance: '5000', trades_count: 0 });
    expect((await api.call('GET', `/api/v1/trades/${losing.id}/`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/v1/trades/${losing.id}/`)).statusCode).toBe(404);
  });

  it('capital accounts count their trades, drafts included, in the list too', async () => {
    const user = await t.createUser('trades-count');
    const { api, account } = await arrangeSetup(t, user);
    const second = await createAccount(api, '200');
    await api.createTrade(longTrade(account.id));
    await api.createTrade(longTrade(account.id, { is_draft: true }));
    await api.createTrade(longTrade(second.id));
    const accounts = await api.ok<CapitalAccount[]>(200, 'GET', '/api/v1/capital-accounts/');
    expect(accounts.map((item) => [item.id, item.trades_count])).toEqual([
      [second.id, 1],
      [account.id, 2],
    ]);
  });
});
