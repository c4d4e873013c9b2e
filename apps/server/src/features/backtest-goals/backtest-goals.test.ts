import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';

const t = useTestApp();

const GOALS = '/api/v1/backtests/goals/';
const TIME_LOGS = '/api/v1/backtests/time-logs/';

function goalsApi(user: TestUser) {
  const headers = user.authHeader;
  return {
    active: () => t.app.inject({ method: 'GET', url: `${GOALS}active/`, headers }),
    list: () => t.app.inject({ method: 'GET', url: GOALS, headers }),
    create: (payload: object) => t.app.inject({ method: 'POST', url: GOALS, headers, payload }),
    setStatus: (id: number, status: string) =>
      t.app.inject({ method: 'PATCH', url: `${GOALS}${id}/`, headers, payload: { status } }),
    logs: (goal: number) => t.app.inject({ method: 'GET', url: `${TIME_LOGS}?goal=${goal}`, headers }),
    logTime: (payload: object) => t.app.inject({ method: 'POST', url: TIME_LOGS, headers, payload }),
  };
}

const GOAL = {
  label: 'Backtester 10 h en mars',
  target_minutes: 600,
  start_date: '2026-03-01',
  deadline: '2026-03-31',
};

describe('backtest goals', () => {
  it('has no active goal at first, then creates one and shows 90 of 600 minutes as 15 %', async () => {
    const api = goalsApi(await t.createUser('goal-alice'));
    const none = await api.active();
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'Introuvable.' });

    const created = await api.create({ ...GOAL, label: `  ${GOAL.label} ` });
    expect(created.statusCode).toBe(201);
    const goal = created.json();
    expect(goal).toEqual({
      id: expect.any(Number),
      ...GOAL,
      status: 'ACTIVE',
      logged_minutes: 0,
      progress: { progress_percent: 0, total_minutes: 0, remaining_minutes: 600 },
    });

    const log = await api.logTime({ goal: goal.id, duration_minutes: 90, notes: '  Londres, 3 sessions  ' });
    expect(log.statusCode).toBe(201);
    expect(log.json()).toEqual({
      id: expect.any(Number),
      goal: goal.id,
      duration_minutes: 90,
      session: null,
      notes: 'Londres, 3 sessions',
      started_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const active = (await api.active()).json();
    expect(active).toMatchObject({
      id: goal.id,
      logged_minutes: 90,
      progress: { progress_percent: 15, total_minutes: 90, remaining_minutes: 510 },
    });
  });

  it('allows one active goal at most, closes it with COMPLETED and keeps it in the history', async () => {
    const api = goalsApi(await t.createUser('goal-bruno'));
    const first = (await api.create(GOAL)).json();
    const second = await api.create({ ...GOAL, label: 'Un autre' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      non_field_errors: ["Un objectif est déjà actif : clore l'objectif en cours avant d'en créer un autre."],
    });

    const closed = await api.setStatus(first.id, 'COMPLETED');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: first.id, status: 'COMPLETED' });
    expect((await api.active()).statusCode).toBe(404);
    const closedLog = await api.logTime({ goal: first.id, duration_minutes: 30 });
    expect(closedLog.statusCode).toBe(400);
    expect(closedLog.json()).toEqual({
      goal: ["Cet objectif est clos : impossible d'y enregistrer du temps."],
    });

    const next = await api.create({ ...GOAL, label: 'Avril', start_date: '2026-04-01', deadline: null });
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({ deadline: null, status: 'ACTIVE' });
    const history = (await api.list()).json();
    expect(history.map((goal: { label: string; status: string }) => [goal.label, goal.status])).toEqual([
      ['Avril', 'ACTIVE'],
      [GOAL.label, 'COMPLETED'],
    ]);
    const reopen = await api.setStatus(first.id, 'ACTIVE');
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json()).toEqual(second.json());
  });

  it('answers docs/rules/trades.md#validation’s messages for a bad goal, and refuses a deadline before the start', async () => {
    const api = goalsApi(await t.createUser('goal-carla'));
    const empty = await api.create({ label: ' ', target_minutes: 0, start_date: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      label: ["L'intitulé est obligatoire."],
      target_minutes: ['La durée cible doit être un entier positif.'],
      start_date: ['La date de début est obligatoire.'],
    });
    const missing = await api.create({ label: 'Mars', target_minutes: 600 });
    expect(missing.json()).toEqual({ start_date: ['La date de début est obligatoire.'] });
    const fraction = await api.create({ ...GOAL, target_minutes: 90.5 });
    expect(fraction.json()).toEqual({ target_minutes: ['La durée cible doit être un entier positif.'] });
    const backwards = await api.create({ ...GOAL, deadline: '2026-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ deadline: ['La date limite ne peut pas précéder la date de début.'] });
    expect((await api.list()).json()).toEqual([]);
  });
});

describe('time logs', () => {
  it('validates with docs/rules/trades.md#validation’s message, lists newest first and may name one of the caller’s sessions', async () => {
    const user = await t.createUser('goal-denise');
    const api = goalsApi(user);
    const goal = (await api.create(GOAL)).json();
    for (const duration of [0, undefined, 1.5, 'une heure']) {
      const response = await api.logTime({ goal: goal.id, duration_minutes: duration });
      expect(response.statusCode, String(duration)).toBe(400);
      expect(response.json()).toEqual({ duration_minutes: ['La durée en minutes est requise.'] });
    }
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backtests/sessions/',
      headers: user.authHeader,
      payload: { name: 'GBPUSD M5' },
    });
    const sessionId = session.json().id;
    const early = await api.logTime({
      goal: goal.id,
      duration_minutes: 45,
      session: sessionId,
      started_at: '2026-03-02T08:00:00+01:00',
    });
    expect(early.json()).toMatchObject({ session: sessionId, started_at: '2026-03-02T07:00:00Z', notes: '' });
    await api.logTime({ goal: goal.id, duration_minutes: 1, started_at: '2026-03-03T07:00:00Z' });
    const logs = (await api.logs(goal.id)).json();
    expect(logs.map((log: { duration_minutes: number }) => log.duration_minutes)).toEqual([1, 45]);
    expect((await api.active()).json().logged_minutes).toBe(46);
    const missingGoal = await t.app.inject({ method: 'GET', url: TIME_LOGS, headers: user.authHeader });
    expect(missingGoal.statusCode).toBe(400);
    expect(Object.keys(missingGoal.json())).toEqual(['goal']);
  });

  it('keeps progress uncapped past the target, with nothing remaining', async () => {
    const api = goalsApi(await t.createUser('goal-edgar'));
    const goal = (await api.create({ ...GOAL, target_minutes: 60 })).json();
    await api.logTime({ goal: goal.id, duration_minutes: 50 });
    await api.logTime({ goal: goal.id, duration_minutes: 41 });
    // 91 / 60 = 151.67 % → 151.7 (1 decimal, uncapped).
    expect((await api.active()).json().progress).toEqual({
      progress_percent: 151.7,
      total_minutes: 91,
      remaining_minutes: 0,
    });
  });
});
