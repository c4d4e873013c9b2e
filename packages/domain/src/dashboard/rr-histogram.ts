import { UNITS_PER_R } from './fast-parse.ts';

/** One bar of the R distribution. */
export type HistogramBucket = { label: string; count: number };

// docs/rules/statistics.md#dashboard: 1 R buckets [k, k + 1), everything at or below −3 R in one bucket, at or above +5 R in another.
const LOWEST = -4;
const HIGHEST = 5;

/** Bucket index of an R in 1/10 000 R units: −4 for ≤ −3 R, 5 for ≥ 5 R, else ⌊R⌋. */
export function bucketIndex(rUnits: number): number {
  if (rUnits <= -3 * UNITS_PER_R) return LOWEST;
  if (rUnits >= HIGHEST * UNITS_PER_R) return HIGHEST;
  return Math.floor(rUnits / UNITS_PER_R);
}

/** French label of a bucket: `≤ -3R`, `-1R à 0R`, `≥ 5R`. */
export function bucketLabel(index: number): string {
  if (index <= LOWEST) return '≤ -3R';
  if (index >= HIGHEST) return '≥ 5R';
  return `${index}R à ${index + 1}R`;
}

/** Counts R values per bucket; call `buckets()` for the contiguous list from the lowest to the highest seen. */
export class RHistogram {
  private readonly counts = new Array<number>(HIGHEST - LOWEST + 1).fill(0);
  private low = HIGHEST + 1;
  private high = LOWEST - 1;

  /** Counts one R, given in 1/10 000 R units. */
  add(rUnits: number): void {
    const index = bucketIndex(rUnits);
    this.counts[index - LOWEST] = (this.counts[index - LOWEST] ?? 0) + 1;
    if (index < this.low) this.low = index;
    if (index > this.high) this.high = index;
  }

  /** Contiguous buckets from the lowest to the highest seen, empty ones included; [] when nothing was counted. */
  buckets(): HistogramBucket[] {
    const result: HistogramBucket[] = [];
    for (let index = this.low; index <= this.high; index++) {
      result.push({ label: bucketLabel(index), count: this.counts[index - LOWEST] ?? 0 });
    }
    return result;
  }
}
