import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A backtest session (docs/rules/trades.md#fields). Its metrics (docs/rules/backtests.md) are stored on the row and recomputed in the same
 * transaction as every change to its trades, so lists read them without touching the trades.
 * Decimals are unconstrained `numeric`: exact, never rounded behind the trader's back.
 */
export const backtestSessions = pgTable(
  'backtest_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    instrument: varchar('instrument', { length: 40 }).notNull().default(''),
    timeframe: varchar('timeframe', { length: 20 }).notNull().default(''),
    startingEquity: numeric('starting_equity').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    tradesTotal: integer('trades_total').notNull().default(0),
    tradesClosed: integer('trades_closed').notNull().default(0),
    totalPnl: numeric('total_pnl').notNull().default('0'),
    /** Fraction 0..1, 4 decimals (computed by @carnet/domain); null without a closed trade. */
    winRate: doublePrecision('win_rate'),
    /** 4 decimals; null without a losing trade. */
    profitFactor: doublePrecision('profit_factor'),
    maxDrawdownAbs: numeric('max_drawdown_abs').notNull().default('0'),
    /**
     * The currency of its money figures when an import named one (docs/rules/imports.md « Backtests too »: TradingView's
     * `Profit THB`); null for a session typed by hand, whose pnl is in price units × quantity.
     */
    currency: varchar('currency', { length: 10 }),
  },
  (table) => [index('backtest_sessions_user_idx').on(table.userId, table.id)],
);

/** A take profit of a backtest trade: one of its exits. Decimals as canonical strings, never floats. */
export type StoredBacktestTakeProfit = { price: string; quantity_to_sell: string; order: number };

/**
 * A trade of a session (docs/rules/trades.md#fields). Take profits are value objects without identity, kept as a jsonb list so a
 * 10,000-row CSV import is one insert per batch. pnl_abs and r_multiple are computed on save (null while open).
 */
export const backtestTrades = pgTable(
  'backtest_trades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => backtestSessions.id, { onDelete: 'cascade' }),
    side: varchar('side', { length: 5 }).$type<'LONG' | 'SHORT'>().notNull(),
    // text, not varchar: the API form limits their length, but a CSV import keeps whatever its cells hold
    // (the rules package reports no line for a row it accepted, so a longer cell cannot become a line error).
    instrument: text('instrument').notNull().default(''),
    timeframe: text('timeframe').notNull().default(''),
    strategyTag: text('strategy_tag').notNull().default(''),
    entryTime: timestamp('entry_time', { withTimezone: true }).notNull(),
    entryPrice: numeric('entry_price').notNull(),
    qty: numeric('qty').notNull(),
    stopLoss: numeric('stop_loss'),
    notes: text('notes').notNull().default(''),
    takeProfits: jsonb('take_profits').$type<StoredBacktestTakeProfit[]>().notNull().default([]),
    pnlAbs: numeric('pnl_abs'),
    rMultiple: doublePrecision('r_multiple'),
  },
  (table) => [
    // Metrics and exports read a session's trades in entry-time order.
    index('backtest_trades_session_entry_idx').on(table.sessionId, table.entryTime, table.id),
    check('backtest_trades_side_check', sql`${table.side} in ('LONG', 'SHORT')`),
  ],
);

export type BacktestSessionRow = typeof backtestSessions.$inferSelect;
export type BacktestTradeRow = typeof backtestTrades.$inferSelect;
