/** docs/rules/trades.md#fields: the only local-storage keys the web app reads or writes. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  theme: 'theme',
  notifCount: 'notif_count',
  notifItems: 'notif_items',
  userName: 'user_name',
  userEmail: 'user_email',
  userAvatar: 'user_avatar',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

type StorageListener = (key: StorageKey | null) => void;

const listeners = new Set<StorageListener>();

// Private browsing or a full quota may make localStorage throw: reads then see nothing, writes are dropped.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep: the value lives only for this page.
  }
  for (const listener of listeners) listener(key);
}

/** Notifies of writes made in this tab and, through the `storage` event, in other tabs. */
export function subscribeStorage(listener: StorageListener): () => void {
  const onOtherTab = (event: StorageEvent) => listener(toStorageKey(event.key));
  listeners.add(listener);
  window.addEventListener('storage', onOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onOtherTab);
  };
}

function toStorageKey(key: string | null): StorageKey | null {
  return Object.values(STORAGE_KEYS).find((known) => known === key) ?? null;
}
