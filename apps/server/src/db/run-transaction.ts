import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from './database.ts';

/** PostgreSQL's serialization failure and deadlock: the transaction was rolled back and may simply run again. */
const RETRYABLE_SQL_STATES = new Set(['40001', '40P01']);

/** Runs of one transaction at most: a conflict that outlives them is answered 409 (http/error-handler.ts). */
export const TRANSACTION_ATTEMPTS = 3;

/** Upper bound of the first pause; each later one doubles. Random within it, so the losers do not meet again. */
const BACKOFF_MS = 15;

/**
 * Thrown inside a transaction that finds the rows it locked no longer the ones it must lock (a trade moved to
 * another account between two lock steps): the work runs again from the start, like after a deadlock.
 */
export class WriteConflictError extends Error {
  constructor(reason: string) {
    super(`write conflict: ${reason}`);
  }
}

/** Whether a database error, or one it wraps (drizzle puts the driver's in `cause`), has one of these SQLSTATEs. */
export function hasSqlState(error: unknown, states: ReadonlySet<string>): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string' && states.has(current.code)) return true;
  }
  return false;
}

/** Two writers that met: a deadlock, a serialization failure, or a lock order that moved under us. */
export function isWriteConflict(error: unknown): boolean {
  return error instanceof WriteConflictError || hasSqlState(error, RETRYABLE_SQL_STATES);
}

/**
 * `db.transaction(work)`, run again (up to TRANSACTION_ATTEMPTS in all, after a short random pause) when it fails
 * on a write conflict. `work` must therefore touch nothing but `tx` (the outer handle deadlocks PGlite, and
 * nothing outside the database is rolled back): files are removed after the commit, by the caller. PGlite runs
 * one query at a time and never conflicts, so there it always runs once.
 */
export async function runTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isWriteConflict(error)) throw error;
      await sleep(Math.random() * BACKOFF_MS * 2 ** (attempt - 1));
    }
  }
}
