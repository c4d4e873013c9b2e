import { createLazyModule } from '../../../lib/lazy-module.ts';

/** ARCHITECTURE.md: Recharts loads with the pages that draw, never with the shell. */
export const challengeCharts = createLazyModule(() => import('./challenge-charts.ts'));
