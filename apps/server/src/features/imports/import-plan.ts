import type { ExistingTrade } from './imports.repository.ts';
import type { ImportedTradeToWrite } from './read-import-file.ts';

/** What an import does with each trade read from a file (docs/rules/imports.md, « Identity and duplicates »). */
export type ImportPlan = {
  /** Per trade of the file, in its order: already in the account (or earlier in the file), so not written. */
  duplicate: boolean[];
  /** New trades, written whole. */
  fresh: ImportedTradeToWrite[];
  /** Trades the account holds OPEN that the file shows closed: they are completed, not added again. */
  completions: { tradeId: number; trade: ImportedTradeToWrite }[];
};

/**
 * Each trade of the file by its external id: new; the completion of the account's OPEN trade when the file shows
 * it closed; else a duplicate (a trade the account already holds, or one met earlier in the same file).
 */
export function planImport(
  trades: readonly ImportedTradeToWrite[],
  existing: ReadonlyMap<string, ExistingTrade>,
): ImportPlan {
  const seen = new Set<string>();
  const plan: ImportPlan = { duplicate: [], fresh: [], completions: [] };
  for (const trade of trades) {
    const id = trade.values.externalId ?? '';
    const held = existing.get(id);
    const completes = held?.status === 'OPEN' && trade.values.status === 'CLOSED' && !seen.has(id);
    const isDuplicate = seen.has(id) || (held !== undefined && !completes);
    seen.add(id);
    plan.duplicate.push(isDuplicate);
    if (completes && held !== undefined) plan.completions.push({ tradeId: held.id, trade });
    else if (!isDuplicate) plan.fresh.push(trade);
  }
  return plan;
}
