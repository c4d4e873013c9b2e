import { eq } from 'drizzle-orm';
import { trades } from '../../src/db/schema/index.ts';
import type { TestApp } from '../build-test-app.ts';
import { type Api, longTrade } from './trades-test-support.ts';

/** One closed trade of a hand-made journal: its R (1 R = 1 000 a unit, 2 units), tags and instants. */
export type JournalTrade = {
  r: number;
  tags?: string[];
  entry: string;
  close: string;
  /** Remove its stop after the close, as an import without a stop leaves it: R unknown, money kept. */
  unknownR?: boolean;
  /** A configuration and the checklist as ticked at entry (grade and compliance follow). */
  strategy?: number;
  confirmations?: { key: string; passed: boolean }[];
};

/**
 * Creates then closes each trade on `accountId` (LONG 2 units at 50 000, stop 49 000, risk 1 % of 10 000 = 100,
 * so a trade of R closes at 50 000 + 1 000 R and nets 100 R). All are created before the first close, so each
 * risks the starting balance.
 */
export async function closeJournal(
  t: TestApp,
  api: Api,
  accountId: number,
  journal: readonly JournalTrade[],
) {
  const created = [];
  for (const trade of journal) {
    created.push(
      await api.createTrade(
        longTrade(accountId, {
          entry_date: trade.entry,
          tags: trade.tags ?? [],
          ...(trade.strategy === undefined ? {} : { strategy: trade.strategy }),
          initial_confirmations: trade.confirmations ?? [],
        }),
      ),
    );
  }
  for (const [index, trade] of journal.entries()) {
    const id = created[index]?.id ?? 0;
    await api.close(id, { close_price: String(50_000 + 1_000 * trade.r), close_date: trade.close });
    if (trade.unknownR) {
      await t.db
        .update(trades)
        .set({ stopLossPrice: null, realizedRr: null, plannedRr: null })
        .where(eq(trades.id, id));
    }
  }
  return created;
}
