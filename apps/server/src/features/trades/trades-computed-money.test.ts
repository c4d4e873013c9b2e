import type { Trade, TradeCreate, TradePage } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  type Api,
  arrangeSetup,
  createAccount,
  longTrade,
} from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// docs/rules/money.md#instruments: a closed trade whose instrument Carnet knows gets its money from its exits and
// its size, in the account's currency; R × risk is only the estimate for what Carnet cannot specify.

const trade = (accountId: number, overrides: Partial<TradeCreate>) =>
  longTrade(accountId, { take_profits: [], risk_pct: 1, ...overrides });

async function openEurusd(api: Api, accountId: number) {
  // 1.5 lots long at 1.08500, stop 1.08300 (20 pips): 1 % of 10 000 = 100 at risk, as R × risk sees it.
  return api.createTrade(
    trade(accountId, {
      asset_type: 'FOREX',
      asset_name: 'EURUSD',
      entry_price: '1.085',
      stop_loss_price: '1.083',
      quantity: '1.5',
    }),
  );
}

describe('money computed from the trade', () => {
  it('EURUSD 1.5 lots, +15 pips: 225 USD on the trade, the list and the account', async () => {
    const user = await t.createUser('computed-eurusd');
    const { api, account } = await arrangeSetup(t, user);
    const opened = await openEurusd(api, account.id);
    // (1.08650 − 1.08500) × 1.5 × 100 000 = 225 USD; R = 15 / 20 = 0.75 (the estimate would say 75).
    const closed = await api.close(opened.id, { close_price: '1.0865' });
    expect(closed).toMatchObject({
      realized_rr: 0.75,
      outcome: 'WIN',
      gross_pnl: '225',
      pnl_amount: '225',
      pnl_source: 'COMPUTED',
      fx_rate: null,
    });
    const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
    expect(page.results[0]).toMatchObject({ pnl_amount: '225', pnl_source: 'COMPUTED' });
    expect((await api.account(account.id)).current_balance).toBe('10225');

    // A fee corrected later moves the balance by the difference only; the computed gross stays.
    const edited = await api.ok<Trade>(200, 'PUT', `/api/v1/trades/${opened.id}/`, {
      ...trade(account.id, {
        asset_type: 'FOREX',
        asset_name: 'EURUSD',
        entry_price: '1.085',
        stop_loss_price: '1.083',
        quantity: '1.5',
      }),
      fees: '10.5',
    });
    expect(edited).toMatchObject({ gross_pnl: '225', pnl_amount: '214.5', pnl_source: 'COMPUTED' });
    expect((await api.account(account.id)).current_balance).toBe('10214.5');

    // Reopening takes back exactly what the trade holds.
    await api.reopen(opened.id);
    expect((await api.account(account.id)).current_balance).toBe('10000');
  });

  it('USDJPY in a USD account converts by its own exit price', async () => {
    const user = await t.createUser('computed-usdjpy');
    const { api, account } = await arrangeSetup(t, user);
    // SHORT 2 lots at 151.500, closed at 150.800: 0.7 × 2 × 100 000 = 140 000 JPY ÷ 150.8 = 928.3819… → 928.38 USD.
    const opened = await api.createTrade(
      trade(account.id, {
        asset_type: 'FOREX',
        asset_name: 'USDJPY',
        direction: 'SHORT',
        entry_price: '151.5',
        stop_loss_price: '152',
        quantity: '2',
      }),
    );
    const closed = await api.close(opened.id, { close_price: '150.8' });
    expect(closed).toMatchObject({ pnl_amount: '928.38', pnl_source: 'COMPUTED', fx_rate: null });
    expect((await api.account(account.id)).current_balance).toBe('10928.38');
  });

  it('GER40 in a USD account: the close asks for the rate, refuses 0 and −1, then converts', async () => {
    const user = await t.createUser('computed-ger40');
    const { api, account } = await arrangeSetup(t, user);
    const opened = await api.createTrade(
      trade(account.id, {
        asset_type: 'CFD',
        asset_name: 'GER40',
        entry_price: '18500.5',
        stop_loss_price: '18450.5',
        quantity: '2',
      }),
    );
    const close = (body: object) =>
      api.call('POST', `/api/v1/trades/${opened.id}/close_trade/`, { close_price: '18560.3', ...body });

    const asked = await close({});
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ fx_rate: ['Taux de change requis : valeur de 1 EUR en USD.'] });
    for (const fxRate of ['0', '-1']) {
      const refused = await close({ fx_rate: fxRate });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ fx_rate: ['Doit être supérieur à 0.'] });
    }
    expect(await api.trade(opened.id)).toMatchObject({ status: 'OPEN', exits: [] });
    expect((await api.account(account.id)).current_balance).toBe('10000');

    // (18 560.3 − 18 500.5) × 2 × 1 EUR = 119.6 EUR × 1.0845 = 129.7062 → 129.71 USD.
    const closed = await close({ fx_rate: '1.0845' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ pnl_amount: '129.71', pnl_source: 'COMPUTED', fx_rate: '1.0845' });
    expect((await api.account(account.id)).current_balance).toBe('10129.71');
  });

  it('a reported net needs no rate; an instrument Carnet cannot specify stays estimated', async () => {
    const user = await t.createUser('computed-precedence');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const ger40 = await api.createTrade(
      trade(account.id, {
        asset_type: 'CFD',
        asset_name: 'GER40',
        entry_price: '18500.5',
        stop_loss_price: '18450.5',
        quantity: '2',
      }),
    );
    const reported = await api.close(ger40.id, { close_price: '18560.3', pnl_amount: '128.4' });
    expect(reported).toMatchObject({ pnl_amount: '128.4', pnl_source: 'REPORTED', fx_rate: null });

    // USOIL: brokers size oil CFDs differently; 1 % of 10 128.40 = 101.284 at risk, closed at +1 R: 101.28 in
    // cents, half to even (docs/rules/money.md#minor-units).
    const oil = await api.createTrade(
      trade(account.id, {
        asset_type: 'CFD',
        asset_name: 'USOIL',
        entry_price: '80',
        stop_loss_price: '79',
        quantity: '3',
      }),
    );
    const estimated = await api.close(oil.id, { close_price: '81' });
    expect(estimated).toMatchObject({ realized_rr: 1, pnl_amount: '101.28', pnl_source: 'ESTIMATED' });
    // The account says how many of its closed trades hold an estimate: the oil CFD, not the reported GER40.
    expect(await api.account(account.id)).toMatchObject({
      current_balance: '10229.68',
      estimated_trades_count: 1,
    });
  });
});
