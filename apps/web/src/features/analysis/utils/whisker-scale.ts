/** An interval of R drawn as a whisker: its low and high ends and the estimate between them. */
export type Whisker = { low: number; estimate: number; high: number };

/** One horizontal axis in R shared by every row of a table, so the whiskers can be compared by eye. */
export type WhiskerScale = { min: number; max: number; position: (value: number) => number };

// The axis extends a little beyond the widest interval, so no whisker end touches the edge.
const MARGIN = 0.05;

/**
 * The axis of a forest plot: it always holds zero (the line every whisker is read against) and every interval
 * and estimate given. `position` maps an R value to 0–100 (% of the width).
 */
export function whiskerScale(values: readonly number[]): WhiskerScale {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const span = high - low;
  // No spread at all (only zeros): one R either side keeps zero in the middle.
  const pad = span === 0 ? 1 : span * MARGIN;
  const min = low - pad;
  const max = high + pad;
  return { min, max, position: (value) => ((value - min) / (max - min)) * 100 };
}

/** Every end and estimate of the whiskers, the values the shared scale must hold. */
export function whiskerValues(whiskers: readonly (Whisker | null)[]): number[] {
  return whiskers.flatMap((whisker) =>
    whisker === null ? [] : [whisker.low, whisker.estimate, whisker.high],
  );
}
