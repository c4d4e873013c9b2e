import {
  ASSET_TYPES,
  type AssetType,
  PNL_SOURCES,
  type PnlSource,
  type RecordedPlan,
  TRADE_HISTORY_ACTIONS,
  TRADE_OUTCOMES,
  TRADE_STATUSES,
  type TradeHistoryAction,
  type TradeHistoryChanges,
  type TradeOutcome,
  type TradeStatus,
} from '@carnet/contract';
import {
  CONFIRMATION_LEVELS,
  type ConfirmationLevel,
  DIRECTIONS,
  type Direction,
  type Excursions,
  TIMING_CLASSES,
  type TimingClass,
} from '@carnet/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { BALANCE_PRECISION, BALANCE_SCALE, capitalAccounts } from './capital-accounts.ts';
import { configurations, configurationTypes } from './configurations.ts';
import { importBatches } from './imports.ts';
import { screenshotsTable } from './screenshots.ts';
import { users } from './users.ts';

/** Money moved by a trade has the scale of the balance it moves, so reversing it is exact (docs/rules/trades.md). */
const money = () => numeric({ precision: BALANCE_PRECISION, scale: BALANCE_SCALE });

function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/**
 * A trade (operation, docs/rules/trades.md#fields). Prices and quantities are unconstrained `numeric` (exact, as typed); R multiples
 * are stored to 4 decimals. The compliance result of its configuration is stored flat on the row on every save,
 * confirmation change and close (docs/rules/compliance.md); it is null when the trade has no configuration.
 */
