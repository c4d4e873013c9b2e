import type { Heatmap } from '@carnet/contract';

export type HeatmapCell = Heatmap['cells'][number];

export const keyOf = (cell: { weekday: number; hour: number }) => `${cell.weekday}-${cell.hour}`;

type Moves = {
  /** The first cell in reading order: the map's one tab stop until a cell is chosen. */
  first: string | null;
  /** The cell a key moves to from `key`, or null when the key is not a move or leads nowhere. */
  from: (key: string, keyName: string) => string | null;
};

/**
 * Arrow keys over the cells that hold trades (the empty ones are skipped): left and right in reading order,
 * wrapping to the next weekday; up and down to the nearest hour of the nearest weekday that has a cell; Home and
 * End to the weekday's first and last cell.
 */
export function cellMoves(cells: readonly HeatmapCell[]): Moves {
  const ordered = [...cells].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  const index = new Map(ordered.map((cell, position) => [keyOf(cell), position]));
  const weekdays = [...new Set(ordered.map((cell) => cell.weekday))];
  const rowOf = (weekday: number) => ordered.filter((cell) => cell.weekday === weekday);
  const keyAt = (position: number) => {
    const cell = ordered[position];
    return cell === undefined ? null : keyOf(cell);
  };

  const vertical = (cell: HeatmapCell, step: 1 | -1) => {
    const weekday = weekdays[weekdays.indexOf(cell.weekday) + step];
    if (weekday === undefined) return null;
    const nearest = rowOf(weekday).reduce<HeatmapCell | null>(
      (best, candidate) =>
        best === null || Math.abs(candidate.hour - cell.hour) < Math.abs(best.hour - cell.hour)
          ? candidate
          : best,
      null,
    );
    return nearest === null ? null : keyOf(nearest);
  };

  return {
    first: keyAt(0),
    from(key, keyName) {
      const position = index.get(key);
      const cell = position === undefined ? undefined : ordered[position];
      if (position === undefined || cell === undefined) return null;
      switch (keyName) {
        case 'ArrowRight':
          return keyAt(position + 1);
        case 'ArrowLeft':
          return keyAt(position - 1);
        case 'ArrowDown':
          return vertical(cell, 1);
        case 'ArrowUp':
          return vertical(cell, -1);
        case 'Home':
          return keyOf(rowOf(cell.weekday)[0] ?? cell);
        case 'End':
          return keyOf(rowOf(cell.weekday).at(-1) ?? cell);
        default:
          return null;
      }
    },
  };
}
