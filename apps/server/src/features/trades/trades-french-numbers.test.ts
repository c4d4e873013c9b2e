import { type CapitalAccount, FIELD_MESSAGES, type Trade } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

describe('every decimal field reads a number as a French trader writes it (docs/ui.md#numbers)', () => {
  it('1 085,50, 1,0850 and 3,5 are read, never as another power of ten', async () => {
    const user = await t.createUser('french-numbers');
    const { api } = await arrangeSetup(t, user);
    const account = await api.ok<CapitalAccount>(201, 'POST', '/api/v1/capital-accounts/', {
      name: 'Compte FR',
      starting_balance: '3\u202f000,50',
    });
    expect(account.starting_balance).toBe('3000.5');
    const trade = await api.ok<Trade>(
      201,
      'POST',
      '/api/v1/trades/',
      longTrade(account.id, {
        asset_type: 'FOREX',
        asset_name: 'EURUSD',
        entry_price: '1,0850',
        stop_loss_price: '1,0800',
        quantity: '0,5',
        risk_pct: '0,5',
        take_profits: [{ price: '1,0950', quantity_to_sell: '0,5' }],
      }),
    );
    expect([trade.entry_price, trade.stop_loss_price, trade.quantity, trade.risk_pct]).toEqual([
      '1.085',
      '1.08',
      '0.5',
      0.5,
    ]);
    const closed = await api.ok<Trade>(200, 'POST', `/api/v1/trades/${trade.id}/close_trade/`, {
      close_price: '1,0950',
      fees: '3,5',
    });
    expect(closed.fees).toBe('3.5');
  });

  it('refuses 1,085.5 and 1.085,5 on the field, in French, and stores nothing', async () => {
    const user = await t.createUser('ambiguous-numbers');
    const { api, account } = await arrangeSetup(t, user);
    const refused = await api.call(
      'POST',
      '/api/v1/trades/',
      longTrade(account.id, { entry_price: '1,085.5', quantity: '1.085,5' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      entry_price: [FIELD_MESSAGES.ambiguousNumber],
      quantity: [FIELD_MESSAGES.ambiguousNumber],
    });
    const accounts = await api.call('POST', '/api/v1/capital-accounts/', {
      name: 'Compte',
      starting_balance: '3.000,50',
    });
    expect(accounts.json()).toEqual({ starting_balance: [FIELD_MESSAGES.ambiguousNumber] });
  });
});
