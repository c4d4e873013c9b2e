import type { Fill } from '@carnet/domain';

/**
 * Fills in the order of their ids, numerically when they are numbers (platforms number fills as they happen):
 * the FIFO rebuild keeps this order among fills of the same second, so an opening is never taken for a close.
 */
export function byFillId(fills: Iterable<Fill>): Fill[] {
  return [...fills].sort((a, b) => compareIds(a.id, b.id));
}

function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
