import type { CapitalAccount, Trade } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../test/support/trades-test-support.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

const t = useTestApp();

const ACCOUNTS = '/api/v1/capital-accounts/';
const TRADES = '/api/v1/trades/';
const account = (name: string) => ({ name, mode: 'LIVE', currency: 'EUR', starting_balance: '5000' });

async function post(authorization: string, url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization, ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    payload,
  });
}

async function accountNames(authorization: string) {
  const response = await t.app.inject({ method: 'GET', url: ACCOUNTS, headers: { authorization } });
  return response.json<CapitalAccount[]>().map((created) => created.name);
}

describe('Idempotency-Key on creates', () => {
  it('creates one trade from two identical requests sent together with one key, both answered alike', async () => {
    const user = await t.createUser('idem-double-clic');
    const { api, account: live } = await arrangeSetup(t, user);
    const { authorization } = user.authHeader;
    const body = longTrade(live.id);
    const [first, second] = await Promise.all([
      post(authorization, TRADES, body, 'clic-1'),
      post(authorization, TRADES, body, 'clic-1'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<Trade>()).toEqual(first.json<Trade>());
    const replayed = [first, second].filter((answer) => answer.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(1);
    const list = await api.ok<{ count: number }>(200, 'GET', TRADES);
    expect(list.count).toBe(1);
    // Later, the same key still gives the first answer; another key is another trade.
    expect((await post(authorization, TRADES, body, 'clic-1')).json<Trade>().id).toBe(first.json<Trade>().id);
    expect((await post(authorization, TRADES, body, 'clic-2')).statusCode).toBe(201);
    expect((await api.ok<{ count: number }>(200, 'GET', TRADES)).count).toBe(2);
  });

  it('keeps each user’s keys apart, and leaves requests without a key as they were', async () => {
    const alice = (await t.createUser('idem-alice')).authHeader.authorization;
    const bruno = (await t.createUser('idem-bruno')).authHeader.authorization;
    expect((await post(alice, ACCOUNTS, account('Compte A'), 'meme-cle')).statusCode).toBe(201);
    expect((await post(bruno, ACCOUNTS, account('Compte B'), 'meme-cle')).statusCode).toBe(201);
    expect(await accountNames(bruno)).toEqual(['Compte B']);
    await post(alice, ACCOUNTS, account('Sans clé'));
    await post(alice, ACCOUNTS, account('Sans clé'));
    expect((await accountNames(alice)).sort()).toEqual(['Compte A', 'Sans clé', 'Sans clé']);
  });

  it('lets a key that created nothing be sent again, and refuses a malformed key in French', async () => {
    const user = (await t.createUser('idem-erreur')).authHeader.authorization;
    const refused = await post(user, ACCOUNTS, { ...account(''), name: '' }, 'formulaire-1');
    expect(refused.statusCode).toBe(400);
    const fixed = await post(user, ACCOUNTS, account('Corrigé'), 'formulaire-1');
    expect(fixed.statusCode).toBe(201);
    expect(await accountNames(user)).toEqual(['Corrigé']);
    const malformed = await post(user, ACCOUNTS, account('Clé'), 'une clé avec des espaces');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ 'idempotency-key': [IDEMPOTENCY_MESSAGES.invalidKey] });
    expect((await post(user, ACCOUNTS, account('Clé'), 'x'.repeat(256))).statusCode).toBe(400);
  });
});
