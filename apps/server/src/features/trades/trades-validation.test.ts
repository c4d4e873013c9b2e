import type { TradePage } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, createAccount, longTrade, SETUP } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

describe('POST /api/v1/trades/ refuses bad plans with field errors, and stores nothing', () => {
  it('a stop on the wrong side, targets on the wrong side or selling more than the quantity', async () => {
    const user = await t.createUser('bad-plans');
    const { api, account } = await arrangeSetup(t, user);
    const post = (overrides: object) => api.call('POST', '/api/v1/trades/', longTrade(account.id, overrides));

    const longStopAbove = await post({ stop_loss_price: '50500' });
    expect(longStopAbove.statusCode).toBe(400);
    expect(longStopAbove.json()).toEqual({
      stop_loss_price: ['Pour un achat, le stop loss doit être inférieur au prix d’entrée.'],
    });

    const shortTargetAbove = await post({
      direction: 'SHORT',
      stop_loss_price: '51000',
      take_profits: [{ price: '52000', quantity_to_sell: '1' }],
    });
    expect(shortTargetAbove.json()).toEqual({
      take_profits: ['Take profit 1 : le prix doit être inférieur au prix d’entrée.'],
    });

    const oversold = await post({
      take_profits: [
        { price: '51000', quantity_to_sell: '1.5' },
        { price: '52000', quantity_to_sell: '1.5' },
      ],
    });
    expect(oversold.statusCode).toBe(400);
    expect(oversold.json()).toEqual({
      take_profits: ['La somme des quantités des take profits (3) dépasse la quantité (2).'],
    });

    const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
    expect(page.count).toBe(0);
  });

  it('negative, zero, non-numeric and non-finite numbers', async () => {
    const user = await t.createUser('bad-numbers');
    const { api, account } = await arrangeSetup(t, user);
    const negative = await api.call(
      'POST',
      '/api/v1/trades/',
      longTrade(account.id, { entry_price: '-50000', quantity: 0, stop_loss_price: 'beaucoup' }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({
      entry_price: ['Doit être supérieur à 0.'],
      quantity: ['Doit être supérieur à 0.'],
      stop_loss_price: ['Nombre décimal invalide.'],
    });

    const infinity = await api.call(
      'POST',
      '/api/v1/trades/',
      longTrade(account.id, {
        entry_price: 'Infinity',
        take_profits: [{ price: 'NaN', quantity_to_sell: '1' }],
      }),
    );
    expect(infinity.json()).toEqual({
      entry_price: ['Nombre décimal invalide.'],
      take_profits: [{ price: ['Nombre décimal invalide.'] }],
    });

    // 1e400 is valid JSON that parses to Infinity.
    const body = JSON.stringify(longTrade(account.id)).replace('"quantity":"2"', '"quantity":1e400');
    const overflow = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trades/',
      headers: { ...user.authHeader, 'content-type': 'application/json' },
      payload: body,
    });
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json()).toEqual({ quantity: ['Nombre décimal invalide.'] });

    const risk = await api.call('POST', '/api/v1/trades/', longTrade(account.id, { risk_pct: 150 }));
    expect(risk.json()).toEqual({ risk_pct: ['Doit être ≤ 100.'] });
    const direction = await api.call('POST', '/api/v1/trades/', {
      ...longTrade(account.id),
      direction: 'UP',
    });
    expect(Object.keys(direction.json())).toEqual(['direction']);
    expect((await api.ok<TradePage>(200, 'GET', '/api/v1/trades/')).count).toBe(0);
  });

  it('a capital account is required, must be the caller’s and active', async () => {
    const user = await t.createUser('bad-accounts');
    const { api, account } = await arrangeSetup(t, user);
    const { capital_account: _omitted, ...withoutAccount } = longTrade(account.id);
    const missing = await api.call('POST', '/api/v1/trades/', withoutAccount);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ capital_account: ['Sélectionnez un compte de capital'] });

    const unknown = await api.call('POST', '/api/v1/trades/', longTrade(2_000_000));
    expect(unknown.json()).toEqual({ capital_account: ['Compte de capital introuvable.'] });

    const archived = await createAccount(api, '3000', { is_active: false });
    const onArchived = await api.call('POST', '/api/v1/trades/', longTrade(archived.id));
    expect(onArchived.statusCode).toBe(400);
    expect(onArchived.json()).toEqual({
      capital_account: ['Ce compte de capital est archivé : choisissez un compte actif.'],
    });
  });

  it('the strategy type must belong to the chosen configuration', async () => {
    const user = await t.createUser('bad-types');
    const { api, parentId, configuration, account } = await arrangeSetup(t, user);
    const other = await api.ok<{ id: number; types: { id: number }[] }>(201, 'POST', '/api/v1/strategies/', {
      ...SETUP,
      name: 'Autre',
      parent_strategy: parentId,
      types: [{ description: 'Autre type' }],
    });
    const otherType = other.types[0]?.id;
    const foreignType = await api.call(
      'POST',
      '/api/v1/trades/',
      longTrade(account.id, { strategy: configuration.id, strategy_type: otherType }),
    );
    expect(foreignType.statusCode).toBe(400);
    expect(foreignType.json()).toEqual({
      strategy_type: ['Ce type n’appartient pas à la configuration choisie.'],
    });
    const typeAlone = await api.call(
      'POST',
      '/api/v1/trades/',
      longTrade(account.id, { strategy_type: otherType }),
    );
    expect(typeAlone.json()).toEqual({ strategy_type: ['Choisissez d’abord une configuration.'] });
    const unknown = await api.call('POST', '/api/v1/trades/', longTrade(account.id, { strategy: 2_000_000 }));
    expect(unknown.json()).toEqual({ strategy: ['Configuration introuvable.'] });

    const ok = await api.createTrade(
      longTrade(account.id, { strategy: configuration.id, strategy_type: configuration.types[1]?.id }),
    );
    expect(ok.strategy_type).toBe(configuration.types[1]?.id);
  });
});

