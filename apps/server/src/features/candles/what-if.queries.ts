import type { CandleSeries, WhatIfPlan, WhatIfTrade } from '@carnet/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tradeExits, trades, tradeTakeProfits } from '../../db/schema/index.ts';
import { type AnalysisScope, scopeCondition } from '../analysis/analysis-scope.ts';
import { POSITION_ON_CANDLES, symbolCandles } from './candle-windows.queries.ts';

const DAY_MS = 86_400_000;

type Fill = { price: string; quantity: string; at: Date };
type Target = { price: string; quantity_to_sell: string };

function groupBy<T extends { tradeId: number }, V>(
  rows: readonly T[],
  value: (row: T) => V,
): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const group = groups.get(row.tradeId);
    if (group === undefined) groups.set(row.tradeId, [value(row)]);
    else group.push(value(row));
  }
  return groups;
}

/**
 * The closed trades of an analysis scope as the what-if exits replay them (docs/rules/candles.md#what-if): their
 * entry and exits, the plan locked at entry (else their current entry, stop, size and targets), and the candles
 * of their symbol from each entry to `horizonDays` later, read once per symbol.
 */
export async function whatIfTrades(
  db: Db,
  scope: AnalysisScope,
  horizonDays: number,
): Promise<WhatIfTrade[]> {
  const rows = await db
    .select({ ...POSITION_ON_CANDLES, plan: trades.plan })
    .from(trades)
    .where(scopeCondition(scope))
    .orderBy(asc(trades.id));
  const ids = rows.map((row) => row.id);
  const exits = new Map<number, Fill[]>();
  const targets = new Map<number, Target[]>();
  for (let start = 0; start < ids.length; start += 5_000) {
    const batch = ids.slice(start, start + 5_000);
    const [exitRows, targetRows] = await Promise.all([
      db.select().from(tradeExits).where(inArray(tradeExits.tradeId, batch)),
      db
        .select()
        .from(tradeTakeProfits)
        .where(inArray(tradeTakeProfits.tradeId, batch))
        .orderBy(asc(tradeTakeProfits.position)),
    ]);
    for (const [id, fills] of groupBy(exitRows, (row) => ({
      price: row.price,
      quantity: row.quantity,
      at: row.executedAt,
    })))
      exits.set(id, fills);
    for (const [id, list] of groupBy(targetRows, (row) => ({
      price: row.price,
      quantity_to_sell: row.quantityToSell,
    })))
      targets.set(id, list);
  }
  const candlesBySymbol = new Map<string, CandleSeries[]>();
  for (const symbol of new Set(rows.map((row) => row.assetName))) {
    const windows = rows
      .filter((row) => row.assetName === symbol)
      .map((row) => ({
        fromMs: row.entryDate.getTime(),
        toMs: row.entryDate.getTime() + horizonDays * DAY_MS,
      }));
    candlesBySymbol.set(symbol, await symbolCandles(db, scope.userId, symbol, windows));
  }
  return rows.map((row) => {
    const plan: WhatIfPlan = row.plan ?? {
      entry_price: row.entryPrice,
      stop_loss_price: row.stopLossPrice,
      quantity: row.quantity,
      take_profits: targets.get(row.id) ?? [],
    };
    return {
      direction: row.direction,
      entries: [{ price: row.entryPrice, quantity: row.quantity, at: row.entryDate }],
      exits: exits.get(row.id) ?? [],
      plan,
      candles: candlesBySymbol.get(row.assetName) ?? [],
    };
  });
}
