import { JOURNAL_MESSAGES, type JournalDay, type JournalDaySummary } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  arrangeSetup,
  longTrade,
  PREFERRED_ENTRY,
  SECONDARY_ENTRY,
} from '../../../test/support/trades-test-support.ts';

const t = useTestApp();
const DAY = '/api/v1/journal/days/2026-11-16/?tz=UTC';

describe('a journal day (docs/rules/journal.md)', () => {
  it('locks the plan at the first trade, refuses a change, takes addenda, counts and flags the rules', async () => {
    const { api, account } = await arrangeSetup(t, await t.createUser('journal-lock'));
    const empty = await api.ok<JournalDay>(200, 'GET', DAY);
    expect(empty).toMatchObject({ date: '2026-11-16', timezone: 'UTC', trades: [], rule_breaks: [] });
    expect(empty.plan).toMatchObject({ text: '', recorded_at: null, locked_at: null, is_retroactive: false });

    const written = await api.ok<JournalDay>(200, 'PUT', DAY, {
      plan: {
        text: '<p onclick="x()">Acheter le retest<script>alert(1)</script></p>',
        bias: 'LONG',
        levels: ' 50 000 / 49 000 ',
        max_trades: 1,
        max_loss_r: 1.5,
      },
    });
    expect(written.plan).toMatchObject({
      text: '<p>Acheter le retest</p>',
      bias: 'LONG',
      levels: '50 000 / 49 000',
      max_trades: 1,
      max_loss_r: 1.5,
      locked_at: null,
      is_retroactive: false,
    });
    expect(written.plan.recorded_at).not.toBeNull();
    // Still open: the plan changes freely before the first entry.
    await api.ok(200, 'PUT', DAY, { plan: { max_loss_r: 1.5 } });

    // Both trades risk 1 % of 10 000 = 100 (created before either closes): −1 R and −1.5 R, −100 and −150.
    const first = await api.createTrade(longTrade(account.id));
    const second = await api.createTrade(longTrade(account.id, { entry_date: SECONDARY_ENTRY }));
    await api.close(first.id, { close_price: '49000', close_date: '2026-11-16T11:00:00Z' });
    await api.close(second.id, { close_price: '48500', close_date: '2026-11-16T15:00:00Z' });

    const refused = await api.call('PUT', DAY, { plan: { text: '<p>Autre plan</p>' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ plan: [JOURNAL_MESSAGES.planLocked] });
    expect((await api.call('PUT', DAY, { plan: { bias: null } })).statusCode).toBe(400);

    const day = await api.ok<JournalDay>(200, 'PUT', DAY, {
      plan: { addendum: 'Cassure de 49 000 : je m’arrête.' },
      state: { mood: 2, energy: 3, stress: 4, sleep_hours: 5.5 },
      review: {
        text: '<p>Revenge</p>',
        plan_followed: 'NO',
        lessons: 'Stop',
        mistakes: ['Revenge', 'revenge'],
      },
    });
    expect(day.plan.locked_at).toBe(first.created_at);
    expect(day.plan.text).toBe('<p>Acheter le retest</p>');
    expect(day.plan.addenda).toEqual([{ at: expect.any(String), text: 'Cassure de 49 000 : je m’arrête.' }]);
    expect(day.state).toEqual({ mood: 2, energy: 3, stress: 4, sleep_hours: 5.5 });
    expect(day.review).toEqual({
      text: '<p>Revenge</p>',
      plan_followed: 'NO',
      lessons: 'Stop',
      mistakes: ['Revenge'],
    });
    expect(day.trades.map((trade) => trade.id)).toEqual([first.id, second.id]);
    expect(day.stats).toEqual({
      trades: 2,
      wins: 0,
      losses: 2,
      breakevens: 0,
      total_r: -2.5,
      net_pnl: { [account.currency]: '-250' },
    });
    expect(day.rule_breaks).toEqual([
      { rule: 'MAX_TRADES', limit: 1, actual: 2, trade: second.id },
      { rule: 'MAX_LOSS_R', limit: 1.5, actual: -2.5, trade: second.id },
    ]);
  });

  it('flags a plan written after the first entry, locked by « Verrouiller le plan »', async () => {
    const { api, account } = await arrangeSetup(t, await t.createUser('journal-retro'));
    await api.createTrade(longTrade(account.id, { entry_date: '2026-11-17T09:00:00Z' }));
    const url = '/api/v1/journal/days/2026-11-17/?tz=UTC';
    const late = await api.ok<JournalDay>(200, 'PUT', url, { plan: { text: '<p>Après coup</p>' } });
    expect(late.plan).toMatchObject({ is_retroactive: true, locked_at: null });
    const locked = await api.ok<JournalDay>(200, 'PUT', url, { plan: { lock: true } });
    expect(locked.plan.locked_at).not.toBeNull();
    const refused = await api.call('PUT', url, { plan: { levels: '1' } });
    expect(refused.json()).toEqual({ plan: [JOURNAL_MESSAGES.planLocked] });
  });

  it('a trade belongs to the local day of its entry in the zone asked; the list sums each day', async () => {
    const { api, account } = await arrangeSetup(t, await t.createUser('journal-zone'));
    const late = await api.createTrade(longTrade(account.id, { entry_date: '2026-11-20T23:30:00Z' }));
    await api.createTrade(longTrade(account.id, { entry_date: PREFERRED_ENTRY }));
    const paris = await api.ok<JournalDay>(200, 'GET', '/api/v1/journal/days/2026-11-21/?tz=Europe/Paris');
    expect(paris.trades.map((trade) => trade.id)).toEqual([late.id]);
    const utc = await api.ok<JournalDay>(200, 'GET', '/api/v1/journal/days/2026-11-20/?tz=UTC');
    expect(utc.trades.map((trade) => trade.id)).toEqual([late.id]);
    await api.ok(200, 'PUT', '/api/v1/journal/days/2026-11-18/?tz=UTC', { state: { mood: 5 } });
    await api.ok(200, 'PUT', '/api/v1/journal/days/2026-11-19/?tz=UTC', { state: { mood: null } });
    const list = await api.ok<JournalDaySummary[]>(
      200,
      'GET',
      '/api/v1/journal/days/?from=2026-11-01&to=2026-11-30&tz=Europe/Paris',
    );
    expect(list).toEqual([
      { date: '2026-11-16', has_plan: false, has_review: false, mood: null, trades: 1, total_r: 0 },
      { date: '2026-11-18', has_plan: false, has_review: false, mood: 5, trades: 0, total_r: 0 },
      { date: '2026-11-21', has_plan: false, has_review: false, mood: null, trades: 1, total_r: 0 },
    ]);
  });

  it('each trader reads only their own days; bad fields are French 400s naming them', async () => {
    const alice = await arrangeSetup(t, await t.createUser('journal-alice'));
    await alice.api.createTrade(longTrade(alice.account.id));
    await alice.api.ok(200, 'PUT', DAY, { plan: { text: '<p>Secret</p>' }, state: { mood: 1 } });
    const bob = await arrangeSetup(t, await t.createUser('journal-bob'));
    const seen = await bob.api.ok<JournalDay>(200, 'GET', DAY);
    expect(seen.trades).toEqual([]);
    expect(seen.plan.text).toBe('');
    expect(seen.state.mood).toBeNull();
    const list = await bob.api.ok(200, 'GET', '/api/v1/journal/days/?from=2026-11-01&to=2026-11-30');
    expect(list).toEqual([]);

    const bad = await bob.api.call('PUT', DAY, {
      state: { mood: 6, sleep_hours: 7.2 },
      plan: { max_trades: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      plan: { max_trades: [JOURNAL_MESSAGES.maxTrades] },
      state: { mood: [JOURNAL_MESSAGES.scale], sleep_hours: [JOURNAL_MESSAGES.sleepHours] },
    });
    // A path that names no day is a 404, as a bad path id (docs/api.md).
    expect((await bob.api.call('GET', '/api/v1/journal/days/2026-02-30/')).statusCode).toBe(404);
  });
});
