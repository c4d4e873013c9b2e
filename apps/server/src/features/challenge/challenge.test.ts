import { CHALLENGE_MESSAGES, type ChallengeStatus } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { apiOf, arrangeSetup, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';

/**
 * GET /api/v1/capital-accounts/{id}/challenge/ (docs/rules/challenges.md), through the real close path (reported net money).
 * Account: start 10 000, target 1 000, daily loss 500, max loss 1 000 static, 2 days minimum, Prague midnight.
 * Passing: 16 Nov +600 (10 600), 17 Nov +500 (11 100): profit 1 100 ≥ 1 000, 2 days → PASSED, floor 9 000,
 * headroom 2 100, progress 110 %. Failing: 16 Nov −300 (9 700) then −250 (9 450 ≤ 10 000 − 500) → DAILY_LOSS
 * at the second trade. An open trade counts for nothing.
 */
const t = useTestApp();

const RULES = {
  profit_target: '1000',
  daily_loss_limit: '500',
  max_loss: '1000',
  min_trading_days: 2,
};
const challengeAccount = { mode: 'CHALLENGE', rules: RULES };
const statusUrl = (id: number) => `/api/v1/capital-accounts/${id}/challenge/`;

async function arrange(user: TestUser, rules: object = RULES) {
  const { api } = await arrangeSetup(t, user);
  const account = await createAccount(api, '10000', { ...challengeAccount, rules });
  const closeWith = async (pnl: string, closeDate: string) => {
    const trade = await api.createTrade(longTrade(account.id));
    await api.close(trade.id, { close_price: '50500', close_date: closeDate, pnl_amount: pnl });
    return trade.id;
  };
  return { api, account, closeWith };
}

describe('GET /api/v1/capital-accounts/{id}/challenge/', () => {
  it('replays the closed trades by trading day and passes the challenge', async () => {
    const { api, account, closeWith } = await arrange(await t.createUser('challenge-alice'));
    await closeWith('600', '2026-11-16T15:00:00Z');
    await closeWith('500', '2026-11-17T15:00:00Z');
    await api.createTrade(longTrade(account.id));
    const status = await api.ok<ChallengeStatus>(200, 'GET', statusUrl(account.id));
    expect(status).toMatchObject({
      state: 'PASSED',
      balance: '11100',
      profit: '1100',
      progress_pct: 110,
      trading_days: 2,
      floor: '9000',
      headroom: '2100',
      breaches: [],
    });
    expect(status.days).toEqual([
      { date: '2026-11-16', pnl: '600', low: '10000', balance_end: '10600', floor: '9000' },
      { date: '2026-11-17', pnl: '500', low: '10600', balance_end: '11100', floor: '9000' },
    ]);
  });

  it('fails at the close that breaks the daily loss', async () => {
    const { api, account, closeWith } = await arrange(await t.createUser('challenge-bruno'));
    await closeWith('-300', '2026-11-16T12:00:00Z');
    const breaking = await closeWith('-250', '2026-11-16T13:00:00Z');
    const status = await api.ok<ChallengeStatus>(200, 'GET', statusUrl(account.id));
    expect(status.state).toBe('FAILED');
    expect(status.breaches).toEqual([
      { rule: 'DAILY_LOSS', date: '2026-11-16', trade: breaking, balance: '9450', limit: '9500' },
    ]);
  });

  /**
   * A daily loss of 5 % of the day-start balance (docs/rules/challenges.md#daily-loss): 16 Nov +1 000 (11 000);
   * the 17th allows 5 % × 11 000 = 550 → threshold 10 450. −500 (10 500) holds, where 5 % of the starting
   * balance (500 → 10 500) would have broken; −50 (10 450) breaks it. In between, read days later (no close
   * today), today allows 5 % × 10 500 = 525.
   */
  it('measures a percent daily loss from each day-start balance', async () => {
    const rules = { daily_loss_pct: 5, daily_loss_basis: 'DAY_START_BALANCE', max_loss: '1000' };
    const { api, account, closeWith } = await arrange(await t.createUser('challenge-fanny'), rules);
    await closeWith('1000', '2026-11-16T12:00:00Z');
    await closeWith('-500', '2026-11-17T12:00:00Z');
    expect(await api.ok<ChallengeStatus>(200, 'GET', statusUrl(account.id))).toMatchObject({
      state: 'IN_PROGRESS',
      breaches: [],
      daily_loss_limit_today: '525',
    });
    const breaking = await closeWith('-50', '2026-11-17T13:00:00Z');
    const status = await api.ok<ChallengeStatus>(200, 'GET', statusUrl(account.id));
    expect(status.breaches).toEqual([
      { rule: 'DAILY_LOSS', date: '2026-11-17', trade: breaking, balance: '10450', limit: '10450' },
    ]);
  });

  it('answers 400 in French for an account that is not a challenge or has no rules', async () => {
    const user = await t.createUser('challenge-chloe');
    const api = apiOf(t, user);
    const live = await createAccount(api, '10000', { mode: 'LIVE' });
    const bare = await createAccount(api, '20000', { mode: 'CHALLENGE' });
    const notChallenge = await api.call('GET', statusUrl(live.id));
    expect([notChallenge.statusCode, notChallenge.json()]).toEqual([
      400,
      { non_field_errors: [CHALLENGE_MESSAGES.notAChallenge] },
    ]);
    const noRules = await api.call('GET', statusUrl(bare.id));
    expect([noRules.statusCode, noRules.json()]).toEqual([
      400,
      { non_field_errors: [CHALLENGE_MESSAGES.noRules] },
    ]);
  });

  it('shows another user’s challenge as 404, and an unknown id too', async () => {
    const { account } = await arrange(await t.createUser('challenge-david'));
    const intruder = apiOf(t, await t.createUser('challenge-emma'));
    expect((await intruder.call('GET', statusUrl(account.id))).statusCode).toBe(404);
    expect((await intruder.call('GET', statusUrl(2_000_000_000))).statusCode).toBe(404);
  });
});
