import { TRADE_RECORD_MESSAGES } from '@carnet/contract';
import { invalid, ownedOr404 } from '../../http/errors.ts';
import { tradeChanges } from './trade-history.ts';
import { reversal } from './trade-money.ts';
import type { TradesRepository } from './trades.repository.ts';

/**
 * POST …/reopen/ (docs/rules/trades.md): a closed trade back to OPEN — its exits removed, its take profits no longer
 * reached, its net taken back out of its account exactly (the stored amount, negated), and the reopening in its
 * history. Fees and swap stay: they were typed for the position and the next close starts from them. The account
 * is locked before the trade (the lock order of account-balance.queries.ts).
 */
export function reopenTrade(repository: TradesRepository, userId: number, id: number): Promise<void> {
  return repository.transaction(async (queries) => {
    const trade = ownedOr404(await queries.lockOwnedWithAccount(userId, id));
    if (trade.status !== 'CLOSED') throw invalid(TRADE_RECORD_MESSAGES.notClosed);
    const takeProfits = await queries.takeProfitsOf(id);
    if (trade.pnlAmount !== null)
      await queries.addToBalance(trade.capitalAccountId, reversal(trade.pnlAmount));
    await queries.replaceExits(id, []);
    await queries.markReached(id, []);
    const reopened = await queries.update(id, {
      status: 'OPEN',
      outcome: null,
      realizedRr: null,
      closeDate: null,
      closePrice: null,
      pnlAmount: null,
      grossPnl: null,
      pnlSource: null,
      fxRate: null,
      // An open trade has no excursions (docs/rules/candles.md#excursions).
      excursions: null,
    });
    const after = { trade: reopened, takeProfits: takeProfits.map((tp) => ({ ...tp, isHit: false })) };
    await queries.appendHistory(id, {
      action: 'REOPEN',
      changes: tradeChanges({ trade, takeProfits }, after),
    });
  });
}
