import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type TradeHistoryRow, tradeHistory } from '../../src/db/schema/index.ts';
import { type RegisteredRoute, useTestApp } from '../build-test-app.ts';
import {
  ADMIN_PREFIX,
  buildWorld,
  CALLER_SCOPED_ROUTES,
  callableMethod,
  fillPath,
  isProtected,
  ownedRouteFixture,
  routeKey,
} from '../support/security-route-fixtures.ts';

/*
 * docs/rules/trades.md: no call changes or removes an entry of a trade's history while the trade exists. Every route of the
 * security route matrix is called by the owner, on the owner's objects; after each call, every entry that existed
 * before it is still there, unchanged. Deleting the trade itself is left out: its history goes with it (see
 * trades-plan-history.test.ts).
 */

const t = useTestApp();

const TRADE_DELETE = 'DELETE /api/v1/trades/:id/';

const ownedRoutes = (routes: readonly RegisteredRoute[]) =>
  routes.filter(
    (route) =>
      isProtected(route) &&
      route.url.includes(':') &&
      // A journal day's path names a date, not an object; the journal writes no trade history.
      !(route.url in CALLER_SCOPED_ROUTES) &&
      !route.url.startsWith(ADMIN_PREFIX) &&
      routeKey(route) !== TRADE_DELETE,
  );

it('keeps every history entry through every route of the matrix', async () => {
  const world = await buildWorld(t, await t.createUser('history-immutable'));
  const tradeIds = [world.trade.id, world.closedTradeId];
  const entries = async () => t.db.select().from(tradeHistory).where(inArray(tradeHistory.tradeId, tradeIds));
  let kept: TradeHistoryRow[] = await entries();
  expect(kept.length).toBeGreaterThanOrEqual(3);
  const routes = ownedRoutes(t.routes);
  expect(routes.map(routeKey)).toEqual(
    expect.arrayContaining(['POST /api/v1/trades/:id/reopen/', 'PUT /api/v1/trades/:id/']),
  );

  const lost: string[] = [];
  for (const route of routes) {
    const fixture = ownedRouteFixture(route);
    if (fixture === undefined) throw new Error(`route sans fixture : ${routeKey(route)}`);
    const url = fillPath(route.url, fixture.params(world));
    const extras = await fixture.extras(world, world);
    await t.app.inject({
      ...extras,
      method: callableMethod(route),
      url,
      headers: { ...extras.headers, ...world.user.authHeader },
    });
    const now = await entries();
    const byId = new Map(now.map((entry) => [entry.id, entry]));
    for (const entry of kept) {
      const after = byId.get(entry.id);
      if (after === undefined || JSON.stringify(after) !== JSON.stringify(entry)) {
        lost.push(`${routeKey(route)} a changé l’entrée ${entry.id} (${entry.action})`);
      }
    }
    kept = now;
  }
  expect(lost).toEqual([]);
  // The calls above added entries (an edit, a close, a reopen, screenshots…), never replaced them.
  expect(kept.length).toBeGreaterThan(5);
});
