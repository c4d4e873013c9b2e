import { describe, expect, it } from 'vitest';
import { parseNotificationCount, parseNotificationItems } from './notifications.ts';

describe('notifications from local storage (docs/rules/trades.md#fields notif_items, notif_count)', () => {
  it('reads strings and objects with a text and an optional date, skipping the rest', () => {
    const items = parseNotificationItems(
      JSON.stringify([
        'Objectif atteint',
        { title: 'Trade clôturé', date: '2026-11-20T14:05:00Z' },
        { x: 1 },
        3,
        '',
      ]),
    );
    expect(items.map(({ text, date }) => ({ text, date }))).toEqual([
      { text: 'Objectif atteint', date: null },
      { text: 'Trade clôturé', date: '2026-11-20T14:05:00Z' },
    ]);
  });

  it('survives missing or malformed values', () => {
    expect(parseNotificationItems(null)).toEqual([]);
    expect(parseNotificationItems('{pas du json')).toEqual([]);
    expect(parseNotificationItems('{"a":1}')).toEqual([]);
  });

  it('takes the stored count, or the number of items when the count is unusable', () => {
    const items = parseNotificationItems('["a","b"]');
    expect(parseNotificationCount('5', items)).toBe(5);
    expect(parseNotificationCount('0', items)).toBe(0);
    expect(parseNotificationCount(null, items)).toBe(2);
    expect(parseNotificationCount('-1', items)).toBe(2);
    expect(parseNotificationCount('deux', items)).toBe(2);
  });
});
