import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { trades } from '../../db/schema/index.ts';
import { BALANCE_MESSAGES } from './balance-rules.ts';
import { createCapitalAccountsRepository } from './capital-accounts.repository.ts';
import { createCapitalAccountsService } from './capital-accounts.service.ts';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT';
function call(user: TestUser, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user.authHeader,
    ...(payload === undefined ? {} : { payload }),
  });
}
const create = (user: TestUser, payload: object) => call(user, 'POST', '/api/v1/capital-accounts/', payload);

describe('/api/v1/capital-accounts/', () => {
  it('creates with the docs/rules/trades.md#validation defaults: trimmed name, USD, SIM, current = starting, nulls', async () => {
    const user = await t.createUser('acc-alice');
    const response = await create(user, { name: '  Compte démo  ', starting_balance: '10000.00' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Compte démo',
      mode: 'SIM',
      currency: 'USD',
      starting_balance: '10000',
      current_balance: '10000',
      target_balance: null,
      start_date: null,
      target_date: null,
      is_active: true,
      notes: null,
      progress_pct: null,
      trades_count: 0,
      estimated_trades_count: 0,
      rules: null,
    });
  });

  it('stores a challenge exactly and computes its progress to 1 decimal', async () => {
    const user = await t.createUser('acc-bruno');
    const response = await create(user, {
      name: 'Challenge 100k',
      mode: 'CHALLENGE',
      currency: 'eur',
      starting_balance: 100000,
      current_balance: '104250.12345678',
      target_balance: '110000',
      start_date: '2026-11-01',
      target_date: '2026-12-31',
      notes: 'Phase 1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      mode: 'CHALLENGE',
      currency: 'EUR',
      starting_balance: '100000',
      current_balance: '104250.12345678',
      target_balance: '110000',
      start_date: '2026-11-01',
      target_date: '2026-12-31',
      notes: 'Phase 1',
      progress_pct: 42.5,
    });
    const url = `/api/v1/capital-accounts/${response.json().id}/`;
    const put = (payload: object) =>
      call(user, 'PUT', url, { name: 'Challenge 100k', starting_balance: '10000', ...payload });
    // 10 000 → 12 000 at 10 246.999: 12.34995 %, one rounding to 12.3 (not 12.35 then 12.4).
    expect((await put({ current_balance: '10246.999', target_balance: '12000' })).json().progress_pct).toBe(
      12.3,
    );
    expect((await put({ current_balance: '9000', target_balance: '12000' })).json().progress_pct).toBe(-50);
    expect((await put({ current_balance: '11000', target_balance: '10000' })).json().progress_pct).toBeNull();
    const reset = await put({ current_balance: null, target_balance: null, notes: '  ' });
    expect(reset.json()).toMatchObject({
      current_balance: '10000',
      target_balance: null,
      notes: null,
      progress_pct: null,
    });
    expect((await call(user, 'GET', url)).json()).toEqual(reset.json());
  });

  it('names the fields in error, with the product’s French texts', async () => {
    const user = await t.createUser('acc-chloe');
    const cases: [object, object][] = [
      [{ name: '  ' }, { name: ['Champ requis'], starting_balance: ['Champ requis'] }],
      [{ name: 'A', starting_balance: '' }, { starting_balance: ['Champ requis'] }],
      [{ name: 'A', starting_balance: '-5' }, { starting_balance: ['Doit être ≥ 0.'] }],
      [{ name: 'A', starting_balance: 'dix' }, { starting_balance: ['Nombre décimal invalide.'] }],
      [
        { name: 'A', starting_balance: '1', currency: 'US' },
        { currency: ['Code devise ISO à 3 lettres (ex. USD).'] },
      ],
      [{ name: 'A', starting_balance: '1', mode: 'DEMO' }, { mode: [expect.any(String)] }],
      [{ name: 'A', starting_balance: '1', start_date: '2026-13-01' }, { start_date: [expect.any(String)] }],
      [
        { name: 'A', starting_balance: '0.123456789' },
        { starting_balance: [BALANCE_MESSAGES.tooManyDecimals] },
      ],
      [
        { name: 'A', starting_balance: '1', target_balance: '1234567890123', current_balance: '1.000000001' },
        { target_balance: [BALANCE_MESSAGES.tooLarge], current_balance: [BALANCE_MESSAGES.tooManyDecimals] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await create(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await create(user, { name: 'Max', starting_balance: '999999999999.99999999' })).statusCode).toBe(
      201,
    );
  });

  it('archives with is_active false, lists active accounts first, counts linked trades', async () => {
    const user = await t.createUser('acc-denis');
    const live = (await create(user, { name: 'b live', mode: 'LIVE', starting_balance: '500' })).json();
    const old = (await create(user, { name: 'A ancien', starting_balance: '100' })).json();
    await create(user, { name: 'c démo', starting_balance: '1' });
    const archived = await call(user, 'PUT', `/api/v1/capital-accounts/${old.id}/`, {
      name: 'A ancien',
      starting_balance: '100',
      is_active: false,
    });
    expect(archived.json().is_active).toBe(false);
    const list = (await call(user, 'GET', '/api/v1/capital-accounts/')).json<{ name: string }[]>();
    expect(list.map((account) => account.name)).toEqual(['b live', 'c démo', 'A ancien']);

    const trade = {
      userId: user.id,
      assetType: 'FOREX' as const,
      assetName: 'EURUSD',
      direction: 'LONG' as const,
      entryPrice: '1.1',
      stopLossPrice: '1.09',
      quantity: '1000',
      entryDate: new Date('2026-11-20T14:05:00Z'),
      capitalAccountId: live.id,
    };
    await t.db.insert(trades).values([trade, { ...trade, isDraft: true }]);
    expect((await call(user, 'GET', `/api/v1/capital-accounts/${live.id}/`)).json().trades_count).toBe(2);
    const counts = (await call(user, 'GET', '/api/v1/capital-accounts/')).json<
      { id: number; trades_count: number }[]
    >();
    expect(counts.map((account) => account.trades_count)).toEqual([2, 0, 0]);
  });

  it('hands trades only the caller’s active accounts (findActiveAccountOwnedBy)', async () => {
    const owner = await t.createUser('acc-owner');
    const other = await t.createUser('acc-other');
    const active = (await create(owner, { name: 'Actif', starting_balance: '1000' })).json();
    const archived = (
      await create(owner, { name: 'Archivé', starting_balance: '1000', is_active: false })
    ).json();
    const service = createCapitalAccountsService(createCapitalAccountsRepository(t.db));

    expect(await service.findActiveAccountOwnedBy(owner.id, active.id)).toMatchObject({
      id: active.id,
      isActive: true,
      currentBalance: '1000.00000000',
    });
    expect(await service.findActiveAccountOwnedBy(owner.id, archived.id)).toBeUndefined();
    expect(await service.findActiveAccountOwnedBy(other.id, active.id)).toBeUndefined();
    expect(await service.findOwnedAccount(owner.id, archived.id)).toMatchObject({ isActive: false });
    expect(await service.findOwnedAccount(other.id, archived.id)).toBeUndefined();
  });

  it('shows another user nothing: 404 on every endpoint, an empty list', async () => {
    const owner = await t.createUser('acc-owner2');
    const intruder = await t.createUser('acc-intruder');
    const account = (await create(owner, { name: 'Privé', starting_balance: '1000' })).json();
    const url = `/api/v1/capital-accounts/${account.id}/`;
    expect((await call(intruder, 'GET', '/api/v1/capital-accounts/')).json()).toEqual([]);
    for (const response of [
      await call(intruder, 'GET', url),
      await call(intruder, 'PUT', url, { name: 'Volé', starting_balance: '1' }),
      await call(intruder, 'PUT', url, { name: 'Volé', starting_balance: '0.123456789' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Introuvable.' });
    }
    expect((await call(owner, 'GET', url)).json()).toMatchObject({ name: 'Privé', starting_balance: '1000' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/capital-accounts/' })).statusCode).toBe(401);
  });
});
