import type { TradePage } from '@carnet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { type Api, arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

/** 1 October 2026 + `day` days, 10:05 UTC. */
const entryOn = (day: number) =>
  new Date(Date.UTC(2026, 9, 1 + day, 10, 5)).toISOString().replace('.000Z', 'Z');

let api: Api;
let ids: number[];

beforeAll(async () => {
  const user = await t.createUser('list-owner');
  const setup = await arrangeSetup(t, user);
  api = setup.api;
  ids = [];
  // 23 trades, one a day from 1 October; the 6th is a draft.
  for (let day = 0; day < 23; day++) {
    const created = await api.createTrade(
      longTrade(setup.account.id, { entry_date: entryOn(day), is_draft: day === 5 }),
    );
    ids.push(created.id);
  }
});

const page = (query: string) => api.ok<TradePage>(200, 'GET', `/api/v1/trades/${query}`);

describe('GET /api/v1/trades/', () => {
  it('pages by 10, newest entry first, with DRF links made relative', async () => {
    const first = await page('');
    expect(first.count).toBe(23);
    expect(first.results.map((trade) => trade.id)).toEqual(ids.slice(13).reverse());
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/v1/trades/?page=2');

    const second = await page('?page=2');
    expect(second.results.map((trade) => trade.id)).toEqual(ids.slice(3, 13).reverse());
    expect(second.previous).toBe('/api/v1/trades/');
    expect(second.next).toBe('/api/v1/trades/?page=3');

    const last = await page('?page=3');
    expect(last.results.map((trade) => trade.id)).toEqual(ids.slice(0, 3).reverse());
    expect(last.next).toBeNull();
  });

  it('answers 404 past the last page and 400 on a page that is not a positive integer', async () => {
    const past = await api.call('GET', '/api/v1/trades/?page=4');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Introuvable.' });
    expect((await api.call('GET', '/api/v1/trades/?page=0')).statusCode).toBe(400);
    expect((await api.call('GET', '/api/v1/trades/?page=abc')).statusCode).toBe(400);
  });

  it('includes drafts, flagged, and list rows carry take profits but no checklist or gallery', async () => {
    const second = await page('?page=2');
    const draft = second.results.find((trade) => trade.id === ids[5]);
    expect(draft?.is_draft).toBe(true);
    expect(second.results.filter((trade) => trade.is_draft)).toHaveLength(1);
    expect(draft?.take_profits).toEqual([
      { id: expect.any(Number), price: '51000', quantity_to_sell: '1', is_hit: false },
    ]);
    expect(draft).not.toHaveProperty('confirmations');
    expect(draft).not.toHaveProperty('screenshots');
  });

  it('filters on entry dates: whole days for dates, instants for datetimes, links keep the filter', async () => {
    const days = await page('?entry_date__gte=2026-10-05&entry_date__lte=2026-10-07');
    expect(days.results.map((trade) => trade.entry_date)).toEqual([entryOn(6), entryOn(5), entryOn(4)]);
    expect(days.count).toBe(3);

    const instants = await page('?entry_date__gte=2026-10-05T10:05:00Z&entry_date__lte=2026-10-07T10:04:59Z');
    expect(instants.results.map((trade) => trade.id)).toEqual([ids[5], ids[4]]);

    const offset = await page('?entry_date__lte=2026-10-02T12:05:00%2B02:00');
    expect(offset.results.map((trade) => trade.id)).toEqual([ids[1], ids[0]]);

    const sinceTen = await page('?entry_date__gte=2026-10-10');
    expect(sinceTen.count).toBe(14);
    expect(sinceTen.next).toBe('/api/v1/trades/?entry_date__gte=2026-10-10&page=2');
    const tail = await page('?entry_date__gte=2026-10-10&page=2');
    expect(tail.results).toHaveLength(4);

    const none = await page('?entry_date__gte=2027-01-01');
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('refuses a filter that is neither a date nor a datetime', async () => {
    const response = await api.call('GET', '/api/v1/trades/?entry_date__gte=hier');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      entry_date__gte: ['Date invalide (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM:SSZ).'],
    });
    const beyond = await api.call('GET', '/api/v1/trades/?entry_date__lte=2300-01-01');
    expect(beyond.json()).toEqual({ entry_date__lte: ['Date hors limites.'] });
  });

  it('orders trades entered at the same instant by id, newest first', async () => {
    const user = await t.createUser('list-ties');
    const setup = await arrangeSetup(t, user);
    const a = await setup.api.createTrade(longTrade(setup.account.id));
    const b = await setup.api.createTrade(longTrade(setup.account.id));
    const listed = await setup.api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
    expect(listed.results.map((trade) => trade.id)).toEqual([b.id, a.id]);
  });
});
