import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { apiOf, createAccount } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

describe('GET /api/v1/instruments/{symbol}/ (docs/rules/money.md#instruments)', () => {
  it('answers the specification of a pair, a CFD, a future, a coin and a stock', async () => {
    const api = apiOf(t, await t.createUser('instruments-reader'));
    expect(await api.ok(200, 'GET', '/api/v1/instruments/EURUSD/')).toEqual({
      symbol: 'EURUSD',
      asset_type: 'FOREX',
      contract_size: '100000',
      quote_currency: 'USD',
      point_value: '100000',
      tick_size: '0.00001',
      pip_size: '0.0001',
      quantity_step: '0.01',
      source: 'BUILT_IN',
    });
    expect(await api.ok(200, 'GET', '/api/v1/instruments/USDJPY/')).toMatchObject({ pip_size: '0.01' });
    expect(await api.ok(200, 'GET', '/api/v1/instruments/GER40.cash/')).toMatchObject({
      asset_type: 'CFD',
      contract_size: '1',
      quote_currency: 'EUR',
    });
    expect(await api.ok(200, 'GET', '/api/v1/instruments/ESM5/')).toMatchObject({
      asset_type: 'FUTURES',
      point_value: '50',
      tick_size: '0.25',
      quantity_step: '1',
    });
    // A symbol with slashes, as thinkorswim and brokers write them.
    expect(await api.ok(200, 'GET', '/api/v1/instruments/BTC/USDT/')).toMatchObject({
      asset_type: 'CRYPTO',
      quote_currency: 'USDT',
      quantity_step: '0.00000001',
    });
    expect(await api.ok(200, 'GET', '/api/v1/instruments/%2FMNQH25/')).toMatchObject({ point_value: '2' });
  });

  it('quotes a stock in the account’s currency, and refuses another user’s account', async () => {
    const owner = apiOf(t, await t.createUser('instruments-owner'));
    const euros = await createAccount(owner, '5000', { currency: 'EUR' });
    expect(
      await owner.ok(200, 'GET', `/api/v1/instruments/AIR/?capital_account=${euros.id}&asset_type=STOCK`),
    ).toMatchObject({ asset_type: 'STOCK', contract_size: '1', quote_currency: 'EUR', quantity_step: '1' });
    const intruder = apiOf(t, await t.createUser('instruments-intruder'));
    const refused = await intruder.call('GET', `/api/v1/instruments/AIR/?capital_account=${euros.id}`);
    expect(refused.statusCode).toBe(404);
    const outOfRange = await owner.call('GET', '/api/v1/instruments/AIR/?capital_account=99999999999');
    expect(outOfRange.json()).toEqual({ capital_account: ['Identifiant invalide.'] });
  });

  it('404 for what Carnet cannot specify, or a symbol that is not of the trade’s type', async () => {
    const api = apiOf(t, await t.createUser('instruments-unknown'));
    for (const url of [
      '/api/v1/instruments/XYZH25/',
      '/api/v1/instruments/USOIL/?asset_type=CFD',
      '/api/v1/instruments/CL/?asset_type=STOCK',
      '/api/v1/instruments/%20/',
      `/api/v1/instruments/${'A'.repeat(41)}/`,
    ]) {
      const response = await api.call('GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
