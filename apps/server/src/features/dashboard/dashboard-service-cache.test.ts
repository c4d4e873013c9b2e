import type { Dashboard } from '@carnet/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { trades, users } from '../../db/schema/index.ts';
import { createDashboardRepository, type DashboardRepository } from './dashboard.repository.ts';
import { createDashboardService, type DashboardParameters } from './dashboard.service.ts';
import { createDashboardCache, type DashboardCacheLimits } from './dashboard-cache.ts';

const t = useTestApp();

const ALL_TIME: DashboardParameters = { group: 'month', tz: 'UTC' };

/** The service on the test database, counting the reads of trades it makes; `failNext` makes one read fail. */
function countingService(limits: DashboardCacheLimits = { maxEntries: 100, maxBytes: 10_000_000 }) {
  const repository = createDashboardRepository(t.db);
  const counter = { reads: 0, failNext: false };
  const counted: DashboardRepository = {
    async readTradesConsidered(userId, window) {
      counter.reads++;
      if (counter.failNext) {
        counter.failNext = false;
        throw new Error('lecture interrompue');
      }
      return repository.readTradesConsidered(userId, window);
    },
  };
  const cache = createDashboardCache(limits);
  const service = createDashboardService({ repository: counted, cache, defaultTimeZone: 'UTC' });
  return { service, cache, counter };
}

/** The caller as the auth guard describes it: its id and the stamp of its trades read now. */
async function callerNow(userId: number) {
  const [row] = await t.db.select({ stamp: users.tradesVersion }).from(users).where(eq(users.id, userId));
  return { id: userId, tradesVersion: row?.stamp ?? -1 };
}

const parsed = (body: Buffer) => JSON.parse(body.toString()) as Dashboard;

async function arrangeClosedTrade(username: string) {
  const user = await t.createUser(username);
  const { api, account } = await arrangeSetup(t, user);
  const trade = await api.createTrade(longTrade(account.id));
  await api.close(trade.id, { close_price: '51000' }); // +1 R
  return { user, trade };
}

describe('the dashboard service and its cache', () => {
  it('reads the trades once for repeated calls under one stamp, and again once the stamp moves', async () => {
    const { user, trade } = await arrangeClosedTrade('cache-lectures');
    const { service, counter } = countingService();
    const caller = await callerNow(user.id);
    const first = await service.readDashboardJson(caller, ALL_TIME);
    const second = await service.readDashboardJson(caller, ALL_TIME);
    expect(second).toBe(first);
    expect(counter.reads).toBe(1);
    await service.readDashboardJson(caller, { ...ALL_TIME, group: 'week' });
    expect(counter.reads).toBe(2);

    await t.db.update(trades).set({ realizedRr: 3 }).where(eq(trades.id, trade.id));
    const after = await service.readDashboardJson(await callerNow(user.id), ALL_TIME);
    expect(counter.reads).toBe(3);
    expect(parsed(after).expectancy).toBe(3);
  });

  it('never serves an old answer under a new stamp when a write lands between the stamp and the trades', async () => {
    const { user, trade } = await arrangeClosedTrade('cache-course');
    const { service, counter } = countingService();
    const stampedBefore = await callerNow(user.id);
    // Committed after the guard read the stamp, before the service reads the trades.
    await t.db.update(trades).set({ realizedRr: -2 }).where(eq(trades.id, trade.id));
    const raced = parsed(await service.readDashboardJson(stampedBefore, ALL_TIME));
    expect(raced.expectancy).toBe(-2); // newer than its stamp: harmless
    const stampedAfter = await callerNow(user.id);
    expect(stampedAfter.tradesVersion).toBeGreaterThan(stampedBefore.tradesVersion);
    expect(parsed(await service.readDashboardJson(stampedAfter, ALL_TIME)).expectancy).toBe(-2);
    expect(counter.reads).toBe(2);
  });

  it('shares one read between callers asking the same thing at once, and keeps no failed read', async () => {
    const { user } = await arrangeClosedTrade('cache-ensemble');
    const { service, counter } = countingService();
    const caller = await callerNow(user.id);
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () => service.readDashboardJson(caller, ALL_TIME)),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(counter.reads).toBe(1);

    counter.failNext = true;
    const weekly = { ...ALL_TIME, group: 'week' } as const;
    await expect(service.readDashboardJson(caller, weekly)).rejects.toThrow('lecture interrompue');
    expect(parsed(await service.readDashboardJson(caller, weekly)).total_trades).toBe(1);
    expect(counter.reads).toBe(3);
  });

  it('keeps within its bound: the least recently asked answers are read again', async () => {
    const { user } = await arrangeClosedTrade('cache-borne');
    const { service, cache, counter } = countingService({ maxEntries: 3, maxBytes: 10_000_000 });
    const caller = await callerNow(user.id);
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
    for (const tz of zones) await service.readDashboardJson(caller, { ...ALL_TIME, tz });
    expect(cache.usage().entries).toBe(3);
    expect(counter.reads).toBe(5);
    await service.readDashboardJson(caller, { ...ALL_TIME, tz: 'Australia/Sydney' });
    expect(counter.reads).toBe(5);
    await service.readDashboardJson(caller, { ...ALL_TIME, tz: 'UTC' });
    expect(counter.reads).toBe(6);
    expect(cache.usage().entries).toBe(3);
  });
});
