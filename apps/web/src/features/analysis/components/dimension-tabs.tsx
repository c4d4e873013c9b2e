import { ANALYSIS_DIMENSION_LABELS, ANALYSIS_DIMENSIONS, type AnalysisDimension } from '@carnet/contract';
import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

type DimensionTabsProps = {
  value: AnalysisDimension;
  onChange: (dimension: AnalysisDimension) => void;
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
 * One tab per dimension of docs/rules/statistics.md (WAI-ARIA tabs, automatic activation): Tab enters the chosen tab, the
 * arrows, Home and End move and choose, Tab again goes into the panel. The row scrolls sideways on a phone.
 */
export function DimensionTabs({ value, onChange, children }: DimensionTabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<AnalysisDimension, HTMLButtonElement>());
  const tabId = (dimension: AnalysisDimension) => `${baseId}-tab-${dimension}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = nextIndex(event.key, ANALYSIS_DIMENSIONS.indexOf(value), ANALYSIS_DIMENSIONS.length);
    const next = index === null ? undefined : ANALYSIS_DIMENSIONS[index];
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="Analyser par"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-border px-2 pt-2 lg:flex-wrap"
      >
        {ANALYSIS_DIMENSIONS.map((dimension) => {
          const isSelected = dimension === value;
          return (
            <button
              key={dimension}
              ref={(element) => {
                if (element === null) tabs.current.delete(dimension);
                else tabs.current.set(dimension, element);
              }}
              type="button"
              role="tab"
              id={tabId(dimension)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(dimension)}
              className={clsx(
                '-mb-px shrink-0 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                isSelected
                  ? 'border-accent text-fg'
                  : 'border-transparent text-fg-muted hover:bg-surface-2 hover:text-fg',
              )}
            >
              {ANALYSIS_DIMENSION_LABELS[dimension]}
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
