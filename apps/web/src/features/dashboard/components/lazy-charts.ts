import { createLazyModule } from '../../../lib/lazy-module.ts';

// ARCHITECTURE.md: Recharts is loaded lazily, with the dashboard only; the charts share one chunk.
export type ChartsModule = typeof import('./dashboard-charts.ts');

const charts = createLazyModule(() => import('./dashboard-charts.ts'));

/** Starts fetching the charts while the figures load, so neither waits for the other. */
export const preloadCharts = charts.preload;

/**
 * The charts once their code is here, else undefined (and it is fetched). Code already loaded — preloaded at
 * login — is used in the same render, within the dashboard's draw budget (docs/budgets.md).
 */
export const useCharts = charts.useLoaded;
