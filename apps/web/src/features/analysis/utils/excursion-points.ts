import type { Outcome } from '@carnet/domain';
import type { ExcursionRow } from '../api/list-trade-excursions.ts';

/** One trade on the MFE × MAE plot, in R. */
export type ExcursionPoint = {
  id: number;
  symbol: string;
  mfe: number;
  mae: number;
  outcome: Outcome | null;
};

/** The trades whose excursions are known in R (a trade without a stop has none, docs/rules/candles.md#excursions). */
export function excursionPoints(rows: readonly ExcursionRow[]): ExcursionPoint[] {
  const points: ExcursionPoint[] = [];
  for (const row of rows) {
    const excursions = row.excursions;
    if (excursions === null || excursions === undefined) continue;
    if (excursions.mfe_r === null || excursions.mae_r === null) continue;
    points.push({
      id: row.id,
      symbol: row.asset_name,
      mfe: excursions.mfe_r,
      mae: excursions.mae_r,
      outcome: row.outcome,
    });
  }
  return points;
}

/** The bins of the exit efficiency (share of the MFE kept), lower bound included, the last one closed. */
export const EFFICIENCY_BINS = [
  { label: 'Négative', below: 0 },
  { label: '0 à 25 %', below: 0.25 },
  { label: '25 à 50 %', below: 0.5 },
  { label: '50 à 75 %', below: 0.75 },
  { label: '75 à 100 %', below: Number.POSITIVE_INFINITY },
] as const;

/** How many trades fall in each bin of exit efficiency; trades without one (no MFE) are left out. */
export function efficiencyDistribution(rows: readonly ExcursionRow[]): { label: string; count: number }[] {
  const counts = EFFICIENCY_BINS.map((bin) => ({ label: bin.label, count: 0 }));
  for (const row of rows) {
    const efficiency = row.excursions?.exit_efficiency;
    if (efficiency === null || efficiency === undefined) continue;
    const index = EFFICIENCY_BINS.findIndex((bin) => efficiency < bin.below);
    const bin = counts[index];
    if (bin !== undefined) bin.count += 1;
  }
  return counts;
}

/** The plot's extent: MAE from its lowest to 0, MFE from 0 to its highest, at least 1 R each way. */
export function excursionExtent(points: readonly ExcursionPoint[]): { maeMin: number; mfeMax: number } {
  const maeMin = Math.min(-1, ...points.map((point) => point.mae));
  const mfeMax = Math.max(1, ...points.map((point) => point.mfe));
  return { maeMin: Math.floor(maeMin), mfeMax: Math.ceil(mfeMax) };
}
