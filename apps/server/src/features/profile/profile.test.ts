import { ASSET_NAME_MAX_LENGTH } from '@carnet/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';

const EMPTY = { CRYPTO: [], FOREX: [], STOCK: [], FUTURES: [], CFD: [] };

const t = useTestApp();

describe('/api/v1/profile/', () => {
  it('starts with empty asset lists', async () => {
    const user = await t.createUser('theo');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: user.authHeader });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ assets: EMPTY });
  });

  it('saves normalised lists, keeps the types not sent, and keeps each user’s own', async () => {
    const user = await t.createUser('ursule');
    const other = await t.createUser('victor');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/profile/', headers: user.authHeader, payload });
    const first = await patch({
      assets: { CRYPTO: [' BTCUSDT', 'btcusdt', '', 'ETHUSDT '], FOREX: ['EURUSD'] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      assets: { ...EMPTY, CRYPTO: ['BTCUSDT', 'ETHUSDT'], FOREX: ['EURUSD'] },
    });
    await patch({ assets: { STOCK: ['AAPL'] } });
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: user.authHeader });
    expect(read.json()).toEqual({
      assets: { ...EMPTY, CRYPTO: ['BTCUSDT', 'ETHUSDT'], FOREX: ['EURUSD'], STOCK: ['AAPL'] },
    });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: other.authHeader });
    expect(theirs.json()).toEqual({ assets: EMPTY });
  });

  it('keeps FUTURES and CFD lists (docs/rules/trades.md) beside the others', async () => {
    const user = await t.createUser('futures-cfd');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/profile/', headers: user.authHeader, payload });
    await patch({ assets: { FOREX: ['EURUSD'] } });
    const saved = await patch({ assets: { FUTURES: ['ES', 'es', ' GC'], CFD: ['NAS100', 'GER40'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...EMPTY, FOREX: ['EURUSD'], FUTURES: ['ES', 'GC'], CFD: ['NAS100', 'GER40'] };
    expect(saved.json()).toEqual({ assets: expected });
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: user.authHeader });
    expect(read.json()).toEqual({ assets: expected });
  });

  it('reads a profile stored before FUTURES and CFD existed with empty lists for them', async () => {
    const user = await t.createUser('old-profile');
    // The shape every profile had before migration 0009: three lists.
    await t.db.execute(
      sql`insert into profiles (user_id, assets, updated_at)
          values (${user.id}, ${JSON.stringify({ CRYPTO: ['BTCUSDT'], FOREX: [], STOCK: ['AAPL'] })}::jsonb, now())`,
    );
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: user.authHeader });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ assets: { ...EMPTY, CRYPTO: ['BTCUSDT'], STOCK: ['AAPL'] } });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      headers: user.authHeader,
      payload: { assets: { CFD: ['NAS100'] } },
    });
    expect(patched.json()).toEqual({
      assets: { ...EMPTY, CRYPTO: ['BTCUSDT'], STOCK: ['AAPL'], CFD: ['NAS100'] },
    });
  });

  it('refuses over-long names and wrong types on the asset type field', async () => {
    const user = await t.createUser('wanda');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/profile/', headers: user.authHeader, payload });
    const long = await patch({ assets: { FOREX: ['X'.repeat(ASSET_NAME_MAX_LENGTH + 1)] } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ assets: { FOREX: ['40 caractères au maximum par actif.'] } });
    const wrongType = await patch({ assets: { CRYPTO: 'BTC' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ assets: { CRYPTO: [expect.any(String)] } });
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/profile/' });
    expect(response.statusCode).toBe(401);
  });
});
