// The chunk of Recharts and the three charts, loaded by lazy-charts.ts only on the dashboard.
export { EquityChart } from './equity-chart.tsx';
export { PeriodResultsChart } from './period-results-chart.tsx';
export { RHistogramChart } from './r-histogram-chart.tsx';
