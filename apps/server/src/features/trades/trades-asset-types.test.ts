import type { Trade, TradePage } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

describe('FUTURES and CFD trades (docs/rules/trades.md « Asset types »)', () => {
  it('creates, reads, lists and closes a FUTURES and a CFD trade', async () => {
    const user = await t.createUser('futures-cfd-trader');
    const { api, account } = await arrangeSetup(t, user);
    // LONG 2 ES at 5 200, stop 5 190; LONG 1 NAS100 at 18 000, stop 17 950: 1 % of 10 000 = 100 at risk each.
    const futures = await api.createTrade(
      longTrade(account.id, {
        asset_type: 'FUTURES',
        asset_name: 'ES',
        entry_price: '5200',
        stop_loss_price: '5190',
        quantity: '2',
        take_profits: [],
      }),
    );
    const cfd = await api.createTrade(
      longTrade(account.id, {
        asset_type: 'CFD',
        asset_name: 'NAS100',
        entry_price: '18000',
        stop_loss_price: '17950',
        quantity: '1',
        take_profits: [],
      }),
    );
    expect(futures).toMatchObject({ asset_type: 'FUTURES', asset_name: 'ES' });
    expect((await api.trade(cfd.id)).asset_type).toBe('CFD');
    const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
    expect(page.results.map((trade) => trade.asset_type).sort()).toEqual(['CFD', 'FUTURES']);

    // Closed a stop away above the entry: +1 R; 10 points × 2 contracts × 50 USD = 1 000 USD computed (the R × risk
    // estimate would say 100).
    const closed = await api.ok<Trade>(200, 'POST', `/api/v1/trades/${futures.id}/close_trade/`, {
      close_price: '5210',
    });
    expect(closed).toMatchObject({
      asset_type: 'FUTURES',
      realized_rr: 1,
      pnl_amount: '1000',
      pnl_source: 'COMPUTED',
    });
    const edited = await api.ok<Trade>(200, 'PUT', `/api/v1/trades/${cfd.id}/`, {
      ...longTrade(account.id, { take_profits: [] }),
      asset_type: 'CFD',
      asset_name: 'GER40',
      entry_price: '18000',
      stop_loss_price: '17950',
      quantity: '1',
    });
    expect(edited).toMatchObject({ asset_type: 'CFD', asset_name: 'GER40' });
  });

  it('refuses an asset type Carnet does not know, on its field', async () => {
    const user = await t.createUser('unknown-asset-type');
    const { api, account } = await arrangeSetup(t, user);
    const response = await api.call(
      'POST',
      '/api/v1/trades/',
      longTrade(account.id, { asset_type: 'FUTURES' }),
    );
    expect(response.statusCode).toBe(201);
    const refused = await api.call('POST', '/api/v1/trades/', {
      ...longTrade(account.id),
      asset_type: 'OPTION',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['asset_type']);
  });
});
