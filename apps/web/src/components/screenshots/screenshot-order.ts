import type { Screenshot } from './screenshot-types.ts';

/** Display order: by `order`, then by id so that equal orders stay stable. */
export function sortScreenshots<S extends Pick<Screenshot<string>, 'id' | 'order'>>(
  screenshots: readonly S[],
): S[] {
  return [...screenshots].sort((a, b) => a.order - b.order || a.id - b.id);
}

export type OrderChange = { id: number; order: number };

/**
 * docs/rules/trades.md: moving a screenshot up or down swaps it with its neighbour and sends the new order index — its
 * position in the list. Only screenshots whose order changes are patched: both neighbours of a swap in a
 * well-kept list; also any other one whose stored order had drifted from its position (after deletions), so
 * the list the server keeps is the list the trader sees.
 */
export function moveScreenshot<S extends Pick<Screenshot<string>, 'id' | 'order'>>(
  screenshots: readonly S[],
  index: number,
  offset: -1 | 1,
): { ordered: S[]; changes: OrderChange[] } {
  const ordered = sortScreenshots(screenshots);
  const target = index + offset;
  const moved = ordered[index];
  const neighbour = ordered[target];
  if (moved === undefined || neighbour === undefined) return { ordered, changes: [] };
  ordered[index] = neighbour;
  ordered[target] = moved;
  const changes = ordered.flatMap((screenshot, position) =>
    screenshot.order === position ? [] : [{ id: screenshot.id, order: position }],
  );
  return { ordered, changes };
}
