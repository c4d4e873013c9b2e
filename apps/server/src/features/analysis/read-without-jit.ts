import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';

/**
 * Runs `work` in a transaction with PostgreSQL's JIT compilation off. The planner overestimates the lateral over
 * tags (100 rows a trade) and the joins over exits, which crosses `jit_above_cost`: measured on 100,000 trades,
 * 2 s of compiling for a query that runs in 100 ms. These queries are plain scans and sums; JIT never pays.
 */
export function readWithoutJit<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return work(tx);
  });
}
