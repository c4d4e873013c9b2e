import type { WhatIfResponse } from '@carnet/contract';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { type Bar, mt5Bars, postCandles, quietBars } from '../../../test/support/candles-test-support.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// BTC bars in UTC: quiet until TP1 and 1 R (51 000) are touched at 10:20, 2 R (52 000) at 10:40, the stop
// (49 000) at 10:41, from above: it fills at its level.
const DAY = '2026.11.16';
const BARS: Bar[] = [
  ...quietBars(DAY, 10, 0, 20, '50000', '50100'),
  { at: `${DAY} 10:20`, o: '50100', h: '51000', l: '50100', c: '50900' },
  ...quietBars(DAY, 10, 21, 19, '50900', '51000'),
  { at: `${DAY} 10:40`, o: '51000', h: '52000', l: '51000', c: '51900' },
  { at: `${DAY} 10:41`, o: '51900', h: '51900', l: '48000', c: '48500' },
];

it('replays the locked plan and fixed targets over the candles, against what happened (docs/rules/candles.md#what-if)', async () => {
  const user = await t.createUser('what-if-owner');
  const { api, account } = await arrangeSetup(t, user);
  // Long 2 BTC at 50 000 (10:05Z), stop 49 000 (risk 2 000), TP1 51 000 for 1: the plan locked at entry.
  const trade = await api.createTrade(longTrade(account.id));
  const tp1 = trade.take_profits[0]?.id ?? 0;
  // What happened: TP1 (1 × +1 000) and the rest at 50 500 (1 × +500) → 1 500 / 2 000 = 0.75 R.
  await api.close(trade.id, {
    close_price: '50500',
    close_date: '2026-11-16T10:35:00Z',
    hit_take_profits: [tp1],
  });
  expect((await postCandles(t, user, mt5Bars(BARS), { symbol: 'BTC', timezone: 'UTC' })).statusCode).toBe(
    201,
  );

  const answer = await api.ok<WhatIfResponse>(200, 'GET', '/api/v1/trades/what-if/?tz=UTC');
  expect(answer.horizon_days).toBe(5);
  expect(answer.skipped_unknown_r).toBe(0);
  const byKey = Object.fromEntries(answer.scenarios.map((scenario) => [scenario.key, scenario]));
  // By hand: PLAN sells 1 at 51 000 (+1 000) and is stopped on the other at 49 000 (−1 000): 0 R. 1 R sells both
  // at 51 000: +2 000 = 1 R. 2 R sells both at 52 000: 2 R. 3 R is never reached: stopped, −1 R.
  expect(byKey.ACTUAL).toMatchObject({ label: 'Réel', resolved: 1, total_r: 0.75 });
  expect(byKey.PLAN).toMatchObject({ resolved: 1, ambiguous: 0, unresolved: 0, total_r: 0 });
  expect(byKey.FIXED_1R).toMatchObject({ resolved: 1, total_r: 1 });
  expect(byKey.FIXED_2R).toMatchObject({ resolved: 1, total_r: 2 });
  // One pair: the difference is known (−1 − 0.75), not its significance.
  expect(byKey.FIXED_3R).toMatchObject({
    resolved: 1,
    total_r: -1,
    vs_actual: { difference: -1.75, p_value: null, significant: false },
  });

  // A period without the trade's close: nothing to replay.
  const empty = await api.ok<WhatIfResponse>(200, 'GET', '/api/v1/trades/what-if/?from=2026-12-01&tz=UTC');
  expect(empty.scenarios.every((scenario) => scenario.resolved === 0)).toBe(true);
});

it('is private to its caller and refuses a horizon that is not a whole number of days, in French', async () => {
  const owner = await t.createUser('what-if-private-owner');
  const other = await t.createUser('what-if-private-other');
  const { api, account } = await arrangeSetup(t, owner);
  const trade = await api.createTrade(longTrade(account.id));
  await api.close(trade.id, {
    close_price: '50500',
    close_date: '2026-11-16T10:35:00Z',
    hit_take_profits: [],
  });
  const { api: otherApi } = await arrangeSetup(t, other);
  const seen = await otherApi.ok<WhatIfResponse>(200, 'GET', '/api/v1/trades/what-if/');
  expect(seen.scenarios.find((scenario) => scenario.key === 'ACTUAL')?.resolved).toBe(0);
  expect(
    (await otherApi.call('GET', `/api/v1/trades/what-if/?capital_account=${account.id}`)).statusCode,
  ).toBe(404);
  const refused = await api.call('GET', '/api/v1/trades/what-if/?horizon_days=0');
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({ horizon_days: ['Nombre de jours entier entre 1 et 365.'] });
});
