import { CANDLE_TIMEFRAMES, type CandleTimeframe } from '@carnet/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A stored candle series: one user's candles of one symbol in one timeframe (docs/rules/candles.md#candles), with
 * its span and count kept by every import and delete in the same transaction, so the coverage and the choice of a
 * trade's timeframe read one small row per series instead of counting millions of candles.
 */
export const candleSeries = pgTable(
  'candle_series',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the trades name it (`asset_name`). */
    symbol: varchar({ length: 40 }).notNull(),
    timeframe: varchar({ length: 3 }).$type<CandleTimeframe>().notNull(),
    first: timestamp({ withTimezone: true }).notNull(),
    last: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (table) => [
    uniqueIndex('candle_series_user_symbol_idx').on(table.userId, table.symbol, table.timeframe),
    check(
      'candle_series_timeframe_check',
      sql.raw(`timeframe in (${CANDLE_TIMEFRAMES.map((timeframe) => `'${timeframe}'`).join(', ')})`),
    ),
  ],
);

/**
 * One candle: its series and opening instant are its key (ARCHITECTURE.md « Candles »): a chart's range and a
 * trade's holding period are one range scan of the primary key, and importing the same times again updates the
 * same rows. Prices are exact `numeric`, as the file wrote them; volume is null when the file has none.
 */
export const candles = pgTable(
  'candles',
  {
    seriesId: integer()
      .notNull()
      .references(() => candleSeries.id, { onDelete: 'cascade' }),
    t: timestamp({ withTimezone: true }).notNull(),
    o: numeric().notNull(),
    h: numeric().notNull(),
    l: numeric().notNull(),
    c: numeric().notNull(),
    v: numeric(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.t] })],
);

export type CandleSeriesRow = typeof candleSeries.$inferSelect;
