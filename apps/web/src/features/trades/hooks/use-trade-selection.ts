import { useState } from 'react';

/** The trades ticked on the list's page (docs/ui.md#bulk-actions). */
export type TradeSelection = {
  ids: number[];
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** All of the page's trades, or none when they all are already. */
  toggleAll: () => void;
  allSelected: boolean;
  someSelected: boolean;
  clear: () => void;
};

const NONE: ReadonlySet<number> = new Set();

/**
 * The selection of one page of the list: `pageKey` names the page (its query); another page, filter or sort
 * starts with nothing ticked, and a trade gone from the page (deleted) leaves the selection.
 */
export function useTradeSelection(pageIds: readonly number[], pageKey: string): TradeSelection {
  const [state, setState] = useState<{ key: string; chosen: ReadonlySet<number> }>({
    key: pageKey,
    chosen: NONE,
  });
  const chosen = state.key === pageKey ? state.chosen : NONE;
  const ids = pageIds.filter((id) => chosen.has(id));
  const allSelected = pageIds.length > 0 && ids.length === pageIds.length;
  const choose = (next: ReadonlySet<number>) => setState({ key: pageKey, chosen: next });
  return {
    ids,
    isSelected: (id) => chosen.has(id),
    toggle: (id) => {
      const next = new Set(chosen);
      if (!next.delete(id)) next.add(id);
      choose(next);
    },
    toggleAll: () => choose(allSelected ? NONE : new Set(pageIds)),
    allSelected,
    someSelected: ids.length > 0 && !allSelected,
    clear: () => choose(NONE),
  };
}
