// Ownership and bad input. Alice closes +1 R on her account; Bob closes −1 R and +3 R on his. Alice's figures
// never include Bob's trades (1 trade, R 1); Bob's account in Alice's filter is a 404 like an unknown id; every
// route refuses an unknown dimension, a bad month, an unknown zone and a period that ends before it starts with a
// French 400 naming the field.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { closeJournal } from '../../../test/support/analysis-test-support.ts';
import { arrangeSetup } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const CLOSE = { entry: '2026-11-02T09:00:00Z', close: '2026-11-02T10:00:00Z' };

describe('analysis routes — whose trades, and what input', () => {
  it('counts only the caller’s trades and answers 404 for another user’s account', async () => {
    const alice = await arrangeSetup(t, await t.createUser('analysis-alice'));
    const bob = await arrangeSetup(t, await t.createUser('analysis-bob'));
    await closeJournal(t, alice.api, alice.account.id, [{ r: 1, ...CLOSE }]);
    await closeJournal(t, bob.api, bob.account.id, [
      { r: -1, ...CLOSE },
      { r: 3, ...CLOSE },
    ]);
    const summary = await alice.api.ok<{ trades: number; total_r: number }>(
      200,
      'GET',
      '/api/v1/trades/summary/',
    );
    expect([summary.trades, summary.total_r]).toEqual([1, 1]);
    const own = await alice.api.ok<{ totals: { trades: number } }>(
      200,
      'GET',
      `/api/v1/trades/calendar/?month=2026-11&capital_account=${alice.account.id}`,
    );
    expect(own.totals.trades).toBe(1);
    for (const url of [
      `/api/v1/trades/analysis/?dimension=asset&capital_account=${bob.account.id}`,
      `/api/v1/trades/summary/?capital_account=${bob.account.id}`,
      `/api/v1/trades/calendar/?month=2026-11&capital_account=${bob.account.id}`,
      `/api/v1/trades/heatmap/?capital_account=${bob.account.id}`,
      '/api/v1/trades/summary/?capital_account=2147483647',
    ]) {
      const response = await alice.api.call('GET', url);
      expect(response.statusCode, url).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/trades/summary/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with a French 400 naming the field', async () => {
    const { api } = await arrangeSetup(t, await t.createUser('analysis-input'));
    const cases: [string, string][] = [
      ['/api/v1/trades/analysis/?dimension=humeur', 'dimension'],
      ['/api/v1/trades/analysis/', 'dimension'],
      ['/api/v1/trades/analysis/?dimension=tag&tz=Mars/Olympus', 'tz'],
      ['/api/v1/trades/summary/?from=2026-02-01&to=2026-01-31', 'from'],
      ['/api/v1/trades/calendar/?month=2026-13', 'month'],
      ['/api/v1/trades/calendar/', 'month'],
      ['/api/v1/trades/heatmap/?capital_account=abc', 'capital_account'],
    ];
    for (const [url, field] of cases) {
      const response = await api.call('GET', url);
      expect(response.statusCode, url).toBe(400);
      const messages = response.json<Record<string, string[]>>()[field];
      expect(messages?.[0], url).toMatch(/^[A-ZÀ-Ý]/);
      expect(Object.keys(response.json<object>()), url).toEqual([field]);
    }
  });
});
