import { badRequest, invalid, notFound } from '../../http/errors.ts';
import type { TradeSave } from './plan-trade-save.ts';
import { planTradeSave, type TradeBody } from './plan-trade-save.ts';
import { resolveReferences } from './resolve-references.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';
import type { TradeReferences } from './trade-references.ts';
import type { TradeQueries, TradesRepository } from './trades.repository.ts';

type SaveDeps = { repository: TradesRepository; references: TradeReferences };

/** A reference that moved between the look-up and the lock is looked up again, a few times at most. */
const MAX_ATTEMPTS = 3;

/**
 * Creates (`id` undefined) or updates a trade. References are resolved through the other features' services
 * first (outside the transaction: PGlite has one connection), then the row is locked and the save planned on
 * what is locked, so a close running at the same time is either fully before or fully after it. A save moves no
 * money (a closed trade's plan, risk and account are settled), so it locks no account: it starts at step 2 of the
 * lock order (account-balance.queries.ts).
 */
export async function saveTrade(
  { repository, references }: SaveDeps,
  userId: number,
  body: TradeBody,
  id: number | undefined,
): Promise<number> {
  if (id === undefined) {
    const resolved = await resolveReferences(references, userId, body, undefined);
    const planned = planTradeSave(body, undefined, resolved);
    if (!planned.ok) throw badRequest(planned.errors);
    return repository.transaction(async (queries) => {
      const row = await queries.insert(userId, planned.save.values);
      await write(queries, row.id, planned.save, []);
      return row.id;
    });
  }

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const before = await repository.findOwnedRow(userId, id);
    if (before === undefined) throw notFound();
    const resolved = await resolveReferences(references, userId, body, before);
    const saved = await repository.transaction(async (queries) => {
      const trade = await queries.lockOwned(userId, id);
      if (trade === undefined) throw notFound();
      const moved =
        trade.strategyId !== before.strategyId ||
        trade.strategyTypeId !== before.strategyTypeId ||
        trade.capitalAccountId !== before.capitalAccountId;
      if (moved) return false;
      const [takeProfits, confirmations] = await Promise.all([
        queries.takeProfitsOf(id),
        queries.confirmationsOf(id),
      ]);
      const planned = planTradeSave(body, { trade, takeProfits, confirmations }, resolved);
      if (!planned.ok) throw badRequest(planned.errors);
      await queries.update(id, planned.save.values);
      await write(queries, id, planned.save, takeProfits);
      return true;
    });
    if (saved) return id;
  }
  throw invalid(TRADE_MESSAGES.changedMeanwhile);
}

async function write(
  queries: TradeQueries,
  id: number,
  save: TradeSave,
  existingTakeProfits: Parameters<TradeQueries['syncTakeProfits']>[1],
): Promise<void> {
  if (save.takeProfits !== null) await queries.syncTakeProfits(id, existingTakeProfits, save.takeProfits);
  if ('replace' in save.confirmations) await queries.replaceConfirmations(id, save.confirmations.replace);
  else await queries.updateConfirmations(id, save.confirmations.update);
}
