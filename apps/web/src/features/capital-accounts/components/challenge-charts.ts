// The chunk of the challenge panel's charts (Recharts), fetched only on a challenge account's page.
export { BalanceFloorChart } from './balance-floor-chart.tsx';
export { RiskSweepChart } from './risk-sweep-chart.tsx';
