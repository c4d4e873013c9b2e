// Hand computation, Europe/Paris (UTC+1 in winter, UTC+2 from 29 March 2026 01:00 UTC, UTC+1 again from
// 25 October 2026 01:00 UTC). Each trade: R, entry → close in UTC, then in Paris:
//   t1 +1    2026-10-31 22:30 → 23:30   Paris Sat 31 Oct 23:30 → Sun 1 Nov 00:30 (close on 1 Nov)
//   t2 −1    2026-03-29 01:15 → 01:30   Paris Sun 03:15 → 03:30 (just after the jump: UTC+2)
//   t3 +2    2026-03-28 22:00 → 23:30   Paris Sat 23:00 → Sun 29 Mar 00:30 (still UTC+1)
//   t4 +0.5  2026-03-29 21:00 → 22:30   Paris Sun 23:00 → Mon 30 Mar 00:30 (UTC+2)
//   t5 −0.5  2026-03-29 20:00 → 21:30   Paris Sun 22:00 → Sun 23:30
// Calendar March 2026 in Paris: 29th t2, t3, t5 → 3 trades, 1 win, 2 losses, R 0.5, net 50; 30th t4 → R 0.5.
//   In UTC instead: 28th t3 (R 2); 29th t2, t4, t5 (R −1).
//   Weeks (Monday starts): 23 Feb, 2, 9, 16, 23 Mar (t2, t3, t5: R 0.5), 30 Mar (t4: R 0.5). Totals 4 trades, R 1.
// Calendar November 2026 in Paris: t1 on the 1st; in UTC t1 is in October.
// Heat map in Paris (entry weekday × hour): Sat 23 h t1 + t3 → 2 trades, R 3, expectancy 1.5; Sun 3 h t2 (−1);
//   Sun 22 h t5 (−0.5); Sun 23 h t4 (+0.5).
import type { Calendar, Heatmap } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { closeJournal } from '../../../test/support/analysis-test-support.ts';
import { arrangeSetup } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const JOURNAL = [
  { r: 1, entry: '2026-10-31T22:30:00Z', close: '2026-10-31T23:30:00Z' },
  { r: -1, entry: '2026-03-29T01:15:00Z', close: '2026-03-29T01:30:00Z' },
  { r: 2, entry: '2026-03-28T22:00:00Z', close: '2026-03-28T23:30:00Z' },
  { r: 0.5, entry: '2026-03-29T21:00:00Z', close: '2026-03-29T22:30:00Z' },
  { r: -0.5, entry: '2026-03-29T20:00:00Z', close: '2026-03-29T21:30:00Z' },
];

describe('GET /api/v1/trades/calendar/ and heatmap/ — days and hours of the zone', () => {
  it('puts each close on its Paris day across both DST changes, and on its UTC day in UTC', async () => {
    const user = await t.createUser('calendar-paris');
    const { api, account } = await arrangeSetup(t, user);
    await closeJournal(t, api, account.id, JOURNAL);
    const usd = account.currency;

    const march = await api.ok<Calendar>(
      200,
      'GET',
      '/api/v1/trades/calendar/?month=2026-03&tz=Europe/Paris',
    );
    expect(march.month).toBe('2026-03');
    expect(march.days).toHaveLength(31);
    const active = march.days.filter((day) => day.trades > 0);
    expect(active).toEqual([
      {
        date: '2026-03-29',
        trades: 3,
        wins: 1,
        losses: 2,
        breakevens: 0,
        total_r: 0.5,
        net_pnl: { [usd]: '50' },
      },
      {
        date: '2026-03-30',
        trades: 1,
        wins: 1,
        losses: 0,
        breakevens: 0,
        total_r: 0.5,
        net_pnl: { [usd]: '50' },
      },
    ]);
    expect(march.days[0]).toEqual({
      date: '2026-03-01',
      trades: 0,
      wins: 0,
      losses: 0,
      breakevens: 0,
      total_r: 0,
      net_pnl: {},
    });
    expect(march.weeks.map((week) => [week.week_start, week.trades, week.total_r])).toEqual([
      ['2026-02-23', 0, 0],
      ['2026-03-02', 0, 0],
      ['2026-03-09', 0, 0],
      ['2026-03-16', 0, 0],
      ['2026-03-23', 3, 0.5],
      ['2026-03-30', 1, 0.5],
    ]);
    expect(march.totals).toEqual({
      trades: 4,
      wins: 2,
      losses: 2,
      breakevens: 0,
      total_r: 1,
      net_pnl: { [usd]: '100' },
      skipped_unknown_r: 0,
    });

    const utc = await api.ok<Calendar>(200, 'GET', '/api/v1/trades/calendar/?month=2026-03&tz=UTC');
    expect(
      utc.days.filter((day) => day.trades > 0).map((day) => [day.date, day.trades, day.total_r]),
    ).toEqual([
      ['2026-03-28', 1, 2],
      ['2026-03-29', 3, -1],
    ]);

    const november = await api.ok<Calendar>(
      200,
      'GET',
      '/api/v1/trades/calendar/?month=2026-11&tz=Europe/Paris',
    );
    expect(november.days[0]).toMatchObject({ date: '2026-11-01', trades: 1, wins: 1, total_r: 1 });
    const octoberUtc = await api.ok<Calendar>(200, 'GET', '/api/v1/trades/calendar/?month=2026-10&tz=UTC');
    expect(octoberUtc.days.at(-1)).toMatchObject({ date: '2026-10-31', trades: 1 });
    const novemberUtc = await api.ok<Calendar>(200, 'GET', '/api/v1/trades/calendar/?month=2026-11&tz=UTC');
    expect(novemberUtc.totals.trades).toBe(0);
  });

  it('maps entries to weekday × hour in the zone, DST-exact', async () => {
    const user = await t.createUser('heatmap-paris');
    const { api, account } = await arrangeSetup(t, user);
    await closeJournal(t, api, account.id, JOURNAL);
    const heatmap = await api.ok<Heatmap>(200, 'GET', '/api/v1/trades/heatmap/?tz=Europe/Paris');
    expect(heatmap).toEqual({
      cells: [
        { weekday: 6, hour: 23, trades: 2, expectancy: 1.5, total_r: 3 },
        { weekday: 7, hour: 3, trades: 1, expectancy: -1, total_r: -1 },
        { weekday: 7, hour: 22, trades: 1, expectancy: -0.5, total_r: -0.5 },
        { weekday: 7, hour: 23, trades: 1, expectancy: 0.5, total_r: 0.5 },
      ],
      skipped_unknown_r: 0,
    });
    // The same trades by Paris entry weekday through the analysis: Saturday and Sunday.
    const weekdays = await api.ok<{ groups: { key: string; label: string; trades: number }[] }>(
      200,
      'GET',
      '/api/v1/trades/analysis/?dimension=weekday&tz=Europe/Paris',
    );
    expect(weekdays.groups.map((group) => [group.key, group.label, group.trades])).toEqual([
      ['6', 'Samedi', 2],
      ['7', 'Dimanche', 3],
    ]);
    // None of these trades has a tag: one group « Sans tag », the whole scope.
    const tags = await api.ok<{ groups: { key: string; label: string; trades: number }[] }>(
      200,
      'GET',
      '/api/v1/trades/analysis/?dimension=tag',
    );
    expect(tags.groups.map((group) => [group.key, group.label, group.trades])).toEqual([
      ['NONE', 'Sans tag', 5],
    ]);
  });
});
