import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { GLOBAL_STRATEGY_MESSAGES } from './global-strategies.service.ts';

const t = useTestApp();
const NOT_FOUND = { detail: 'Introuvable.' };

function call(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user.authHeader,
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('/api/v1/trading-strategies/', () => {
  it('creates with defaults, lists by name, reads and replaces', async () => {
    const user = await t.createUser('gs-alice');
    const created = await call(user, 'POST', '/api/v1/trading-strategies/', { name: '  Smart money  ' });
    expect(created.statusCode).toBe(201);
    const strategy = created.json();
    expect(strategy).toEqual({ id: expect.any(Number), name: 'Smart money', description: '', active: true });
    await call(user, 'POST', '/api/v1/trading-strategies/', { name: 'breakout', active: false });

    const list = await call(user, 'GET', '/api/v1/trading-strategies/');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { name: string }) => item.name)).toEqual(['breakout', 'Smart money']);

    const replaced = await call(user, 'PUT', `/api/v1/trading-strategies/${strategy.id}/`, {
      name: 'SMC',
      description: 'Zones HTF, BOS LTF',
      active: false,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      id: strategy.id,
      name: 'SMC',
      description: 'Zones HTF, BOS LTF',
      active: false,
    });
    const read = await call(user, 'GET', `/api/v1/trading-strategies/${strategy.id}/`);
    expect(read.json()).toEqual(replaced.json());
  });

  it('names the fields in error', async () => {
    const user = await t.createUser('gs-bruno');
    const blank = await call(user, 'POST', '/api/v1/trading-strategies/', { name: '   ', active: 'oui' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: ['Ce champ est obligatoire.'], active: [expect.any(String)] });
    const missing = await call(user, 'POST', '/api/v1/trading-strategies/', {});
    expect(missing.json()).toEqual({ name: ['Ce champ est obligatoire.'] });
    const long = await call(user, 'POST', '/api/v1/trading-strategies/', { name: 'x'.repeat(121) });
    expect(long.json()).toEqual({ name: ['120 caractères au maximum.'] });
  });

  it('deletes an unused strategy and refuses one that a configuration uses', async () => {
    const user = await t.createUser('gs-chloe');
    const unused = (await call(user, 'POST', '/api/v1/trading-strategies/', { name: 'Libre' })).json();
    const used = (await call(user, 'POST', '/api/v1/trading-strategies/', { name: 'Prise' })).json();
    const configuration = await call(user, 'POST', '/api/v1/strategies/', {
      name: 'Setup',
      parent_strategy: used.id,
    });
    expect(configuration.statusCode).toBe(201);

    const refused = await call(user, 'DELETE', `/api/v1/trading-strategies/${used.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [GLOBAL_STRATEGY_MESSAGES.inUse] });
    expect((await call(user, 'GET', `/api/v1/trading-strategies/${used.id}/`)).statusCode).toBe(200);

    expect((await call(user, 'DELETE', `/api/v1/trading-strategies/${unused.id}/`)).statusCode).toBe(204);
    expect((await call(user, 'GET', `/api/v1/trading-strategies/${unused.id}/`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/v1/trading-strategies/${unused.id}/`)).statusCode).toBe(404);

    await call(user, 'DELETE', `/api/v1/strategies/${configuration.json().id}/`);
    expect((await call(user, 'DELETE', `/api/v1/trading-strategies/${used.id}/`)).statusCode).toBe(204);
  });

  it('shows another user nothing: 404 on every endpoint, an empty list', async () => {
    const owner = await t.createUser('gs-owner');
    const intruder = await t.createUser('gs-intruder');
    const strategy = (await call(owner, 'POST', '/api/v1/trading-strategies/', { name: 'Privée' })).json();
    const url = `/api/v1/trading-strategies/${strategy.id}/`;

    expect((await call(intruder, 'GET', '/api/v1/trading-strategies/')).json()).toEqual([]);
    for (const response of [
      await call(intruder, 'GET', url),
      await call(intruder, 'PUT', url, { name: 'Volée' }),
      await call(intruder, 'DELETE', url),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await call(owner, 'GET', url)).json()).toMatchObject({ name: 'Privée' });
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/trading-strategies/' });
    expect(response.statusCode).toBe(401);
  });
});
