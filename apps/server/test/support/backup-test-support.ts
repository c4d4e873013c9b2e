import type { BacktestSession, Trade } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../build-test-app.ts';
import { backtestsApi, createScenarioSession } from './backtests-test-support.ts';
import { multipartFiles } from './screenshot-test-support.ts';
import { jpegWithGps, pngImage } from './test-images.ts';
import { arrangeSetup, longTrade, PREFERRED_ENTRY } from './trades-test-support.ts';

/** The day of arrangeJournal's trades: its plan, written before them, is locked by the first (two breaks its rule). */
const JOURNAL_DAY_URL = `/api/v1/journal/days/${PREFERRED_ENTRY.slice(0, 10)}/?tz=UTC`;

/**
 * A journal worth restoring: a global strategy and a configuration (types, confirmations, two screenshots), an
 * account, an open trade and a closed one with two targets and a screenshot, a backtest session with its
 * trades, a goal with time logged, profile assets, and the trades' day in the journal with a template.
 */
export async function arrangeJournal(t: TestApp, user: TestUser): Promise<void> {
  const { api, configuration, account } = await arrangeSetup(t, user);
  await api.ok(200, 'PUT', JOURNAL_DAY_URL, {
    plan: { text: '<p>Acheter le retest</p>', bias: 'LONG', levels: '50 000', max_trades: 1, max_loss_r: 2 },
  });
  await upload(t, user, `/api/v1/strategies/${configuration.id}/screenshots/`, [
    await pngImage(64, 32),
    await jpegWithGps(),
  ]);
  await api.createTrade(longTrade(account.id, { setup_reason: 'Encore ouverte' }));
  const closing = await api.createTrade(
    longTrade(account.id, {
      strategy: configuration.id,
      take_profits: [
        { price: '51000', quantity_to_sell: '1' },
        { price: '53000.125', quantity_to_sell: '0.5' },
      ],
    }),
  );
  const [first] = closing.take_profits;
  await api.close(closing.id, { close_price: '50000.5', hit_take_profits: [first?.id ?? 0] });
  await upload(t, user, `/api/v1/trades/${closing.id}/screenshots/`, [await pngImage(40, 40)]);

  await createScenarioSession(backtestsApi(t, user), 'EURUSD H1 « été »');
  const goal = await api.ok<{ id: number }>(201, 'POST', '/api/v1/backtests/goals/', {
    label: 'Backtester 10 h',
    target_minutes: 600,
    start_date: '2026-03-01',
    deadline: '2026-03-31',
  });
  await api.ok(201, 'POST', '/api/v1/backtests/time-logs/', { goal: goal.id, duration_minutes: 90 });
  await api.ok(200, 'PATCH', '/api/v1/profile/', { assets: { CRYPTO: ['BTCUSDT'], FOREX: ['EURUSD'] } });
  await api.ok(200, 'PUT', JOURNAL_DAY_URL, {
    plan: { addendum: 'Niveau cassé à 11 h' },
    state: { mood: 4, energy: 3, stress: 2, sleep_hours: 7.5 },
    review: { text: '<p>Patient</p>', plan_followed: 'PARTLY', lessons: 'Attendre', mistakes: ['FOMO'] },
  });
  await api.ok(201, 'POST', '/api/v1/journal/templates/', {
    name: 'Matin',
    kind: 'PLAN',
    text: '<p>Biais</p>',
  });
}

async function upload(t: TestApp, user: TestUser, url: string, images: Buffer[]) {
  const body = multipartFiles(images.map((data, index) => ({ data, filename: `capture-${index}.png` })));
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.authHeader, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const LISTS = [
  '/api/v1/profile/',
  '/api/v1/trading-strategies/',
  '/api/v1/strategies/',
  '/api/v1/capital-accounts/',
  '/api/v1/trades/',
  '/api/v1/trades/dashboard/?group=day&tz=UTC',
  '/api/v1/backtests/goals/',
  '/api/v1/backtests/goals/active/',
  JOURNAL_DAY_URL,
  '/api/v1/journal/days/?from=2026-01-01&to=2026-12-31&tz=UTC',
  '/api/v1/journal/templates/',
];

/** Signed media URLs carry an expiry; the key they name is what must survive. */
const SIGNED_MEDIA_URL = /^\/media\/([^?]+)\?exp=\d+&sig=[0-9a-f]+$/;

/**
 * Every list the user can read (and each trade, each backtest session's trades), with media URLs reduced to their keys,
 * plus the bytes each key serves.
 */
export async function answersOf(app: FastifyInstance, headers: { authorization: string }) {
  const answers = new Map<string, unknown>();
  const mediaUrls = new Map<string, string>();
  const read = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect([200, 404], `${url} ${response.body}`).toContain(response.statusCode); // 404: no active goal
    const answer: unknown = JSON.parse(response.body, (_key, value: unknown) => {
      const key = typeof value === 'string' ? SIGNED_MEDIA_URL.exec(value)?.[1] : undefined;
      if (key === undefined) return value;
      mediaUrls.set(key, String(value));
      return `media:${key}`;
    });
    answers.set(url, { status: response.statusCode, answer });
    return answer;
  };
  for (const url of LISTS) await read(url);
  const sessions = (await read('/api/v1/backtests/sessions/')) as BacktestSession[];
  for (const session of sessions) await read(`/api/v1/backtests/sessions/${session.id}/trades/`);
  const trades = (await read('/api/v1/trades/')) as { results: Trade[] };
  for (const trade of trades.results) await read(`/api/v1/trades/${trade.id}/`);
  const media = new Map<string, Buffer>();
  for (const [key, url] of mediaUrls) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, key).toBe(200);
    media.set(key, response.rawPayload);
  }
  return { answers, media };
}
