import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

type PageTabsProps<Key extends string> = {
  label: string;
  tabs: readonly { key: Key; label: string }[];
  value: Key;
  onChange: (key: Key) => void;
  children: ReactNode;
};

/** The tab a key moves to: the arrows go round, Home and End jump to the ends; other keys move nothing. */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs of a page (WAI-ARIA tabs, automatic activation): Tab enters the chosen tab, the arrows, Home and End move
 * and choose, Tab again goes into the panel.
 */
export function PageTabs<Key extends string>({ label, tabs, value, onChange, children }: PageTabsProps<Key>) {
  const baseId = useId();
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = nextIndex(
      event.key,
      tabs.findIndex((tab) => tab.key === value),
      tabs.length,
    );
    const next = index === null ? undefined : tabs[index]?.key;
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-4 flex gap-1 border-b border-border"
      >
        {tabs.map((tab) => {
          const isSelected = tab.key === value;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element === null) buttons.current.delete(tab.key);
                else buttons.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={clsx(
                '-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                isSelected
                  ? 'border-accent text-fg'
                  : 'border-transparent text-fg-muted hover:bg-surface-2 hover:text-fg',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}
