import type { TradePage } from '@carnet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { type Api, arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

let api: Api;
let other: Api;

beforeAll(async () => {
  const setup = await arrangeSetup(t, await t.createUser('search-owner'));
  api = setup.api;
  const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:05:00Z`;
  for (let day = 1; day <= 12; day++) {
    await api.createTrade(longTrade(setup.account.id, { asset_name: 'EURUSD', entry_date: at(day) }));
  }
  await api.createTrade(longTrade(setup.account.id, { asset_name: 'BTCUSDT', tags: ['Revenge'] }));
  await api.createTrade(longTrade(setup.account.id, { asset_name: 'XAUUSD', tags: ['50%_off'] }));
  const stranger = await arrangeSetup(t, await t.createUser('search-stranger'));
  other = stranger.api;
  await other.createTrade(longTrade(stranger.account.id, { asset_name: 'EURJPY', tags: ['Revenge'] }));
});

const search = (who: Api, query: string) => who.ok<TradePage>(200, 'GET', `/api/v1/trades/search/?${query}`);

describe('GET /api/v1/trades/search/', () => {
  it('finds the caller’s trades by a part of the symbol, whatever the case, newest first, in pages of 10', async () => {
    const first = await search(api, 'q=eur');
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(first.results.every((trade) => trade.asset_name === 'EURUSD')).toBe(true);
    expect(first.results[0]?.entry_date).toBe('2026-11-12T10:05:00Z');
    expect(first.next).toBe('/api/v1/trades/search/?q=eur&page=2');
    const second = await search(api, 'q=eur&page=2');
    expect(second.results).toHaveLength(2);
    expect(second.previous).toBe('/api/v1/trades/search/?q=eur');
    expect((await api.call('GET', '/api/v1/trades/search/?q=eur&page=3')).statusCode).toBe(404);
  });

  it('finds by a tag, never another user’s trade', async () => {
    const byTag = await search(api, 'q=REVEN');
    expect(byTag.results.map((trade) => trade.asset_name)).toEqual(['BTCUSDT']);
    const theirs = await search(other, 'q=usd');
    expect(theirs.count).toBe(0);
    expect(theirs.results).toEqual([]);
    expect((await search(other, 'q=revenge')).results.map((trade) => trade.asset_name)).toEqual(['EURJPY']);
  });

  it('reads % and _ as plain characters', async () => {
    expect(
      (await search(api, `q=${encodeURIComponent('%_')}`)).results.map((trade) => trade.asset_name),
    ).toEqual(['XAUUSD']);
    expect((await search(api, `q=${encodeURIComponent('%')}`)).count).toBe(1);
  });

  it('refuses an empty text', async () => {
    expect((await api.call('GET', '/api/v1/trades/search/?q=%20')).statusCode).toBe(400);
    expect((await api.call('GET', '/api/v1/trades/search/')).statusCode).toBe(400);
  });
});
