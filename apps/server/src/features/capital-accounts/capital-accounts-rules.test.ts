import { CHALLENGE_MESSAGES, FIELD_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';

/**
 * docs/rules/challenges.md: `rules` on a capital account. Choice documented in the contract: rules sent on a non-challenge
 * mode are a 400 on `rules`; a PUT that switches the mode away from CHALLENGE without rules drops them; a PUT
 * without the field keeps the stored ones; null removes them.
 */
const t = useTestApp();

const url = '/api/v1/capital-accounts/';
const send = (user: TestUser, method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({ method, url: path, headers: user.authHeader, payload });
const account = { name: 'Challenge 100k', mode: 'CHALLENGE', starting_balance: '100000' };
const rules = {
  profit_target: '10000.00',
  daily_loss_limit: 5000,
  daily_loss_basis: 'STARTING_BALANCE',
  max_loss: '10000',
  max_loss_type: 'TRAILING_EOD',
  trailing_lock: '100000',
  min_trading_days: 4,
  consistency_pct: 40,
  reset_timezone: 'America/New_York',
  reset_time: '17:00',
};
const stored = { ...rules, profit_target: '10000', daily_loss_limit: '5000', daily_loss_pct: null };

describe('capital account rules', () => {
  it('round-trips the rules of a challenge, money canonical, through POST, GET and the list', async () => {
    const user = await t.createUser('rules-alice');
    const created = await send(user, 'POST', url, { ...account, rules });
    expect(created.statusCode).toBe(201);
    expect(created.json().rules).toEqual(stored);
    const read = await t.app.inject({ url: `${url}${created.json().id}/`, headers: user.authHeader });
    expect(read.json().rules).toEqual(stored);
    const list = await t.app.inject({ url, headers: user.authHeader });
    expect(list.json()[0].rules).toEqual(stored);
  });

  it('fills the defaults: no limit, day-start basis, static floor, midnight in Prague', async () => {
    const user = await t.createUser('rules-bruno');
    const created = await send(user, 'POST', url, { ...account, rules: {} });
    expect(created.json().rules).toEqual({
      profit_target: null,
      daily_loss_limit: null,
      daily_loss_pct: null,
      daily_loss_basis: 'DAY_START_BALANCE',
      max_loss: null,
      max_loss_type: 'STATIC',
      trailing_lock: null,
      min_trading_days: null,
      consistency_pct: null,
      reset_timezone: 'Europe/Prague',
      reset_time: '00:00',
    });
  });

  it('answers a French 400 per bad rule field', async () => {
    const user = await t.createUser('rules-chloe');
    const response = await send(user, 'POST', url, {
      ...account,
      rules: {
        daily_loss_limit: '-5',
        max_loss: 0,
        reset_timezone: 'Europe/Atlantide',
        reset_time: '24:00',
        consistency_pct: 0,
        min_trading_days: 1.5,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      rules: {
        daily_loss_limit: [FIELD_MESSAGES.aboveZero],
        max_loss: [FIELD_MESSAGES.aboveZero],
        reset_timezone: [FIELD_MESSAGES.unknownTimeZone],
        reset_time: [CHALLENGE_MESSAGES.invalidResetTime],
        consistency_pct: [CHALLENGE_MESSAGES.consistencyRange],
        min_trading_days: [CHALLENGE_MESSAGES.minTradingDays],
      },
    });
    const over = await send(user, 'POST', url, { ...account, rules: { consistency_pct: 100.5 } });
    expect(over.json()).toEqual({ rules: { consistency_pct: [CHALLENGE_MESSAGES.consistencyRange] } });
  });

  it('takes 0 minimum days as no minimum and a daily loss in percent, never with an amount too', async () => {
    const user = await t.createUser('rules-fanny');
    const percent = { ...rules, daily_loss_limit: null, daily_loss_pct: 4.5, min_trading_days: 0 };
    const created = await send(user, 'POST', url, { ...account, rules: percent });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().rules).toEqual({
      ...stored,
      daily_loss_limit: null,
      daily_loss_pct: 4.5,
      min_trading_days: 0,
    });
    const both = await send(user, 'POST', url, {
      ...account,
      rules: { daily_loss_limit: '5000', daily_loss_pct: 5 },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ rules: { daily_loss_pct: [CHALLENGE_MESSAGES.dailyLossEither] } });
  });

  it('refuses rules on a non-challenge account, and null is accepted there', async () => {
    const user = await t.createUser('rules-david');
    const refused = await send(user, 'POST', url, { ...account, mode: 'LIVE', rules });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ rules: [CHALLENGE_MESSAGES.rulesOnlyForChallenge] });
    const plain = await send(user, 'POST', url, { ...account, mode: 'SIM', rules: null });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().rules).toBeNull();
  });

  it('keeps the rules on a PUT without them, drops them when the mode leaves CHALLENGE or on null', async () => {
    const user = await t.createUser('rules-emma');
    const id = (await send(user, 'POST', url, { ...account, rules })).json().id;
    const kept = await send(user, 'PUT', `${url}${id}/`, { ...account, name: 'Renommé' });
    expect(kept.json().rules).toEqual(stored);
    const refused = await send(user, 'PUT', `${url}${id}/`, { ...account, mode: 'LIVE', rules });
    expect(refused.json()).toEqual({ rules: [CHALLENGE_MESSAGES.rulesOnlyForChallenge] });
    const switched = await send(user, 'PUT', `${url}${id}/`, { ...account, mode: 'LIVE' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().rules).toBeNull();
    const back = await send(user, 'PUT', `${url}${id}/`, { ...account });
    expect(back.json().rules).toBeNull();
    await send(user, 'PUT', `${url}${id}/`, { ...account, rules });
    const cleared = await send(user, 'PUT', `${url}${id}/`, { ...account, rules: null });
    expect(cleared.json().rules).toBeNull();
  });
});
