import type { Db } from '../db/database.ts';
import { runTransaction } from '../db/run-transaction.ts';
import { candleQueries } from '../features/candles/candles.repository.ts';
import { refreshExcursions } from '../features/trades/trade-excursions.queries.ts';
import type { TradeToWrite } from '../features/trades/write-trades.ts';
import { demoCandleSeries } from './demo-candles.ts';
import type { Random } from './seeded-random.ts';

/**
 * The demo's candles (docs/rules/candles.md): series around its most recent closed trades, stored like an
 * import, and every trade's excursions computed over them, in one transaction. Returns how many candles.
 */
export async function writeDemoCandles(
  db: Db,
  userId: number,
  trades: readonly TradeToWrite[],
  ids: readonly number[],
  random: Random,
): Promise<number> {
  const series = demoCandleSeries(trades, random);
  return runTransaction(db, async (tx) => {
    const store = candleQueries(tx);
    let written = 0;
    for (const { symbol, timeframe, candles } of series) {
      const first = candles[0];
      const last = candles.at(-1);
      if (first === undefined || last === undefined) continue;
      const row = await store.lockSeries({ userId, symbol, timeframe }, new Date(first.t), new Date(last.t));
      await store.upsertCandles(row.id, candles, row.count > 0);
      await store.refreshSpan(row.id);
      written += candles.length;
    }
    await refreshExcursions(tx, userId, ids);
    return written;
  });
}
