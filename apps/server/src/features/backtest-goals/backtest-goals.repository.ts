import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import {
  type BacktestGoalRow,
  type BacktestTimeLogRow,
  backtestGoals,
  backtestSessions,
  backtestTimeLogs,
} from '../../db/schema/index.ts';

export type GoalStatus = BacktestGoalRow['status'];
export type GoalWithLoggedMinutes = BacktestGoalRow & { loggedMinutes: number };
export type NewGoal = Pick<BacktestGoalRow, 'userId' | 'label' | 'targetMinutes' | 'startDate' | 'deadline'>;
export type NewTimeLog = Omit<typeof backtestTimeLogs.$inferInsert, 'id' | 'createdAt'>;

// Written out in full: in a one-table select drizzle renders columns unqualified, and an unqualified "id"
// inside this subquery would be the time log's own id.
const goalWithLoggedMinutes = {
  ...getTableColumns(backtestGoals),
  loggedMinutes: sql<number>`coalesce((select sum(logs.duration_minutes) from backtest_time_logs logs
    where logs.goal_id = "backtest_goals"."id"), 0)`.mapWith(Number),
};

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

function goalQueries(db: Db) {
  const ownGoal = (userId: number, id: number) =>
    and(eq(backtestGoals.id, id), eq(backtestGoals.userId, userId));

  return {
    /** Every goal of the user, newest first (the history), each with the minutes logged against it. */
    listGoals(userId: number): Promise<GoalWithLoggedMinutes[]> {
      return db
        .select(goalWithLoggedMinutes)
        .from(backtestGoals)
        .where(eq(backtestGoals.userId, userId))
        .orderBy(desc(backtestGoals.startDate), desc(backtestGoals.id));
    },

    async findGoal(userId: number, id: number): Promise<GoalWithLoggedMinutes | undefined> {
      const [row] = await db.select(goalWithLoggedMinutes).from(backtestGoals).where(ownGoal(userId, id));
      return row;
    },

    async findActiveGoal(userId: number): Promise<GoalWithLoggedMinutes | undefined> {
      const [row] = await db
        .select(goalWithLoggedMinutes)
        .from(backtestGoals)
        .where(and(eq(backtestGoals.userId, userId), eq(backtestGoals.status, 'ACTIVE')));
      return row;
    },

    /** Inside a transaction: the caller's goal, locked against a concurrent close. */
    async lockGoal(userId: number, id: number): Promise<BacktestGoalRow | undefined> {
      const [row] = await db.select().from(backtestGoals).where(ownGoal(userId, id)).for('update');
      return row;
    },

    /** Undefined when the user already has an active goal (the partial unique index refuses a second). */
    async insertGoal(goal: NewGoal): Promise<BacktestGoalRow | undefined> {
      const [row] = await db.insert(backtestGoals).values(goal).onConflictDoNothing().returning();
      return row;
    },

    /** Closing stamps the first completion time; reopening clears it. Throws a unique violation on reopen. */
    async setStatus(userId: number, id: number, status: GoalStatus): Promise<BacktestGoalRow | undefined> {
      const completedAt =
        status === 'COMPLETED' ? sql`coalesce(${backtestGoals.completedAt}, now())` : sql`null`;
      const [row] = await db
        .update(backtestGoals)
        .set({ status, completedAt })
        .where(ownGoal(userId, id))
        .returning();
      return row;
    },

    listTimeLogs(goalId: number): Promise<BacktestTimeLogRow[]> {
      return db
        .select()
        .from(backtestTimeLogs)
        .where(eq(backtestTimeLogs.goalId, goalId))
        .orderBy(desc(backtestTimeLogs.startedAt), desc(backtestTimeLogs.id));
    },

    async insertTimeLog(timeLog: NewTimeLog): Promise<BacktestTimeLogRow> {
      const [row] = await db.insert(backtestTimeLogs).values(timeLog).returning();
      if (!row) throw new Error('insert into backtest_time_logs returned no row');
      return row;
    },

    /** Time logs may name a backtest session: only one of the caller's (docs/api.md references). */
    async isOwnSession(userId: number, sessionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: backtestSessions.id })
        .from(backtestSessions)
        .where(and(eq(backtestSessions.id, sessionId), eq(backtestSessions.userId, userId)));
      return row !== undefined;
    },
  };
}

export type GoalQueries = ReturnType<typeof goalQueries>;

export function createBacktestGoalsRepository(db: Db) {
  return {
    ...goalQueries(db),
    /** Runs `work` in one transaction on the transaction handle (PGlite deadlocks on the outer one). */
    transaction<T>(work: (queries: GoalQueries) => Promise<T>): Promise<T> {
      return runTransaction(db, (tx) => work(goalQueries(tx)));
    },
  };
}

export type BacktestGoalsRepository = ReturnType<typeof createBacktestGoalsRepository>;
