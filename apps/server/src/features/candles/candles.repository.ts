import type { CandleTimeframe } from '@carnet/domain';
import type { ReadCandle } from '@carnet/importers';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { type CandleSeriesRow, candleSeries, candles, profiles, trades } from '../../db/schema/index.ts';

/** Candles an import writes from which the planner's statistics are refreshed after it (see `analyze`). */
export const ANALYZE_AFTER_CANDLES = 10_000;

/** Candles per insert statement: each column travels as one text parameter (about 100 kB at this size). */
const INSERT_BATCH = 10_000;

/** One series' key: whose candles, of which symbol, in which timeframe. */
export type SeriesKey = { userId: number; symbol: string; timeframe: CandleTimeframe };

/** A stored candle as read back: opening instant and exact decimals as text. */
export type StoredCandle = { t: Date; o: string; h: string; l: string; c: string; v: string | null };

const column = (values: readonly (string | null)[]) => values.map((value) => value ?? '').join(',');

/** The SQL of the candle store (ARCHITECTURE.md « Candles »), on the app's handle or a transaction's. */
export function candleQueries(db: Db | Tx) {
  return {
    /** Whether the caller names this symbol anywhere: a trade's asset, or an asset of their profile's lists. */
    async isKnownSymbol(userId: number, symbol: string): Promise<boolean> {
      const [row] = await db
        .select({
          known: sql<boolean>`exists (select 1 from ${trades}
              where ${trades.userId} = ${userId} and ${trades.assetName} = ${symbol})
            or exists (select 1 from ${profiles}, jsonb_each(${profiles.assets}) as kind(name, names),
              jsonb_array_elements_text(kind.names) as asset(name)
              where ${profiles.userId} = ${userId} and asset.name = ${symbol})`,
        })
        .from(sql`(select 1) as one`);
      return row?.known === true;
    },

    /**
     * The series' row (created empty if new) with its count before the import; the row stays locked until commit,
     * so two imports of one series queue.
     */
    async lockSeries(
      { userId, symbol, timeframe }: SeriesKey,
      first: Date,
      last: Date,
    ): Promise<CandleSeriesRow> {
      const [row] = await db
        .insert(candleSeries)
        .values({ userId, symbol, timeframe, first, last, count: 0 })
        .onConflictDoUpdate({
          target: [candleSeries.userId, candleSeries.symbol, candleSeries.timeframe],
          set: { userId },
        })
        .returning();
      if (row === undefined) throw new Error('candle series upsert returned nothing');
      return row;
    },

    /**
     * Writes candles into a series, replacing those at the same times (one primary key, so an import is
     * idempotent). `canMeetStored` false — the series was empty, or the candles lie outside its span — inserts
     * without `on conflict`: the speculative insertion it needs per row doubled the import's time on PGlite.
     */
    async upsertCandles(
      seriesId: number,
      rows: readonly ReadCandle[],
      canMeetStored: boolean,
    ): Promise<void> {
      const replace = canMeetStored
        ? sql`on conflict (series_id, t) do update
            set o = excluded.o, h = excluded.h, l = excluded.l, c = excluded.c, v = excluded.v`
        : sql``;
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const batch = rows.slice(start, start + INSERT_BATCH);
        await db.execute(sql`insert into ${candles} (series_id, t, o, h, l, c, v)
          select ${seriesId}, to_timestamp(x.t::bigint / 1000.0), x.o::numeric, x.h::numeric, x.l::numeric,
            x.c::numeric, x.v::numeric
          from unnest(
            string_to_array(${batch.map((row) => row.t).join(',')}, ','),
            string_to_array(${column(batch.map((row) => row.o))}, ','),
            string_to_array(${column(batch.map((row) => row.h))}, ','),
            string_to_array(${column(batch.map((row) => row.l))}, ','),
            string_to_array(${column(batch.map((row) => row.c))}, ','),
            string_to_array(${column(batch.map((row) => row.v))}, ',', '')
          ) as x(t, o, h, l, c, v)
          ${replace}`);
      }
    },

    /** The series' span and count, from its candles (one range of the primary key). */
    async refreshSpan(seriesId: number): Promise<CandleSeriesRow> {
      const [row] = await db
        .update(candleSeries)
        .set({
          first: sql`(select min(t) from ${candles} where series_id = ${seriesId})`,
          last: sql`(select max(t) from ${candles} where series_id = ${seriesId})`,
          count: sql`(select count(*)::int from ${candles} where series_id = ${seriesId})`,
        })
        .where(eq(candleSeries.id, seriesId))
        .returning();
      if (row === undefined) throw new Error('candle series vanished inside its own transaction');
      return row;
    },

    /** The caller's series of a symbol and timeframe, if stored. */
    async findSeries({ userId, symbol, timeframe }: SeriesKey): Promise<CandleSeriesRow | undefined> {
      const [row] = await db
        .select()
        .from(candleSeries)
        .where(
          and(
            eq(candleSeries.userId, userId),
            eq(candleSeries.symbol, symbol),
            eq(candleSeries.timeframe, timeframe),
          ),
        );
      return row;
    },

    /** The caller's series, by symbol. */
    listSeries(userId: number): Promise<CandleSeriesRow[]> {
      return db
        .select()
        .from(candleSeries)
        .where(eq(candleSeries.userId, userId))
        .orderBy(asc(candleSeries.symbol), asc(candleSeries.id));
    },

    /** At most `limit` candles of a series opened within [from, to], by time. */
    readRange(
      seriesId: number,
      from: Date | undefined,
      to: Date | undefined,
      limit: number,
    ): Promise<StoredCandle[]> {
      return db
        .select({ t: candles.t, o: candles.o, h: candles.h, l: candles.l, c: candles.c, v: candles.v })
        .from(candles)
        .where(
          and(
            eq(candles.seriesId, seriesId),
            from === undefined ? undefined : gte(candles.t, from),
            to === undefined ? undefined : lte(candles.t, to),
          ),
        )
        .orderBy(asc(candles.t))
        .limit(limit);
    },

    /**
     * Refreshes the planner's statistics of the candles, after an import that changed many: PGlite runs no
     * autovacuum, and without them a chart's range is planned for a few rows and reads them all (ARCHITECTURE.md
     * « Candles »). Outside the import's transaction: ANALYZE's lock would queue other imports until commit.
     */
    async analyze(): Promise<void> {
      await db.execute(sql`analyze ${candles}`);
    },

    /** Removes a series and its candles (they go with it: on delete cascade). */
    async deleteSeries(seriesId: number): Promise<void> {
      await db.delete(candleSeries).where(eq(candleSeries.id, seriesId));
    },
  };
}

export type CandleQueries = ReturnType<typeof candleQueries>;
