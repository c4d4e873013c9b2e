import { createLazyModule } from '../../../lib/lazy-module.ts';

/** The chart and Lightweight Charts, fetched when a trade page first shows candles (docs/budgets.md#web). */
export const candleChartModule = createLazyModule(() => import('./candle-chart.tsx'));
