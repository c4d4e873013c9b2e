import type { Dashboard } from '@carnet/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { type Api, apiOf, arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { trades } from '../../db/schema/index.ts';

const t = useTestApp();

let owner: Api;
let stranger: TestUser;

/** Entries around midnight in Paris (UTC+1 in November) on 16 November 2026, each closed at its entry instant. */
const ENTRIES = {
  parisSundayLate: '2026-11-15T22:59:00Z', // Paris Sunday 15, 23:59
  parisMondayStart: '2026-11-15T23:00:00Z', // Paris Monday 16, 00:00
  parisMondayLate: '2026-11-16T22:59:00Z', // Paris Monday 16, 23:59
  parisTuesdayStart: '2026-11-16T23:00:00Z', // Paris Tuesday 17, 00:00
  monthEnd: '2026-11-30T23:00:00Z', // 30 November in UTC, 1 December 00:00 in Paris
} as const;
const ENTERED_BEFORE_ALL = '2026-11-01T10:00:00Z';

beforeAll(async () => {
  const user = await t.createUser('dashboard-range');
  const setup = await arrangeSetup(t, user);
  owner = setup.api;
  for (const entry of Object.values(ENTRIES)) {
    // A close may not precede its entry nor lie in the future (docs/rules/trades.md), and some entries are still ahead of
    // the clock: enter and close in the past, then move both dates to the entry so grouping has fixed days.
    const trade = await owner.createTrade(longTrade(setup.account.id, { entry_date: ENTERED_BEFORE_ALL }));
    await owner.close(trade.id, { close_price: '51000' });
    await t.db
      .update(trades)
      .set({ entryDate: new Date(entry), closeDate: new Date(entry) })
      .where(eq(trades.id, trade.id));
  }
  // Another trader with trades on the same days: never in the owner's figures.
  stranger = await t.createUser('dashboard-stranger');
  const other = await arrangeSetup(t, stranger);
  for (const _entry of Object.values(ENTRIES)) {
    const trade = await other.api.createTrade(
      longTrade(other.account.id, { entry_date: ENTERED_BEFORE_ALL }),
    );
    await other.api.close(trade.id, { close_price: '48500' });
  }
});

const dashboard = (query: string) => owner.ok<Dashboard>(200, 'GET', `/api/v1/trades/dashboard/?${query}`);

describe('GET /api/v1/trades/dashboard/ — range, zone and owner', () => {
  it('reads from and to as whole days in tz, both included', async () => {
    const paris = await dashboard('from=2026-11-16&to=2026-11-16&tz=Europe/Paris&group=day');
    expect(paris.total_trades).toBe(2);
    expect(paris.grouped).toEqual([{ period: '2026-11-16', wins: 2, losses: 0, breakevens: 0 }]);

    const utc = await dashboard('from=2026-11-16&to=2026-11-16&tz=UTC&group=day');
    expect(utc.total_trades).toBe(2);
    expect(utc.grouped).toEqual([{ period: '2026-11-16', wins: 2, losses: 0, breakevens: 0 }]);

    // Monday 16 to Tuesday 17: [15 Nov 15:00Z, 17 Nov 15:00Z) in Tokyo, [15 Nov 23:00Z, 17 Nov 23:00Z) in Paris.
    const twoDays = 'from=2026-11-16&to=2026-11-17&tz=';
    expect((await dashboard(`${twoDays}Asia/Tokyo`)).total_trades).toBe(4);
    expect((await dashboard(`${twoDays}Europe/Paris`)).total_trades).toBe(3);
    expect((await dashboard(`${twoDays}UTC`)).total_trades).toBe(2);
    // Without tz, the server's zone.
    const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await dashboard('from=2026-11-16&to=2026-11-17')).toEqual(
      await dashboard(`${twoDays}${serverZone}`),
    );
  });

  it('takes an open bound when from or to is missing, and all time without either', async () => {
    expect((await dashboard('from=2026-11-17&tz=Europe/Paris')).total_trades).toBe(2);
    expect((await dashboard('to=2026-11-15&tz=Europe/Paris')).total_trades).toBe(1);
    const allTime = await dashboard('');
    expect(allTime.total_trades).toBe(5);
    expect(allTime.equity_curve).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('groups close dates by day, ISO week and month of the zone', async () => {
    const months = await dashboard('group=month&tz=Europe/Paris');
    expect(months.grouped).toEqual([
      { period: '2026-11-01', wins: 4, losses: 0, breakevens: 0 },
      { period: '2026-12-01', wins: 1, losses: 0, breakevens: 0 },
    ]);
    const utcMonths = await dashboard('group=month&tz=UTC');
    expect(utcMonths.grouped).toEqual([{ period: '2026-11-01', wins: 5, losses: 0, breakevens: 0 }]);
    // Sunday 15 23:59 Paris is the week of Monday 9; Monday 16 and Tuesday 17 start the week of the 16th.
    const weeks = await dashboard('group=week&tz=Europe/Paris&to=2026-11-20');
    expect(weeks.grouped).toEqual([
      { period: '2026-11-09', wins: 1, losses: 0, breakevens: 0 },
      { period: '2026-11-16', wins: 3, losses: 0, breakevens: 0 },
    ]);
  });

  it("never counts another user's trades", async () => {
    const theirs = await apiOf(t, stranger).ok<Dashboard>(200, 'GET', '/api/v1/trades/dashboard/');
    expect(theirs.total_trades).toBe(5);
    expect(theirs.win_rate).toBe(0);
    expect(theirs.equity_curve.at(-1)).toBe(-7.5);
    const mine = await dashboard('');
    expect(mine.win_rate).toBe(100);
  });

  it('names the field of a bad parameter in a 400', async () => {
    const cases: [string, string][] = [
      ['group=year', 'group'],
      ['from=2026-11-20&to=2026-11-01', 'from'],
      ['from=2026-13-01', 'from'],
      ['to=20-11-2026', 'to'],
      ['tz=Mars/Olympus', 'tz'],
    ];
    for (const [query, field] of cases) {
      const response = await owner.call('GET', `/api/v1/trades/dashboard/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual([field]);
    }
  });
});
