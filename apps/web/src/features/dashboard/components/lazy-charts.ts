import { lazy } from 'react';

// DESIGN §2: Recharts is loaded lazily, with the dashboard only; the three charts share one chunk.
const loadCharts = () => import('./dashboard-charts.ts');

export const LazyEquityChart = lazy(() => loadCharts().then((charts) => ({ default: charts.EquityChart })));
export const LazyPeriodResultsChart = lazy(() =>
  loadCharts().then((charts) => ({ default: charts.PeriodResultsChart })),
);
export const LazyRHistogramChart = lazy(() =>
  loadCharts().then((charts) => ({ default: charts.RHistogramChart })),
);

/** Starts fetching the charts while the figures load, so neither waits for the other. */
export function preloadCharts(): void {
  loadCharts().catch((error: unknown) => console.error('Chargement impossible', error));
}
