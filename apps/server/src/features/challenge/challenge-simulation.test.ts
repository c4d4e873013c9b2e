import {
  CHALLENGE_MESSAGES,
  type ChallengeStatus,
  SIMULATION_MESSAGES,
  type SimulationResponse,
} from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import {
  type Api,
  arrangeSetup,
  createAccount,
  longTrade,
} from '../../../test/support/trades-test-support.ts';

/**
 * POST /api/v1/capital-accounts/{id}/simulate/ (docs/rules/challenges.md), on trades closed through the real close path.
 * LONG 2 BTC at 50 000, stop 49 000: closed at 51 000 → +1 R. The trader's simulation account holds 20 such
 * wins, two a day over 10 days (2 → 11 Nov, 10:00 and 11:00 UTC, one Prague day each).
 * The challenge: start 10 000, target 1 000, static maximum loss 500, risk 1 % → 100 a trade.
 *   sample ALL, whole days: +200 a day → the target after 5 days in every run: pass 1, median 5;
 *   trades_per_day 1: +100 a day → 10 days; horizon 9 → every run still open;
 *   the sweep at whole days, horizon 30: 0.25 % → 50 a day → 20 days ✓; every risk passes (1 everywhere);
 *     at horizon 4: 1 % passes in 5 days ✗, 1.25 % → 250 a day → 4 days ✓: [0, 0, 0, 0, 1, 1, 1, 1].
 * The challenge's own history sets where every run starts, as the live status says (its closes are +1 R too, net
 * money given, two a day on days of their own, so the sample ALL keeps days of +2 R):
 *   +600 already (two closes of 300 on 12 Nov) → 400 to go: 2 days at 200 → median 2;
 *   −300 then −250 on 13 Nov → 9 450 ≤ floor 9 500: FAILED on MAX_LOSS, live and simulated alike;
 *   +1 000 on 14 Nov → PASSED: every run passed, in 0 days.
 */
const t = useTestApp();

const CHALLENGE = {
  mode: 'CHALLENGE',
  rules: { profit_target: '1000', max_loss: '500', max_loss_type: 'STATIC' },
};
const simulateUrl = (id: number) => `/api/v1/capital-accounts/${id}/simulate/`;

async function closeOn(api: Api, accountId: number, closeDate: string, body: object) {
  const trade = await api.createTrade(longTrade(accountId, { entry_date: '2026-11-01T09:00:00Z' }));
  await api.close(trade.id, { close_price: '51000', close_date: closeDate, ...body });
}

/** The trader of the header: 20 wins of +1 R on the simulation account, and an empty challenge. */
async function arrange(user: TestUser) {
  const { api, account } = await arrangeSetup(t, user);
  for (let day = 2; day <= 11; day++) {
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    await closeOn(api, account.id, `${date}T10:00:00Z`, {});
    await closeOn(api, account.id, `${date}T11:00:00Z`, {});
  }
  const challenge = await createAccount(api, '10000', CHALLENGE);
  const simulate = (id: number, body: object) =>
    api.ok<SimulationResponse>(200, 'POST', simulateUrl(id), {
      risk_pct: 1,
      sample: 'ALL',
      runs: 500,
      ...body,
    });
  return { api, challenge, simulate };
}

