import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';

/**
 * Makes the database itself fail with this SQLSTATE (e.g. '40P01', a deadlock), so a test meets the driver's real
 * error as drizzle wraps it, on PGlite as on PostgreSQL. `state`: five characters of [0-9A-Z].
 */
export async function raiseSqlState(db: Db, state: string): Promise<never> {
  if (!/^[0-9A-Z]{5}$/.test(state)) throw new Error(`not a SQLSTATE: ${state}`);
  await db.execute(sql.raw(`do $$ begin raise exception 'probe' using errcode = '${state}'; end $$`));
  throw new Error(`the database did not raise ${state}`);
}
