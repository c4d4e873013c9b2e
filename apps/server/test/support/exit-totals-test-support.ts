import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { trades } from '../../src/db/schema/index.ts';

const exitsSum = (expression: string) =>
  sql.raw(`(select coalesce(sum(${expression}), 0) from trade_exits e where e.trade_id = trades.id)`);

/**
 * The trades whose stored exit totals (`exits_notional`, `exits_quantity`) differ from the Σ price × quantity and
 * Σ quantity of their exits, both sides as text: none, whatever wrote them.
 */
export function exitTotalsMismatches(db: Db): Promise<{ id: number; stored: string; exits: string }[]> {
  const notional = exitsSum('e.price * e.quantity');
  const quantity = exitsSum('e.quantity');
  return db
    .select({
      id: trades.id,
      stored: sql<string>`${trades.exitsNotional} || ' / ' || ${trades.exitsQuantity}`,
      exits: sql<string>`${notional} || ' / ' || ${quantity}`,
    })
    .from(trades)
    .where(sql`${trades.exitsNotional} <> ${notional} or ${trades.exitsQuantity} <> ${quantity}`)
    .orderBy(asc(trades.id));
}
