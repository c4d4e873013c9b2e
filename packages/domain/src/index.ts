// Public API of @carnet/domain: pure trading rules (DESIGN §6). See README.md for the list.

export * from './backtest/backtest-trade.ts';
export * from './backtest/session-metrics.ts';
export * from './backtest/validate-backtest-trade.ts';
export * from './compliance/defaults.ts';
export * from './compliance/evaluate-compliance.ts';
export * from './compliance/timing.ts';
export type * from './compliance/types.ts';
export * from './csv/backtest-csv-row.ts';
export * from './csv/csv-text.ts';
export * from './csv/export-backtest-csv.ts';
export * from './csv/import-backtest-csv.ts';
export * from './dashboard/compute-dashboard.ts';
export * from './dashboard/periods.ts';
export * from './dashboard/rr-histogram.ts';
export * from './decimal.ts';
export * from './time/civil-date.ts';
export * from './time/instant.ts';
export * from './time/local-day.ts';
export * from './time/time-zone.ts';
export * from './trade/close-trade.ts';
export * from './trade/money.ts';
export * from './trade/planned-r.ts';
export * from './trade/realized-r.ts';
export * from './trade/trade-plan.ts';
export * from './types.ts';
