import { describe, expect, it, vi } from 'vitest';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from './storage.ts';

describe('local storage keys', () => {
  it('are exactly the keys of docs/rules/trades.md#fields', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'access_token',
        'refresh_token',
        'theme',
        'notif_count',
        'notif_items',
        'user_name',
        'user_email',
        'user_avatar',
      ].sort(),
    );
  });

  it('writes, removes and tells subscribers which key changed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    writeStorage(STORAGE_KEYS.theme, 'light');
    expect(readStorage(STORAGE_KEYS.theme)).toBe('light');
    writeStorage(STORAGE_KEYS.theme, null);
    expect(readStorage(STORAGE_KEYS.theme)).toBeNull();
    expect(listener).toHaveBeenCalledWith('theme');
    unsubscribe();
    writeStorage(STORAGE_KEYS.theme, 'dark');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
