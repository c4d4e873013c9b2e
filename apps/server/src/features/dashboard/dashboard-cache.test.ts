import { describe, expect, it } from 'vitest';
import { createDashboardCache } from './dashboard-cache.ts';

const body = (text: string) => Buffer.from(text);
const LARGE = { maxEntries: 100, maxBytes: 1_000_000 };

describe('the dashboard cache (bounded, least recently used out)', () => {
  it('answers a key only under the very stamp it was stored with', () => {
    const cache = createDashboardCache(LARGE);
    cache.set('a', 10, body('{"total_trades":1}'));
    expect(cache.get('a', 10)?.toString()).toBe('{"total_trades":1}');
    expect(cache.get('a', 11)).toBeUndefined();
    expect(cache.get('a', 9)).toBeUndefined();
    expect(cache.get('b', 10)).toBeUndefined();
  });

  it('keeps one answer per key: a newer stamp replaces it, an older one (a slow request) never does', () => {
    const cache = createDashboardCache(LARGE);
    cache.set('a', 10, body('ten'));
    cache.set('a', 12, body('twelve'));
    cache.set('a', 11, body('eleven'));
    expect(cache.usage()).toEqual({ entries: 1, bytes: 'twelve'.length });
    expect(cache.get('a', 12)?.toString()).toBe('twelve');
    expect(cache.get('a', 11)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the least recently used first', () => {
    const cache = createDashboardCache({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, body(key));
    expect(cache.get('a', 1)?.toString()).toBe('a'); // a is now the most recent; b the least
    cache.set('d', 1, body('d'));
    expect(cache.usage().entries).toBe(3);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 1)?.toString())).toEqual(['a', 'c', 'd']);
    for (let index = 0; index < 50; index++) cache.set(`k${index}`, 1, body('x'));
    expect(cache.usage()).toEqual({ entries: 3, bytes: 3 });
  });

  it('holds at most maxBytes, and never stores an answer larger than that alone', () => {
    const cache = createDashboardCache({ maxEntries: 100, maxBytes: 10 });
    cache.set('a', 1, body('aaaa'));
    cache.set('b', 1, body('bbbb'));
    cache.set('c', 1, body('cccc'));
    expect(cache.usage()).toEqual({ entries: 2, bytes: 8 });
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('huge', 1, body('h'.repeat(11)));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.usage()).toEqual({ entries: 2, bytes: 8 });
    // A replacement too large drops the older answer rather than keeping it.
    cache.set('b', 2, body('b'.repeat(11)));
    expect(cache.usage()).toEqual({ entries: 1, bytes: 4 });
    expect(cache.get('b', 1)).toBeUndefined();
  });
});
