import { and, asc, between, eq, gte, lt, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import { type JournalDayRow, journalDays, trades } from '../../db/schema/index.ts';
import { localTime } from '../../db/trade-group-keys.ts';

/** What a PUT writes on a day's row: any of its columns but identity, owner, day and creation time. */
export type JournalDayValues = Partial<Omit<JournalDayRow, 'id' | 'userId' | 'date' | 'createdAt'>>;

/** When the day's trades were recorded and the first one entered: what decides the plan's lock. */
export type DayTradeTimes = { recordedAt: Date[]; firstEntry: Date | null };

/** A local day (by entry, in the request's zone) with its trades' count and Σ R. */
export type TradeDayRow = { date: string; trades: number; total_r: string };

type Executor = Db | Tx;

const enteredIn = (userId: number, start: Date, end: Date) =>
  and(
    eq(trades.userId, userId),
    not(trades.isDraft),
    gte(trades.entryDate, start),
    lt(trades.entryDate, end),
  );

/** When the day's trades were recorded and the first one entered, read on `executor` (inside a write: its tx). */
async function tradeTimes(
  executor: Executor,
  userId: number,
  start: Date,
  end: Date,
): Promise<DayTradeTimes> {
  const rows = await executor
    .select({ recordedAt: trades.createdAt, entry: trades.entryDate })
    .from(trades)
    .where(enteredIn(userId, start, end));
  const entries = rows.map((row) => row.entry.getTime());
  return {
    recordedAt: rows.map((row) => row.recordedAt),
    firstEntry: entries.length === 0 ? null : new Date(Math.min(...entries)),
  };
}

/** Journal days (docs/rules/journal.md), each user's own; the trades they read through entry times only. */
export function createJournalRepository(db: Db) {
  return {
    async find(userId: number, date: string): Promise<JournalDayRow | undefined> {
      const [row] = await db
        .select()
        .from(journalDays)
        .where(and(eq(journalDays.userId, userId), eq(journalDays.date, date)));
      return row;
    },

    between(userId: number, from: string, to: string): Promise<JournalDayRow[]> {
      return db
        .select()
        .from(journalDays)
        .where(and(eq(journalDays.userId, userId), between(journalDays.date, from, to)))
        .orderBy(asc(journalDays.date));
    },

    tradeTimes: (userId: number, start: Date, end: Date) => tradeTimes(db, userId, start, end),

    /** The local days of entry in `timeZone` between two instants, with their trades (as the calendar groups). */
    tradeDays(userId: number, start: Date, end: Date, timeZone: string): Promise<TradeDayRow[]> {
      const day = sql<string>`to_char(${localTime(sql`${trades.entryDate}`, timeZone)}, 'YYYY-MM-DD')`;
      return db
        .select({
          date: day,
          trades: sql<number>`count(*)::int`,
          total_r: sql<string>`coalesce(sum(${trades.realizedRr}), 0)::text`,
        })
        .from(trades)
        .where(enteredIn(userId, start, end))
        .groupBy(sql`1`);
    },

    /**
     * Runs `write` on the caller's row of the day, created empty if missing and locked until commit, so two
     * writes of one day apply one after the other; retried on a write conflict.
     */
    writeDay<T>(
      userId: number,
      date: string,
      write: (row: JournalDayRow, queries: DayWriteQueries) => Promise<T>,
    ): Promise<T> {
      return runTransaction(db, async (tx) => {
        await tx.insert(journalDays).values({ userId, date }).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(journalDays)
          .where(and(eq(journalDays.userId, userId), eq(journalDays.date, date)))
          .for('update');
        if (row === undefined) throw new Error('journal day vanished inside its own transaction');
        return write(row, {
          tradeTimes: (start, end) => tradeTimes(tx, userId, start, end),
          update: async (values) => {
            const [updated] = await tx
              .update(journalDays)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(journalDays.id, row.id))
              .returning();
            if (updated === undefined) throw new Error('journal day vanished inside its own transaction');
            return updated;
          },
        });
      });
    },
  };
}

/** What a day's write may do inside its transaction. */
export type DayWriteQueries = {
  tradeTimes(start: Date, end: Date): Promise<DayTradeTimes>;
  update(values: JournalDayValues): Promise<JournalDayRow>;
};

export type JournalRepository = ReturnType<typeof createJournalRepository>;
