import type { TagUsage, TradePage } from '@carnet/contract';
import { TAG_MESSAGES } from '@carnet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { type Api, arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

let api: Api;
let other: Api;
let accountId: number;

beforeAll(async () => {
  const setup = await arrangeSetup(t, await t.createUser('tags-owner'));
  api = setup.api;
  accountId = setup.account.id;
  const stranger = await arrangeSetup(t, await t.createUser('tags-stranger'));
  other = stranger.api;
  await other.createTrade(longTrade(stranger.account.id, { tags: ['Secret', 'FOMO'] }));
});

const tagsOf = (who: Api) => who.ok<TagUsage[]>(200, 'GET', '/api/v1/tags/');

describe('tags on trades', () => {
  it('creates with tags normalised, keeps them on a PUT without tags, replaces them on a PUT with tags', async () => {
    const created = await api.createTrade(
      longTrade(accountId, { tags: [' FOMO ', 'Plan respecté', 'fomo'] }),
    );
    expect(created.tags).toEqual(['FOMO', 'Plan respecté']);

    const body = longTrade(accountId, { setup_reason: 'Relu' });
    const kept = await api.ok<typeof created>(200, 'PUT', `/api/v1/trades/${created.id}/`, body);
    expect(kept.tags).toEqual(['FOMO', 'Plan respecté']);

    const replaced = await api.ok<typeof created>(200, 'PUT', `/api/v1/trades/${created.id}/`, {
      ...body,
      tags: ['Revenge'],
    });
    expect(replaced.tags).toEqual(['Revenge']);
    expect((await api.trade(created.id)).tags).toEqual(['Revenge']);
    await api.remove(`/api/v1/trades/${created.id}/`);
  });

  it('a trade created without tags has none', async () => {
    const plain = await api.createTrade(longTrade(accountId));
    expect(plain.tags).toEqual([]);
    await api.remove(`/api/v1/trades/${plain.id}/`);
  });

  it('refuses 21 tags and a 41-character tag in French, on POST and PUT', async () => {
    const many = Array.from({ length: 21 }, (_, index) => `tag ${index}`);
    const tooMany = await api.call('POST', '/api/v1/trades/', longTrade(accountId, { tags: many }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ tags: [TAG_MESSAGES.tooMany] });

    const trade = await api.createTrade(longTrade(accountId));
    const tooLong = await api.call(
      'PUT',
      `/api/v1/trades/${trade.id}/`,
      longTrade(accountId, { tags: ['x'.repeat(41)] }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain(TAG_MESSAGES.tooLong);
    await api.remove(`/api/v1/trades/${trade.id}/`);
  });

  it('lists tags in the page, filters by tag case-insensitively, and the links keep the tag', async () => {
    for (let index = 0; index < 12; index++) {
      const tags = index % 2 === 0 ? ['FOMO'] : ['Revenge', 'Plan respecté'];
      await api.createTrade(longTrade(accountId, { tags }));
    }
    const first = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/?tag=fomo');
    expect(first.count).toBe(6);
    expect(first.results.every((trade) => trade.tags.includes('FOMO'))).toBe(true);
    expect(first.next).toBeNull();

    const revenge = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/?tag=REVENGE');
    expect(revenge.count).toBe(6);
    expect(revenge.results[0]?.tags).toEqual(['Revenge', 'Plan respecté']);

    const all = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/?tag=Plan%20respect%C3%A9');
    expect(all.count).toBe(6);
    const none = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/?tag=Secret');
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });

    for (let index = 0; index < 6; index++) await api.createTrade(longTrade(accountId, { tags: ['fomo'] }));
    const paged = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/?tag=FOMO');
    expect(paged.count).toBe(12);
    expect(paged.next).toBe('/api/v1/trades/?tag=FOMO&page=2');
    const second = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/?tag=FOMO&page=2');
    expect(second.results).toHaveLength(2);
    expect(second.previous).toBe('/api/v1/trades/?tag=FOMO');
  });

  it('GET /api/v1/tags/ counts the caller’s trades per tag, most used first, never another user’s', async () => {
    // « fomo » (6 later trades) is counted with « FOMO », spelled as the oldest trade spells it.
    const mine = await tagsOf(api);
    expect(mine).toEqual([
      { name: 'FOMO', trades: 12 },
      { name: 'Plan respecté', trades: 6 },
      { name: 'Revenge', trades: 6 },
    ]);
    expect(await tagsOf(other)).toEqual([
      { name: 'FOMO', trades: 1 },
      { name: 'Secret', trades: 1 },
    ]);
  });
});
