// Every feature's tables, one file per feature; drizzle-kit and the Db type read this module.
export * from './auth.ts';
export * from './backtest-goals.ts';
export * from './backtests.ts';
export * from './balance-adjustments.ts';
export * from './candles.ts';
export * from './capital-accounts.ts';
export * from './configurations.ts';
export * from './data-migrations.ts';
export * from './global-strategies.ts';
export * from './idempotency.ts';
export * from './import-templates.ts';
export * from './imports.ts';
export * from './journal.ts';
export * from './profiles.ts';
export * from './screenshots.ts';
export * from './trades.ts';
export * from './users.ts';