describe('POST /api/v1/capital-accounts/{id}/simulate/', () => {
  it('draws whole days of the trader’s own R and gives the hand-computed odds', async () => {
    const { challenge, simulate } = await arrange(await t.createUser('odds-alice'));
    const odds = await simulate(challenge.id, {});
    expect(odds).toMatchObject({
      runs: 500,
      pass_probability: 1,
      fail_probability: 0,
      open_probability: 0,
      median_days_to_pass: 5,
      failure_reasons: { DAILY_LOSS: 0, MAX_LOSS: 0 },
      sample_trades: 20,
      sample_days: 10,
      // Every day alike (+1 R, +1 R): any resample passes as the sample does; 10 days and 20 trades are a low
      // sample all the same (under 30 days or 50 trades).
      pass_probability_range: { low: 1, high: 1 },
      low_sample: true,
    });
    expect(odds.pass_ci.low).toBeGreaterThan(0.99);
    expect(odds.risk_sweep.map((point) => point.pass_probability)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect((await simulate(challenge.id, { trades_per_day: 1 })).median_days_to_pass).toBe(10);
    expect(await simulate(challenge.id, { trades_per_day: 1, horizon_days: 9 })).toMatchObject({
      pass_probability: 0,
      open_probability: 1,
    });
    const short = await simulate(challenge.id, { horizon_days: 4 });
    expect(short.risk_sweep).toEqual(
      [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2].map((risk_pct) => ({
        risk_pct,
        pass_probability: risk_pct >= 1.25 ? 1 : 0,
      })),
    );
    expect(await simulate(challenge.id, { seed: 99 })).toEqual(await simulate(challenge.id, { seed: 99 }));
  });

  it('starts every run from the live status of the account’s real history', async () => {
    const { api, simulate } = await arrange(await t.createUser('odds-bruno'));
    const statusOf = (id: number) =>
      api.ok<ChallengeStatus>(200, 'GET', `/api/v1/capital-accounts/${id}/challenge/`);

    const halfway = await createAccount(api, '10000', CHALLENGE);
    await closeOn(api, halfway.id, '2026-11-12T10:00:00Z', { pnl_amount: '300' });
    await closeOn(api, halfway.id, '2026-11-12T11:00:00Z', { pnl_amount: '300' });
    expect((await statusOf(halfway.id)).state).toBe('IN_PROGRESS');
    expect((await simulate(halfway.id, {})).median_days_to_pass).toBe(2);

    const failed = await createAccount(api, '10000', CHALLENGE);
    await closeOn(api, failed.id, '2026-11-13T10:00:00Z', { pnl_amount: '-300' });
    await closeOn(api, failed.id, '2026-11-13T11:00:00Z', { pnl_amount: '-250' });
    expect((await statusOf(failed.id)).breaches.map((breach) => breach.rule)).toEqual(['MAX_LOSS']);
    expect(await simulate(failed.id, {})).toMatchObject({
      fail_probability: 1,
      failure_reasons: { DAILY_LOSS: 0, MAX_LOSS: 1 },
    });

    const passed = await createAccount(api, '10000', CHALLENGE);
    await closeOn(api, passed.id, '2026-11-14T10:00:00Z', { pnl_amount: '1000' });
    expect((await statusOf(passed.id)).state).toBe('PASSED');
    expect(await simulate(passed.id, {})).toMatchObject({ pass_probability: 1, median_days_to_pass: 0 });
  });

  it('refuses in French: too few trades, too many runs, a bad risk, an account that is no challenge', async () => {
    const { api, challenge } = await arrange(await t.createUser('odds-chloe'));
    const refusal = async (id: number, body: object) => {
      const response = await api.call('POST', simulateUrl(id), body);
      return [response.statusCode, response.json()];
    };
    expect(await refusal(challenge.id, { risk_pct: 1 })).toEqual([
      400,
      { sample: [SIMULATION_MESSAGES.tooFewTrades] },
    ]);
    expect(await refusal(challenge.id, { risk_pct: 1, runs: 20_001 })).toEqual([
      400,
      { runs: [SIMULATION_MESSAGES.tooManyRuns] },
    ]);
    expect(await refusal(challenge.id, { risk_pct: -1, sample: 'ALL' })).toEqual([
      400,
      { risk_pct: [SIMULATION_MESSAGES.riskPct] },
    ]);
    const live = await createAccount(api, '10000', { mode: 'LIVE' });
    expect(await refusal(live.id, { risk_pct: 1, sample: 'ALL' })).toEqual([
      400,
      { non_field_errors: [CHALLENGE_MESSAGES.notAChallenge] },
    ]);
  });

  it('shows another user’s challenge as 404', async () => {
    const { challenge } = await arrange(await t.createUser('odds-david'));
    const intruder = await arrangeSetup(t, await t.createUser('odds-emma'));
    const response = await intruder.api.call('POST', simulateUrl(challenge.id), { risk_pct: 1 });
    expect(response.statusCode).toBe(404);
  });
});
