import { describe, expect, it } from 'vitest';
import { moveScreenshot, sortScreenshots } from './screenshot-order.ts';

const shot = (id: number, order: number) => ({ id, order });

describe('screenshot order (docs/rules/trades.md)', () => {
  it('shows screenshots by order, then by id', () => {
    expect(sortScreenshots([shot(3, 1), shot(2, 0), shot(1, 1)]).map(({ id }) => id)).toEqual([2, 1, 3]);
  });

  it('moving down swaps with the next one and sends both new order indexes', () => {
    const { ordered, changes } = moveScreenshot([shot(10, 0), shot(11, 1), shot(12, 2)], 0, 1);
    expect(ordered.map(({ id }) => id)).toEqual([11, 10, 12]);
    expect(changes).toEqual([
      { id: 11, order: 0 },
      { id: 10, order: 1 },
    ]);
  });

  it('moving up swaps with the previous one', () => {
    const { changes } = moveScreenshot([shot(10, 0), shot(11, 1), shot(12, 2)], 2, -1);
    expect(changes).toEqual([
      { id: 12, order: 1 },
      { id: 11, order: 2 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveScreenshot([shot(10, 0), shot(11, 1)], 0, -1).changes).toEqual([]);
    expect(moveScreenshot([shot(10, 0), shot(11, 1)], 1, 1).changes).toEqual([]);
  });

  it('re-numbers orders that drifted after deletions, so the stored order matches the list', () => {
    const { ordered, changes } = moveScreenshot([shot(1, 3), shot(2, 4), shot(3, 5)], 2, -1);
    expect(ordered.map(({ id }) => id)).toEqual([1, 3, 2]);
    expect(changes).toEqual([
      { id: 1, order: 0 },
      { id: 3, order: 1 },
      { id: 2, order: 2 },
    ]);
  });
});
