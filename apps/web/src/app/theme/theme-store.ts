import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from '../../lib/storage.ts';

export type Theme = 'dark' | 'light';

export const THEME_LABELS: Record<Theme, string> = { dark: 'Sombre (trading)', light: 'Clair' };

/** docs/ui.md: the dark theme is the default; anything unknown in storage counts as dark. */
export function readTheme(): Theme {
  return readStorage(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: Theme): void {
  writeStorage(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

function subscribeTheme(onChange: () => void): () => void {
  return subscribeStorage((key) => {
    if (key !== STORAGE_KEYS.theme) return;
    applyTheme(readTheme());
    onChange();
  });
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, readTheme, () => 'dark');
}
