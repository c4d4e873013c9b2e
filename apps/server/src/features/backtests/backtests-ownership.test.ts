import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  backtestsApi,
  createScenarioSession,
  csvUpload,
  SCENARIO_METRICS,
  WINNING_LONG,
} from '../../../test/support/backtests-test-support.ts';

const t = useTestApp();

/** docs/api.md, ARCHITECTURE.md: another user's objects answer 404 on every endpoint; references to them in bodies are 400. */
describe('backtests of another user', () => {
  it('are out of reach on every endpoint and stay unchanged', async () => {
    const owner = await t.createUser('own-olivia');
    const intruder = await t.createUser('own-igor');
    const ownerApi = backtestsApi(t, owner);
    const session = await createScenarioSession(ownerApi);
    const [trade] = (await ownerApi.listTrades(session.id)).json();
    const goal = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/backtests/goals/',
        headers: owner.authHeader,
        payload: { label: 'Objectif', target_minutes: 600, start_date: '2026-03-01' },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/backtests/time-logs/',
      headers: owner.authHeader,
      payload: { goal: goal.id, duration_minutes: 90, session: session.id },
    });

    const sessionUrl = `/api/v1/backtests/sessions/${session.id}/`;
    const upload = csvUpload((await ownerApi.exportCsv(session.id)).body);
    const notFoundCalls = [
      { method: 'GET', url: sessionUrl },
      { method: 'GET', url: `${sessionUrl}trades/` },
      { method: 'POST', url: `${sessionUrl}trades/`, payload: WINNING_LONG },
      { method: 'POST', url: `${sessionUrl}recompute/` },
      { method: 'GET', url: `${sessionUrl}export_csv/` },
      { method: 'POST', url: `${sessionUrl}import_csv/`, payload: upload.payload, headers: upload.headers },
      { method: 'DELETE', url: `/api/v1/backtests/trades/${trade.id}/` },
      { method: 'DELETE', url: sessionUrl },
      { method: 'PATCH', url: `/api/v1/backtests/goals/${goal.id}/`, payload: { status: 'COMPLETED' } },
      { method: 'GET', url: `/api/v1/backtests/time-logs/?goal=${goal.id}` },
      { method: 'GET', url: '/api/v1/backtests/goals/active/' },
    ] as const;
    for (const call of notFoundCalls) {
      const headers = { ...('headers' in call ? call.headers : {}), ...intruder.authHeader };
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Introuvable.' });
    }

    const intruderGoal = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/backtests/goals/',
        headers: intruder.authHeader,
        payload: { label: 'Le mien', target_minutes: 60, start_date: '2026-03-01' },
      })
    ).json();
    const logOnTheirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backtests/time-logs/',
      headers: intruder.authHeader,
      payload: { goal: goal.id, duration_minutes: 30 },
    });
    expect(logOnTheirs.statusCode).toBe(400);
    expect(logOnTheirs.json()).toEqual({ goal: ['Objectif introuvable.'] });
    const theirSession = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backtests/time-logs/',
      headers: intruder.authHeader,
      payload: { goal: intruderGoal.id, duration_minutes: 30, session: session.id },
    });
    expect(theirSession.statusCode).toBe(400);
    expect(theirSession.json()).toEqual({ session: ['Session introuvable.'] });

    for (const url of ['/api/v1/backtests/sessions/', '/api/v1/backtests/goals/']) {
      const list = await t.app.inject({ method: 'GET', url, headers: intruder.authHeader });
      expect(list.json().map((item: { id: number }) => item.id)).not.toContain(
        url.includes('goals') ? goal.id : session.id,
      );
    }

    const detail = (await ownerApi.getSession(session.id)).json();
    expect(detail.metrics).toEqual(SCENARIO_METRICS);
    expect((await ownerApi.listTrades(session.id)).json()).toHaveLength(3);
    const ownerGoal = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backtests/goals/active/',
      headers: owner.authHeader,
    });
    expect(ownerGoal.json()).toMatchObject({ id: goal.id, status: 'ACTIVE', logged_minutes: 90 });
  });

  it('require a signed-in user', async () => {
    for (const url of ['/api/v1/backtests/sessions/', '/api/v1/backtests/goals/active/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
