// The chunk of Recharts and the dashboard's charts, loaded by lazy-charts.ts only on the dashboard.
export { EquityChart } from './equity-chart.tsx';
export { MoneyChart } from './money-chart.tsx';
export { PeriodResultsChart } from './period-results-chart.tsx';
export { RHistogramChart } from './r-histogram-chart.tsx';
