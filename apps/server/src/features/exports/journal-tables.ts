import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  backtestGoals,
  backtestSessions,
  backtestTimeLogs,
  backtestTrades,
  balanceAdjustments,
  capitalAccounts,
  configurationScreenshots,
  configurations,
  configurationTypes,
  globalStrategies,
  importBatches,
  importTemplates,
  journalDays,
  journalTemplates,
  profiles,
  tradeConfirmations,
  tradeExits,
  tradeHistory,
  tradeScreenshots,
  trades,
  tradeTakeProfits,
  users,
} from '../../db/schema/index.ts';

// `GET /api/v1/exports/journal.zip` (docs/rules/imports.md): every table that holds something a user owns, one JSON file each.
// A table with a `user_id` is read by it; a child table through its parent's owner. The sign-in secrets
// (password hash, refresh tokens, failed logins) are not the journal and stay out.

/** One JSON file of the archive: the rows of `table` that `ownedBy(userId)` selects, paged by `key`. */
export type JournalTable = {
  file: string;
  table: PgTable;
  key: PgColumn;
  ownedBy: (userId: number) => SQL;
  /** SQL column names left out of the file. */
  omit?: readonly string[];
};

/**
 * Tables with a user id that are deliberately not exported (the system test compares against the schema): the
 * sign-in secrets, the first answers of creates kept a day for their Idempotency-Key (not the journal), and the
 * candles: market data the trader exported from their platform and can import again, up to millions of rows per
 * series, which the server's backups keep (docs/rules/candles.md#candles).
 */
export const NOT_EXPORTED_TABLES = [
  'refresh_tokens',
  'login_failures',
  'idempotency_keys',
  'candle_series',
] as const;

const byUser = (file: string, table: PgTable, key: PgColumn, userColumn: PgColumn): JournalTable => ({
  file,
  table,
  key,
  ownedBy: (userId) => eq(userColumn, userId),
});

/** A child table: its rows whose parent (`parentKey` of `parentTable`) belongs to the user. */
const byParent = (
  file: string,
  table: PgTable,
  key: PgColumn,
  parentColumn: PgColumn,
  parent: { table: PgTable; key: PgColumn; userColumn: PgColumn },
): JournalTable => ({
  file,
  table,
  key,
  ownedBy: (userId) =>
    sql`${parentColumn} in (select ${parent.key} from ${parent.table} where ${parent.userColumn} = ${userId})`,
});

const ownTrades = { table: trades, key: trades.id, userColumn: trades.userId };
const ownConfigurations = {
  table: configurations,
  key: configurations.id,
  userColumn: configurations.userId,
};
const ownAccounts = {
  table: capitalAccounts,
  key: capitalAccounts.id,
  userColumn: capitalAccounts.userId,
};
const ownSessions = {
  table: backtestSessions,
  key: backtestSessions.id,
  userColumn: backtestSessions.userId,
};
const ownGoals = { table: backtestGoals, key: backtestGoals.id, userColumn: backtestGoals.userId };

export const JOURNAL_TABLES: readonly JournalTable[] = [
  {
    file: 'user.json',
    table: users,
    key: users.id,
    ownedBy: (id) => eq(users.id, id),
    omit: ['password_hash'],
  },
  { file: 'profile.json', table: profiles, key: profiles.userId, ownedBy: (id) => eq(profiles.userId, id) },
  byUser('capital_accounts.json', capitalAccounts, capitalAccounts.id, capitalAccounts.userId),
  byParent(
    'balance_adjustments.json',
    balanceAdjustments,
    balanceAdjustments.id,
    balanceAdjustments.capitalAccountId,
    ownAccounts,
  ),
  byUser('global_strategies.json', globalStrategies, globalStrategies.id, globalStrategies.userId),
  byUser('configurations.json', configurations, configurations.id, configurations.userId),
  byParent(
    'configuration_types.json',
    configurationTypes,
    configurationTypes.id,
    configurationTypes.configurationId,
    ownConfigurations,
  ),
  byUser(
    'configuration_screenshots.json',
    configurationScreenshots,
    configurationScreenshots.id,
    configurationScreenshots.userId,
  ),
  byUser('trades.json', trades, trades.id, trades.userId),
  byParent(
    'trade_take_profits.json',
    tradeTakeProfits,
    tradeTakeProfits.id,
    tradeTakeProfits.tradeId,
    ownTrades,
  ),
  byParent(
    'trade_confirmations.json',
    tradeConfirmations,
    tradeConfirmations.id,
    tradeConfirmations.tradeId,
    ownTrades,
  ),
  byParent('trade_exits.json', tradeExits, tradeExits.id, tradeExits.tradeId, ownTrades),
  byParent('trade_history.json', tradeHistory, tradeHistory.id, tradeHistory.tradeId, ownTrades),
  byUser('trade_screenshots.json', tradeScreenshots, tradeScreenshots.id, tradeScreenshots.userId),
  byUser('import_batches.json', importBatches, importBatches.id, importBatches.userId),
  byUser('import_templates.json', importTemplates, importTemplates.id, importTemplates.userId),
  byUser('journal_days.json', journalDays, journalDays.id, journalDays.userId),
  byUser('journal_templates.json', journalTemplates, journalTemplates.id, journalTemplates.userId),
  byUser('backtest_sessions.json', backtestSessions, backtestSessions.id, backtestSessions.userId),
  byParent('backtest_trades.json', backtestTrades, backtestTrades.id, backtestTrades.sessionId, ownSessions),
  byUser('backtest_goals.json', backtestGoals, backtestGoals.id, backtestGoals.userId),
  byParent(
    'backtest_time_logs.json',
    backtestTimeLogs,
    backtestTimeLogs.id,
    backtestTimeLogs.goalId,
    ownGoals,
  ),
];
