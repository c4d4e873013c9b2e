/** One measured line of the benchmark table. */
export type BenchResult = {
  name: string;
  database: string;
  runs: number;
  medianMs: number;
  p99Ms: number;
  budget: string;
  note: string;
};

/** Nearest-rank percentile of durations in milliseconds. */
export function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
