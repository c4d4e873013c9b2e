import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';

/**
 * Runs `work` in a transaction set for the analysis's big aggregations (docs/budgets.md, 100,000 trades):
 * - JIT compilation off. The planner overestimates the lateral over tags (100 rows a trade) and the joins over
 *   exits, which crosses `jit_above_cost`: measured on 100,000 trades, 2 s of compiling for a query that runs in
 *   100 ms. These queries are plain scans and sums; JIT never pays.
 * - 16 MB of sort and hash memory (PostgreSQL's default is 4 MB): the summary's ordered sequence and its target
 *   counts sort 100,000 rows, which otherwise spill to disk.
 */
export function readForAnalysis<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement for both (set_config(…, true) is `set local`): the embedded database runs them one at a time.
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '16MB', true)`);
    return work(tx);
  });
}