export const trades = pgTable(
  'trades',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetType: varchar({ length: 16 }).$type<AssetType>().notNull(),
    assetName: varchar({ length: 40 }).notNull(),
    direction: varchar({ length: 5 }).$type<Direction>().notNull(),
    entryPrice: numeric().notNull(),
    /** Null only on an imported trade whose file gives no initial risk: its R is then unknown (docs/rules/trades.md#stop). */
    stopLossPrice: numeric(),
    /**
     * The stop as an imported file shows it on the position (MetaTrader's S/L, where it stood at the close): kept
     * for the record, never the plan's stop, never what R is measured against (docs/rules/imports.md#stops).
     */
    lastStopPrice: numeric(),
    quantity: numeric().notNull(),
    setupReason: text().notNull().default(''),
    postTradeReview: text().notNull().default(''),
    entryDate: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 6 }).$type<TradeStatus>().notNull().default('OPEN'),
    outcome: varchar({ length: 9 }).$type<TradeOutcome>(),
    realizedRr: numeric({ mode: 'number' }),
    plannedRr: numeric({ mode: 'number' }),
    closeDate: timestamp({ withTimezone: true }),
    closePrice: numeric(),
    // History survives its configuration (docs/rules/compliance.md#configurations): the confirmations are a snapshot.
    strategyId: integer().references(() => configurations.id, { onDelete: 'set null' }),
    strategyTypeId: integer().references(() => configurationTypes.id, { onDelete: 'set null' }),
    // No action (not restrict): a user's cascade removes accounts and trades in one statement.
    capitalAccountId: integer()
      .notNull()
      .references(() => capitalAccounts.id),
    riskPct: numeric({ mode: 'number' }),
    /** balance × risk_pct / 100, captured at creation (or when the risk or account of an open trade changes). */
    riskAmount: money(),
    /**
     * Net money of a closed trade (gross − fees + swap, docs/rules/trades.md): added to the account on close, corrected by the
     * difference on an edit, subtracted back on reopen or delete.
     */
    pnlAmount: money(),
    /** Commissions and fees in the account's currency, ≥ 0. */
    fees: money().notNull().default('0'),
    /** Financing, signed as the platform shows it. */
    swap: money().notNull().default('0'),
    /**
     * From the exits and the instrument (COMPUTED), realized_rr × risk_amount (ESTIMATED) or net + fees − swap
     * (REPORTED); null while open (docs/rules/money.md#sources).
     */
    grossPnl: money(),
    pnlSource: varchar({ length: 9 }).$type<PnlSource>(),
    /** The rate the trader gave a COMPUTED gross: 1 unit of the quote currency = `fx_rate` of the account's. */
    fxRate: numeric(),
    /** The plan as first saved as non-draft (docs/rules/trades.md); never changed afterwards. */
    plan: jsonb().$type<RecordedPlan>(),
    /**
     * The risk the plan recorded (the domain's `plannedRisk`: quantity × |entry − stop|, null without a plan stop or
     * when it risks nothing), kept by the database itself so no write path can leave it stale: the summary's
     * management R divides by it over 100,000 trades without reading each plan's JSON (docs/budgets.md).
     */
    planRisk: numeric().generatedAlwaysAs(
      sql`nullif((plan ->> 'quantity')::numeric
        * abs((plan ->> 'entry_price')::numeric - (plan ->> 'stop_loss_price')::numeric), 0)`,
    ),
    /** Whether a plan is recorded, kept by the database: the summary counts plans from an index alone. */
    hasPlan: boolean().generatedAlwaysAs(sql`plan is not null`),
    /**
     * Σ price × quantity and Σ quantity of the trade's exits (0 without exits), written with them (see exit-totals.ts):
     * the summary's management R takes the exits' R against the plan's risk from an index alone, with no join over
     * the exits of 100,000 trades (docs/budgets.md, docs/rules/statistics.md).
     */
    exitsNotional: numeric().notNull().default('0'),
    exitsQuantity: numeric().notNull().default('0'),
    /**
     * How far the closed trade went for and against the trader over the imported candles of its symbol
     * (docs/rules/candles.md#excursions), null when none overlaps it. A jsonb value on the row, as the domain gives
     * it: always read whole with the trade (its gaps are a list), never filtered on, and rewritten in the
     * transaction that changes its fills, its stop or its symbol's candles (ARCHITECTURE.md « Candles »).
     */
    excursions: jsonb().$type<Excursions>(),
    planIsRetroactive: boolean().notNull().default(false),
    beMoved: boolean().notNull().default(false),
    isDraft: boolean().notNull().default(false),
    isCompliant: boolean().notNull().default(false),
    scorePct: doublePrecision(),
    grade: varchar({ length: 10 }),
    recommendedRiskPct: doublePrecision(),
    timingClass: varchar({ length: 9 }).$type<TimingClass>(),
    nonComplianceReasons: jsonb().$type<string[]>().notNull().default([]),
    /**
     * The trade's tags in the order given (docs/rules/trades.md), already trimmed and case-insensitively unique. A jsonb
     * array on the row rather than a table: at most 20 short names always read with their trade, so the list
     * stays one query, a delete takes them along, and the bulk writer sends them as they are.
     */
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** The platform's ticket, position or order id of an imported trade (docs/rules/imports.md); unique per account. */
    externalId: varchar({ length: 128 }),
    /** The import that created the trade; undoing it removes the trade. */
    importBatchId: integer().references(() => importBatches.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list: newest entry first, page by page (docs/api.md).
    index('trades_user_entry_idx').on(
      table.userId,
      table.entryDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The list sorted by R or by the net (docs/api.md#pagination): trades without one last, whichever the
    // direction, so each direction has its index.
    index('trades_user_r_asc_idx').on(table.userId, table.realizedRr.asc().nullsLast(), table.id.asc()),
    index('trades_user_r_desc_idx').on(
      table.userId,
      table.realizedRr.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('trades_user_net_asc_idx').on(table.userId, table.pnlAmount.asc().nullsLast(), table.id.asc()),
    index('trades_user_net_desc_idx').on(
      table.userId,
      table.pnlAmount.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    // The dashboard (docs/rules/statistics.md#dashboard) reads a user's non-draft trades by entry-date range: every column it reads is
    // in the key, so the range is an index-only scan (the net money and its account for the money curves, §10).
    index('trades_user_dashboard_idx')
      .on(
        table.userId,
        table.entryDate,
        table.status,
        table.closeDate,
        table.id,
        table.realizedRr,
        table.pnlAmount,
        table.capitalAccountId,
      )
      .where(sql`not ${table.isDraft}`),
    // The summary (docs/rules/statistics.md) reads a user's closed trades in close order, with what its facts and management R
    // need, from this index alone; the analysis's scope bounds are close dates (docs/budgets.md: 100,000 trades).
    // Drizzle declares no INCLUDE: the read columns follow the key's.
    index('trades_user_close_idx')
      .on(
        table.userId,
        table.status,
        table.closeDate,
        table.id,
        table.entryDate,
        table.realizedRr,
        table.pnlAmount,
        table.capitalAccountId,
        table.planRisk,
        table.hasPlan,
        table.planIsRetroactive,
        table.direction,
        table.entryPrice,
        table.exitsNotional,
        table.exitsQuantity,
      )
      .where(sql`not ${table.isDraft}`),
    index('trades_capital_account_idx').on(table.capitalAccountId),
    // Importing a file twice creates each trade once (docs/rules/imports.md).
    uniqueIndex('trades_external_id_idx')
      .on(table.userId, table.capitalAccountId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index('trades_import_batch_idx').on(table.importBatchId),
    index('trades_strategy_idx').on(table.strategyId),
    index('trades_strategy_type_idx').on(table.strategyTypeId),
    check('trades_asset_type_check', oneOf(table.assetType, ASSET_TYPES)),
    check('trades_direction_check', oneOf(table.direction, DIRECTIONS)),
    check('trades_status_check', oneOf(table.status, TRADE_STATUSES)),
    check('trades_outcome_check', oneOf(table.outcome, TRADE_OUTCOMES)),
    check('trades_timing_class_check', oneOf(table.timingClass, TIMING_CLASSES)),
    check('trades_pnl_source_check', oneOf(table.pnlSource, PNL_SOURCES)),
    check('trades_fees_check', sql`${table.fees} >= 0`),
  ],
);

/** A take profit (docs/rules/trades.md#fields) with a stable id: closing marks the reached ones by id. */
export const tradeTakeProfits = pgTable(
  'trade_take_profits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer()
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    price: numeric().notNull(),
    quantityToSell: numeric().notNull(),
    isHit: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (table) => [index('trade_take_profits_trade_idx').on(table.tradeId, table.position)],
);

/** A confirmation of the trade's checklist, snapshotted from its configuration (docs/rules/compliance.md#configurations). */
export const tradeConfirmations = pgTable(
  'trade_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer()
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    key: varchar({ length: 60 }).notNull(),
    label: varchar({ length: 200 }).notNull(),
    level: varchar({ length: 3 }).$type<ConfirmationLevel>().notNull(),
    mandatory: boolean().notNull(),
    weight: doublePrecision().notNull(),
    passed: boolean().notNull().default(false),
    note: text().notNull().default(''),
    position: integer().notNull(),
  },
  (table) => [
    index('trade_confirmations_trade_idx').on(table.tradeId, table.position),
    check('trade_confirmations_level_check', oneOf(table.level, CONFIRMATION_LEVELS)),
  ],
);

/** What actually left a position (docs/rules/trades.md): the stored truth R, outcome and money are computed from. */
export const tradeExits = pgTable(
  'trade_exits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer()
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    price: numeric().notNull(),
    quantity: numeric().notNull(),
    executedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('trade_exits_trade_idx').on(table.tradeId, table.executedAt, table.id)],
);

/**
 * The append-only edit history of a trade (docs/rules/trades.md): no route updates or deletes a row; it goes with its
 * trade. `changes` maps a field to its [before, after].
 */
export const tradeHistory = pgTable(
  'trade_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer()
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: varchar({ length: 18 }).$type<TradeHistoryAction>().notNull(),
    changes: jsonb().$type<TradeHistoryChanges>().notNull().default({}),
    reason: text(),
  },
  (table) => [
    index('trade_history_trade_idx').on(table.tradeId, table.at, table.id),
    check('trade_history_action_check', oneOf(table.action, TRADE_HISTORY_ACTIONS)),
  ],
);

export const tradeScreenshots = screenshotsTable('trade_screenshots', 'trade_id', () => trades.id);

export type TradeRow = typeof trades.$inferSelect;
export type NewTradeRow = typeof trades.$inferInsert;
export type TradeTakeProfitRow = typeof tradeTakeProfits.$inferSelect;
export type TradeConfirmationRow = typeof tradeConfirmations.$inferSelect;
export type TradeExitRow = typeof tradeExits.$inferSelect;
export type TradeHistoryRow = typeof tradeHistory.$inferSelect;
