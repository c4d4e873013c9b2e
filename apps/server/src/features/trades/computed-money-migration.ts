import type { TradeHistoryChanges } from '@carnet/contract';
import { Decimal, normalizeDecimal, toDecimalString, tradeOutcome } from '@carnet/domain';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import {
  computedMoneyMigrationQueries,
  type EstimatedTrade,
  type MoneyUpdate,
} from './computed-money-migration.queries.ts';
import { computedMoney } from './computed-trade-money.ts';
import { balanceDelta, settledMoney } from './trade-money.ts';

/** The data migration that follows the SQL migration of the same name. */
export const COMPUTED_MONEY_MIGRATION = '0026_computed_money';

/** Why the trades' money changed, in each one's history. */
export const COMPUTED_MONEY_REASON = 'Résultat calculé à partir des sorties et de la taille de la position.';

/** What the migration moved: trades, accounts, and the balances' total change per currency (never added across). */
export type ComputedMoneySummary = { trades: number; accounts: number; moved: Record<string, string> };

/**
 * Once, at the first start after migration 0026 (docs/rules/money.md#sources): every closed trade whose money was
 * estimated from R (or unknown) and whose instrument Carnet can now specify, with no rate to ask for, gets its
 * COMPUTED money; its account's balance moves by the new net minus the stored one, exactly, in the same
 * transaction, accounts locked first (the lock order of account-balance.queries.ts). A trade that would need a rate
 * keeps its estimate: nobody is there to give one. Null when the migration had already run.
 */
export async function migrateToComputedMoney(db: Db): Promise<ComputedMoneySummary | null> {
  return runTransaction(db, async (tx) => {
    const queries = computedMoneyMigrationQueries(tx);
    if (!(await queries.claim(COMPUTED_MONEY_MIGRATION))) return null;
    const estimated = await queries.estimated();
    const exits = await queries.exitsOf(estimated.map((trade) => trade.id));
    const updates: MoneyUpdate[] = [];
    const deltas = new Map<number, { currency: string; delta: Decimal }>();
    for (const trade of estimated) {
      const update = recomputed(trade, exits.get(trade.id) ?? []);
      if (update === null) continue;
      updates.push(update);
      const delta = balanceDelta(trade.pnlAmount, update.pnlAmount);
      if (delta === null) continue;
      const moved = deltas.get(trade.capitalAccountId) ?? { currency: trade.currency, delta: new Decimal(0) };
      deltas.set(trade.capitalAccountId, { ...moved, delta: moved.delta.plus(delta) });
    }
    await queries.lockAccounts([...deltas.keys()]);
    await queries.writeMoney(updates, COMPUTED_MONEY_REASON);
    const byCurrency = new Map<string, Decimal>();
    for (const [accountId, { currency, delta }] of deltas) {
      if (!delta.isZero()) await queries.addToBalance(accountId, toDecimalString(delta));
      byCurrency.set(currency, (byCurrency.get(currency) ?? new Decimal(0)).plus(delta));
    }
    const summary: ComputedMoneySummary = {
      trades: updates.length,
      accounts: deltas.size,
      moved: Object.fromEntries(
        [...byCurrency].map(([currency, total]) => [currency, toDecimalString(total)]),
      ),
    };
    await queries.record(COMPUTED_MONEY_MIGRATION, summary);
    return summary;
  });
}

/** The trade's computed money and what changed, or null when Carnet still cannot compute it. */
function recomputed(trade: EstimatedTrade, exits: readonly { price: string; quantity: string }[]) {
  const computed = computedMoney(trade, exits, trade.currency, null);
  if (computed === null || !('gross' in computed)) return null;
  const money = settledMoney({
    currency: trade.currency,
    realizedRr: trade.realizedRr,
    riskAmount: trade.riskAmount,
    fees: trade.fees,
    swap: trade.swap,
    reportedNet: null,
    computed,
  });
  if (money.grossPnl === null || money.pnlAmount === null) return null;
  const outcome = tradeOutcome(trade.realizedRr, money.pnlAmount);
  const changes: TradeHistoryChanges = {
    gross_pnl: [normalizeDecimal(trade.grossPnl), money.grossPnl],
    pnl_amount: [normalizeDecimal(trade.pnlAmount), money.pnlAmount],
    pnl_source: [trade.pnlSource, money.pnlSource],
  };
  if (outcome !== trade.outcome) changes.outcome = [trade.outcome, outcome];
  const update: MoneyUpdate = {
    id: trade.id,
    grossPnl: money.grossPnl,
    pnlAmount: money.pnlAmount,
    pnlSource: money.pnlSource,
    outcome,
    changes,
  };
  return update;
}

/** The server's log line of a migration that moved money. */
export function computedMoneyLogLine({ trades, accounts, moved }: ComputedMoneySummary): string {
  const totals = Object.entries(moved).map(([currency, total]) => `${total} ${currency}`);
  return (
    `Résultats calculés à partir des prix : ${trades} opération(s) sur ${accounts} compte(s), ` +
    `soldes déplacés de ${totals.length === 0 ? '0' : totals.join(', ')}.`
  );
}
