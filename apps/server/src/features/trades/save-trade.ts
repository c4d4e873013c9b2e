import { badRequest, invalid, notFound } from '../../http/errors.ts';
import { closedTradeEdit } from './closed-trade-money.ts';
import type { TradeSave } from './plan-trade-save.ts';
import { planTradeSave, type TradeBody } from './plan-trade-save.ts';
import { recordPlan } from './record-plan.ts';
import { resolveReferences } from './resolve-references.ts';
import { tradeChanges } from './trade-history.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';
import type { TradeReferences } from './trade-references.ts';
import type { TradeWithTakeProfits } from './trade-response.ts';
import type { TradeQueries, TradesRepository } from './trades.repository.ts';

type SaveDeps = { repository: TradesRepository; references: TradeReferences };

/** A reference that moved between the look-up and the lock is looked up again, a few times at most. */
const MAX_ATTEMPTS = 3;

/**
 * Creates (`id` undefined) or updates a trade. References are resolved through the other features' services
 * first (outside the transaction: PGlite has one connection), then the row is locked and the save planned on
 * what is locked, so a close running at the same time is either fully before or fully after it. An edit of a
 * closed trade may correct its money (docs/rules/trades.md), so an update locks the trade's account first (the lock order
 * of account-balance.queries.ts). Every save appends to the history and locks the plan on the first non-draft
 * save.
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
      await recordHistory(queries, row.id, null, body.edit_reason);
      await queries.refreshExcursions(userId, row.id);
      return row.id;
    });
  }

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const before = await repository.findOwnedRow(userId, id);
    if (before === undefined) throw notFound();
    const resolved = await resolveReferences(references, userId, body, before);
    const saved = await repository.transaction(async (queries) => {
      const trade = await queries.lockOwnedWithAccount(userId, id);
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
      const closedEdit =
        trade.status === 'CLOSED'
          ? closedTradeEdit(
              trade,
              body,
              await queries.exitsOf(id),
              await queries.currencyOf(trade.capitalAccountId),
            )
          : undefined;
      await queries.update(id, { ...planned.save.values, ...closedEdit?.values });
      if (closedEdit?.delta) await queries.addToBalance(trade.capitalAccountId, closedEdit.delta);
      await write(queries, id, planned.save, takeProfits);
      await recordHistory(queries, id, { trade, takeProfits }, body.edit_reason);
      // A new stop or size changes the R the excursions are measured in (docs/rules/candles.md#excursions).
      await queries.refreshExcursions(userId, id);
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

/**
 * The history entry of a save (CREATE, or UPDATE with its reason; an update that changed nothing and gives no
 * reason adds none), and the plan locked if this is the trade's first non-draft save.
 */
async function recordHistory(
  queries: TradeQueries,
  id: number,
  before: TradeWithTakeProfits | null,
  reason: string | undefined,
): Promise<void> {
  let after = await queries.stateOf(id);
  if (after.trade.plan === null && !after.trade.isDraft) {
    const confirmations = await queries.confirmationsOf(id);
    const locked = recordPlan(after.trade, after.takeProfits, confirmations, new Date());
    after = { ...after, trade: await queries.update(id, locked) };
  }
  const changes = tradeChanges(before, after);
  if (before !== null && Object.keys(changes).length === 0 && !reason) return;
  await queries.appendHistory(id, { action: before === null ? 'CREATE' : 'UPDATE', changes, reason });
}
