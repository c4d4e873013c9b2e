import { type Excursions, type ExcursionsTrade, tradeExcursions } from '@carnet/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { candleSeries, tradeExits, trades } from '../../db/schema/index.ts';
import { POSITION_ON_CANDLES, symbolCandles, type TimeWindow } from '../candles/candle-windows.queries.ts';

/** Trades read and written per statement: well under PostgreSQL's 65,535 parameters. */
const TRADES_PER_BATCH = 5_000;

type ExcursionsRow = Pick<
  typeof trades.$inferSelect,
  | 'id'
  | 'assetName'
  | 'direction'
  | 'entryPrice'
  | 'quantity'
  | 'stopLossPrice'
  | 'entryDate'
  | 'status'
  | 'plan'
>;

type Fill = { price: string; quantity: string; at: Date };

/**
 * A closed trade as the domain measures it: its entry and exits, and the risk of its plan locked at entry, else
 * of its current entry, stop and size (docs/rules/candles.md#excursions). Null for a trade that is not closed.
 */
function excursionsTrade(row: ExcursionsRow, exits: readonly Fill[]): ExcursionsTrade | null {
  if (row.status !== 'CLOSED') return null;
  const plan =
    row.plan !== null && row.plan.stop_loss_price !== null
      ? row.plan
      : { entry_price: row.entryPrice, stop_loss_price: row.stopLossPrice, quantity: row.quantity };
  return {
    direction: row.direction,
    entries: [{ price: row.entryPrice, quantity: row.quantity, at: row.entryDate }],
    exits,
    plan,
  };
}

/** The holding period of a closed trade, first fill to last. */
function holdingWindow(trade: ExcursionsTrade): TimeWindow {
  const times = [...trade.entries, ...trade.exits].map((fill) => new Date(fill.at).getTime());
  return { fromMs: Math.min(...times), toMs: Math.max(...times) };
}

async function exitsByTrade(db: Db | Tx, ids: readonly number[]): Promise<Map<number, Fill[]>> {
  const rows = await db
    .select({
      tradeId: tradeExits.tradeId,
      price: tradeExits.price,
      quantity: tradeExits.quantity,
      at: tradeExits.executedAt,
    })
    .from(tradeExits)
    .where(inArray(tradeExits.tradeId, [...ids]));
  const byTrade = new Map<number, Fill[]>();
  for (const { tradeId, ...fill } of rows) byTrade.set(tradeId, [...(byTrade.get(tradeId) ?? []), fill]);
  return byTrade;
}

async function writeExcursions(
  db: Db | Tx,
  values: readonly { id: number; e: Excursions | null }[],
): Promise<void> {
  if (values.length === 0) return;
  await db.execute(sql`update ${trades} set excursions = r.e
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(id int, e jsonb)
    where ${trades.id} = r.id`);
}

/** Recomputes one batch of the caller's trades: their rows, exits and symbols' candles read once. */
async function refreshBatch(
  db: Db | Tx,
  userId: number,
  ids: readonly number[],
  afterDelete: boolean,
): Promise<void> {
  const rows = await db
    .select({ ...POSITION_ON_CANDLES, status: trades.status, plan: trades.plan })
    .from(trades)
    .where(and(eq(trades.userId, userId), inArray(trades.id, [...ids])));
  const exits = await exitsByTrade(db, ids);
  const bySymbol = new Map<string, { id: number; trade: ExcursionsTrade | null }[]>();
  for (const row of rows) {
    const entry = { id: row.id, trade: excursionsTrade(row, exits.get(row.id) ?? []) };
    bySymbol.set(row.assetName, [...(bySymbol.get(row.assetName) ?? []), entry]);
  }
  const values: { id: number; e: Excursions | null }[] = [];
  for (const [symbol, entries] of bySymbol) {
    const closed = entries.flatMap(({ trade }) => (trade === null ? [] : [holdingWindow(trade)]));
    const series = await symbolCandles(db, userId, symbol, closed);
    // No series of the symbol: its trades' excursions are already null, unless its last series was just deleted.
    if (series.length === 0 && !afterDelete) continue;
    for (const { id, trade } of entries) values.push({ id, e: trade && tradeExcursions(trade, series) });
  }
  await writeExcursions(db, values);
}

/**
 * Recomputes and stores the excursions of the caller's trades (docs/rules/candles.md#excursions), inside the
 * transaction that changed their fills or stop: null for a trade that is not closed or that no candle overlaps.
 */
export async function refreshExcursions(
  db: Db | Tx,
  userId: number,
  ids: readonly number[],
  afterDelete = false,
): Promise<void> {
  // Without any candle every excursion is null already: a save or an import of trades reads nothing more.
  const [any] = await db
    .select({ id: candleSeries.id })
    .from(candleSeries)
    .where(eq(candleSeries.userId, userId))
    .limit(1);
  if (any === undefined && !afterDelete) return;
  for (let start = 0; start < ids.length; start += TRADES_PER_BATCH) {
    await refreshBatch(db, userId, ids.slice(start, start + TRADES_PER_BATCH), afterDelete);
  }
}

/**
 * Recomputes the excursions of the caller's closed trades of a symbol whose holding period meets `[fromMs, toMs]`
 * (the span of candles just imported or deleted — `afterDelete` — a day wider, the longest candle), in the same
 * transaction.
 * Returns how many it recomputed.
 */
export async function refreshSymbolExcursions(
  db: Db | Tx,
  userId: number,
  symbol: string,
  window: TimeWindow,
  afterDelete = false,
): Promise<number> {
  const DAY_MS = 86_400_000;
  const rows = await db
    .select({ id: trades.id })
    .from(trades)
    .where(
      and(
        eq(trades.userId, userId),
        eq(trades.assetName, symbol),
        eq(trades.status, 'CLOSED'),
        gte(trades.closeDate, new Date(window.fromMs - DAY_MS)),
        lte(trades.entryDate, new Date(window.toMs + DAY_MS)),
      ),
    );
  await refreshExcursions(
    db,
    userId,
    rows.map((row) => row.id),
    afterDelete,
  );
  return rows.length;
}
