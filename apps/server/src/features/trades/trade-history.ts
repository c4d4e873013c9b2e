import type {
  HistoryValue,
  TradeHistoryAction,
  TradeHistoryChanges,
  TradeHistoryEntry,
  TradeListItem,
} from '@carnet/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tradeHistory } from '../../db/schema/index.ts';
import { isoDateTime } from '../../http/serialize.ts';
import { type TradeWithTakeProfits, toTradeListItem } from './trade-response.ts';

// docs/rules/trades.md: every change to a trade appends an entry {at, action, changes: {field: [before, after]}, reason}.
// Nothing here updates or deletes an entry: they go only with their trade (ON DELETE CASCADE).

/** Fields of the API face that say nothing about the trade itself. */
// Excursions follow from the fills and the candles: recomputed, never edited, so never an entry of their own.
const UNTRACKED = new Set<keyof TradeListItem>(['id', 'excursions', 'created_at', 'updated_at']);

/** The trade as the history compares it: its API face, take profits without their ids. */
function trackedFields(state: TradeWithTakeProfits | null): Record<string, HistoryValue> {
  if (state === null) return {};
  const face = toTradeListItem(state);
  const fields: Record<string, HistoryValue> = {};
  for (const [key, value] of Object.entries(face)) {
    if (!UNTRACKED.has(key as keyof TradeListItem)) fields[key] = value;
  }
  fields.take_profits = face.take_profits.map(({ price, quantity_to_sell, is_hit }) => ({
    price,
    quantity_to_sell,
    is_hit,
  }));
  return fields;
}

/** Each field whose value differs between `before` (null: the trade did not exist) and `after`. */
export function tradeChanges(
  before: TradeWithTakeProfits | null,
  after: TradeWithTakeProfits,
): TradeHistoryChanges {
  const old = trackedFields(before);
  const now = trackedFields(after);
  const changes: TradeHistoryChanges = {};
  for (const [field, value] of Object.entries(now)) {
    const previous = old[field] ?? null;
    if (JSON.stringify(previous) !== JSON.stringify(value)) changes[field] = [previous, value];
  }
  return changes;
}

export type HistoryAppend = {
  action: TradeHistoryAction;
  changes: TradeHistoryChanges;
  reason?: string | null;
};

/** Appending and reading a trade's history (its id already proven the caller's). */
export function tradeHistoryQueries(db: Db) {
  return {
    async appendHistory(tradeId: number, entry: HistoryAppend): Promise<void> {
      await db.insert(tradeHistory).values({
        tradeId,
        action: entry.action,
        changes: entry.changes,
        reason: entry.reason === undefined || entry.reason === '' ? null : entry.reason,
      });
    },

    /** Newest first; entries of one instant in the order they were written, last first. */
    async historyOf(tradeId: number): Promise<TradeHistoryEntry[]> {
      const rows = await db
        .select()
        .from(tradeHistory)
        .where(eq(tradeHistory.tradeId, tradeId))
        .orderBy(desc(tradeHistory.at), desc(tradeHistory.id));
      return rows.map((row) => ({
        id: row.id,
        at: isoDateTime(row.at),
        action: row.action,
        changes: row.changes,
        reason: row.reason,
      }));
    },
  };
}