describe('closing and editing rules', () => {
  it('hit ids of another trade, a missing close price, closing twice: 400 and nothing moves', async () => {
    const user = await t.createUser('bad-closes');
    const { api, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id));
    const other = await api.createTrade(longTrade(account.id));
    const closeUrl = `/api/v1/trades/${trade.id}/close_trade/`;

    const foreignHit = await api.call('POST', closeUrl, {
      close_price: '50000',
      hit_take_profits: [other.take_profits[0]?.id],
    });
    expect(foreignHit.statusCode).toBe(400);
    expect(foreignHit.json()).toEqual({ hit_take_profits: ['Take profit inconnu pour cette opération.'] });

    const noPrice = await api.call('POST', closeUrl, { hit_take_profits: [] });
    expect(noPrice.json()).toEqual({ close_price: ['Le prix de clôture est requis.'] });
    const negative = await api.call('POST', closeUrl, { close_price: '-1' });
    expect(negative.json()).toEqual({
      close_price: ['Le prix de clôture doit être un nombre supérieur à 0.'],
    });
    expect(await api.trade(trade.id)).toMatchObject({ status: 'OPEN', realized_rr: null, pnl_amount: null });
    expect((await api.account(account.id)).current_balance).toBe('10000');

    // LONG 2 at 50 000, stop 49 000 (risk 2 000), no target reached, closed at 48 500:
    // 2 × (48 500 − 50 000) = −3 000 → R = −1.5 → −1.5 × 100 (1 % of 10 000) = −150.
    await api.close(trade.id, { close_price: '48500' });
    const twice = await api.call('POST', closeUrl, { close_price: '52000' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ non_field_errors: ['Opération déjà clôturée.'] });
    expect((await api.account(account.id)).current_balance).toBe('9850');
    expect(await api.trade(trade.id)).toMatchObject({ realized_rr: -1.5, close_price: '48500' });
  });

  it('a review only once closed; a closed trade keeps its plan but takes a review, notes and the draft flag', async () => {
    const user = await t.createUser('closed-edits');
    const { api, account } = await arrangeSetup(t, user);
    const body = longTrade(account.id);
    const trade = await api.createTrade(body);
    const url = `/api/v1/trades/${trade.id}/`;

    const early = await api.call('PUT', url, { ...body, post_trade_review: 'Trop tôt' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      post_trade_review: ['La revue post-trade n’est modifiable qu’une fois l’opération clôturée.'],
    });

    await api.close(trade.id, { close_price: '51000', hit_take_profits: [trade.take_profits[0]?.id ?? 0] });
    const reviewed = await api.ok<{ post_trade_review: string; setup_reason: string; is_draft: boolean }>(
      200,
      'PUT',
      url,
      {
        ...body,
        entry_price: '50000.00',
        post_trade_review: 'Bonne gestion',
        setup_reason: 'Revu',
        is_draft: true,
      },
    );
    expect(reviewed).toMatchObject({
      post_trade_review: 'Bonne gestion',
      setup_reason: 'Revu',
      is_draft: true,
    });

    for (const change of [
      { entry_price: '50500' },
      { quantity: '3' },
      { stop_loss_price: '48000' },
      { risk_pct: 2 },
      { take_profits: [{ price: '52000', quantity_to_sell: '1' }] },
    ]) {
      const refused = await api.call('PUT', url, { ...body, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json()).toEqual({
        non_field_errors: [
          'Opération clôturée : la direction, les prix, la quantité, le risque, le compte et les take profits ne peuvent plus changer.',
        ],
      });
    }
    // TP1 sells 1 at 51 000 (+1 000), the other unit leaves at 51 000 (+1 000): 2 000 / 2 000 = 1 R → +100.
    const after = await api.trade(trade.id);
    expect(after).toMatchObject({ entry_price: '50000', quantity: '2', realized_rr: 1, pnl_amount: '100' });
    expect(after.take_profits).toEqual([{ ...trade.take_profits[0], is_hit: true }]);
    expect((await api.account(account.id)).current_balance).toBe('10100');
  });
});
