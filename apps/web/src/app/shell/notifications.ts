import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, subscribeStorage } from '../../lib/storage.ts';

export type NotificationItem = { key: string; text: string; date: string | null };

const TEXT_FIELDS = ['title', 'message', 'text', 'label'] as const;

/**
 * docs/ui.md, docs/rules/trades.md#fields: the bell's items and count come from local storage (notif_items, notif_count). Items may be plain
 * strings or objects with a title/message/text/label and an optional date; anything unreadable is skipped.
 */
export function parseNotificationItems(raw: string | null): NotificationItem[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown, index) => {
    if (typeof item === 'string')
      return item.trim() === '' ? [] : [{ key: String(index), text: item, date: null }];
    if (typeof item !== 'object' || item === null) return [];
    const fields = new Map(Object.entries(item));
    const text = TEXT_FIELDS.map((name) => fields.get(name)).find((value) => typeof value === 'string');
    if (typeof text !== 'string' || text.trim() === '') return [];
    const date = fields.get('date') ?? fields.get('created_at');
    return [{ key: String(index), text, date: typeof date === 'string' ? date : null }];
  });
}

/** The stored count when it is a whole number, else the number of items. */
export function parseNotificationCount(raw: string | null, items: readonly NotificationItem[]): number {
  const count = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isInteger(count) && count >= 0 ? count : items.length;
}

const readItems = () => readStorage(STORAGE_KEYS.notifItems);
const readCount = () => readStorage(STORAGE_KEYS.notifCount);

function subscribeNotifications(onChange: () => void): () => void {
  return subscribeStorage((key) => {
    if (key === null || key === STORAGE_KEYS.notifItems || key === STORAGE_KEYS.notifCount) onChange();
  });
}

export function useNotifications(): { count: number; items: NotificationItem[] } {
  const rawItems = useSyncExternalStore(subscribeNotifications, readItems, () => null);
  const rawCount = useSyncExternalStore(subscribeNotifications, readCount, () => null);
  return useMemo(() => {
    const items = parseNotificationItems(rawItems);
    return { items, count: parseNotificationCount(rawCount, items) };
  }, [rawItems, rawCount]);
}
