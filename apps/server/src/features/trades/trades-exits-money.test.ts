import { TRADE_RECORD_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// longTrade: LONG 2 BTC at 50 000, stop 49 000 (risk 2 000 price units), one target 51 000 × 1.
// On an account of 10 000 at 1 %, the risk amount is 100: 1 R = 100.

describe('exits and money as the broker reports them (docs/rules/trades.md)', () => {
  it('a close with only a price writes the exits and an estimated net, and moves the balance once', async () => {
    const user = await t.createUser('exits-spec-close');
    const { api, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id));
    const target = trade.take_profits[0]?.id ?? 0;
    const closed = await api.close(trade.id, {
      close_price: '49500',
      hit_take_profits: [target],
      close_date: '2026-11-16T15:00:00Z',
    });
    // TP 1 × (51 000 − 50 000) + 1 × (49 500 − 50 000) = 500 → 0.25 R → 25.
    expect(closed).toMatchObject({
      realized_rr: 0.25,
      outcome: 'WIN',
      fees: '0',
      swap: '0',
      gross_pnl: '25',
      pnl_amount: '25',
      pnl_source: 'ESTIMATED',
    });
    expect(closed.exits.map(({ price, quantity, executed_at }) => [price, quantity, executed_at])).toEqual([
      ['51000', '1', '2026-11-16T15:00:00Z'],
      ['49500', '1', '2026-11-16T15:00:00Z'],
    ]);
    expect((await api.account(account.id)).current_balance).toBe('10025');
  });

  it('fees and swap make the net; a reported net is the truth and the gross derives from it', async () => {
    const user = await t.createUser('exits-reported');
    const { api, account } = await arrangeSetup(t, user);
    const estimated = await api.createTrade(longTrade(account.id));
    // 1 R = 100 gross; net = 100 − 7.35 + (−1.2) = 91.45.
    const first = await api.close(estimated.id, { close_price: '51000', fees: '7.35', swap: '-1.2' });
    expect(first).toMatchObject({ gross_pnl: '100', pnl_amount: '91.45', pnl_source: 'ESTIMATED' });
    const reported = await api.createTrade(longTrade(account.id));
    // The broker paid 88.10 net: gross = 88.10 + 7.35 − (−1.2) = 96.65. R stays the trade's: 1.
    const second = await api.close(reported.id, {
      close_price: '51000',
      fees: '7.35',
      swap: '-1.2',
      pnl_amount: '88.10',
    });
    expect(second).toMatchObject({
      realized_rr: 1,
      outcome: 'WIN',
      gross_pnl: '96.65',
      pnl_amount: '88.1',
      pnl_source: 'REPORTED',
    });
    // The second risk amount was captured before the first close: 10 000 × 1 % = 100 too.
    expect((await api.account(account.id)).current_balance).toBe('10179.55');
  });

  it('a correction of fees or of the reported net moves the balance by the difference only', async () => {
    const user = await t.createUser('exits-correction');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '5000');
    const trade = await api.createTrade(longTrade(account.id, { risk_pct: 2 }));
    // Risk 100; closed at 51 000 without target: 2 000 / 2 000 = 1 R → gross 100, fees 3 → net 97.
    await api.close(trade.id, { close_price: '51000', fees: '3' });
    expect((await api.account(account.id)).current_balance).toBe('5097');
    const body = { ...longTrade(account.id, { risk_pct: 2 }), take_profits: undefined };
    const withFees = await api.ok<{ pnl_amount: string }>(200, 'PUT', `/api/v1/trades/${trade.id}/`, {
      ...body,
      fees: '4.5',
      edit_reason: 'Commission de sortie oubliée',
    });
    expect(withFees.pnl_amount).toBe('95.5');
    expect((await api.account(account.id)).current_balance).toBe('5095.5');
    await api.ok(200, 'PUT', `/api/v1/trades/${trade.id}/`, { ...body, pnl_amount: '90.25' });
    expect((await api.account(account.id)).current_balance).toBe('5090.25');
    const back = await api.ok<{ pnl_amount: string; pnl_source: string }>(
      200,
      'PUT',
      `/api/v1/trades/${trade.id}/`,
      {
        ...body,
        pnl_amount: null,
      },
    );
    expect(back).toMatchObject({ pnl_amount: '95.5', pnl_source: 'ESTIMATED' });
    expect((await api.account(account.id)).current_balance).toBe('5095.5');
    // A PUT that says nothing of money leaves the balance where it is.
    await api.ok(200, 'PUT', `/api/v1/trades/${trade.id}/`, { ...body, post_trade_review: 'Bonne gestion' });
    expect((await api.account(account.id)).current_balance).toBe('5095.5');
  });

  it('reopen removes the exits, clears the hits and reverses the money exactly', async () => {
    const user = await t.createUser('exits-reopen');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000.01');
    const trade = await api.createTrade(longTrade(account.id, { risk_pct: 1.5 }));
    const target = trade.take_profits[0]?.id ?? 0;
    await api.close(trade.id, {
      close_price: '49000',
      hit_take_profits: [target],
      fees: '0.33',
      swap: '0.07',
    });
    const reopened = await api.reopen(trade.id);
    expect(reopened).toMatchObject({
      status: 'OPEN',
      outcome: null,
      realized_rr: null,
      close_date: null,
      close_price: null,
      pnl_amount: null,
      gross_pnl: null,
      pnl_source: null,
      exits: [],
      fees: '0.33',
      swap: '0.07',
    });
    expect(reopened.take_profits.map((tp) => tp.is_hit)).toEqual([false]);
    expect((await api.account(account.id)).current_balance).toBe('10000.01');
    const again = await api.call('POST', `/api/v1/trades/${trade.id}/reopen/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [TRADE_RECORD_MESSAGES.notClosed] });
    // Closed again, the right way: 1 R = 150.00015 gross, in cents 150.00 (docs/rules/money.md#minor-units), the
    // kept fees and swap → net 149.74, moved once.
    await api.close(trade.id, { close_price: '51000' });
    expect((await api.account(account.id)).current_balance).toBe('10149.75');
  });

  it('refuses bad money with a French 400 on the right field', async () => {
    const user = await t.createUser('exits-refusals');
    const { api, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id));
    const negative = await api.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, {
      close_price: '51000',
      fees: '-1',
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ fees: [TRADE_RECORD_MESSAGES.negativeFees] });
    const body = longTrade(account.id);
    const reportedWhileOpen = await api.call('PUT', `/api/v1/trades/${trade.id}/`, {
      ...body,
      pnl_amount: '10',
    });
    expect(reportedWhileOpen.statusCode).toBe(400);
    expect(reportedWhileOpen.json()).toEqual({ pnl_amount: [TRADE_RECORD_MESSAGES.reportedOnlyWhenClosed] });
    const longReason = await api.call('PUT', `/api/v1/trades/${trade.id}/`, {
      ...body,
      edit_reason: 'x'.repeat(501),
    });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json()).toEqual({ edit_reason: [TRADE_RECORD_MESSAGES.reasonTooLong] });
    const tooPrecise = await api.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, {
      close_price: '51000',
      swap: '0.000000001',
    });
    expect(tooPrecise.statusCode).toBe(400);
    expect(Object.keys(tooPrecise.json())).toEqual(['swap']);
    expect((await api.trade(trade.id)).status).toBe('OPEN');
  });
});
