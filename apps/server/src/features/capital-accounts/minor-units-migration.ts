import type { TradeHistoryChanges } from '@carnet/contract';
import { Decimal, minorUnitsOf, normalizeDecimal, toDecimalString } from '@carnet/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { insertTableRows } from '../../db/insert-table-rows.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import {
  balanceAdjustments,
  capitalAccounts,
  dataMigrations,
  tradeHistory,
  trades,
} from '../../db/schema/index.ts';

/** The data migration that follows the SQL migration of the same name. */
export const MINOR_UNITS_MIGRATION = '0028_balance_adjustments';

/** Why a trade's money changed, in its history. */
export const MINOR_UNITS_REASON = 'Montants arrondis à l’unité monétaire de la devise du compte.';

/**
 * What the migration did: trades rounded, accounts whose balance moved, the total move per currency, and the
 * adjustments recorded for balances that had been typed by hand.
 */
export type MinorUnitsSummary = {
  trades: number;
  accounts: number;
  moved: Record<string, string>;
  adjustments: number;
};

type ClosedMoney = {
  fees: string;
  swap: string;
  grossPnl: string | null;
  pnlAmount: string;
  reported: boolean;
};

/**
 * A closed trade's money in its account currency's minor units (docs/rules/money.md#minor-units), half to even: fees
 * and swap, then the reported net (its gross follows) or the gross (its net follows), so net = gross − fees + swap
 * stays exact.
 */
export function roundedMoney(money: ClosedMoney, decimals: number): ClosedMoney {
  const round = (value: string) => new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_EVEN);
  const fees = round(money.fees);
  const swap = round(money.swap);
  if (money.reported || money.grossPnl === null) {
    const net = round(money.pnlAmount);
    const gross = money.grossPnl === null ? null : net.plus(fees).minus(swap);
    return { ...money, fees: str(fees), swap: str(swap), grossPnl: gross && str(gross), pnlAmount: str(net) };
  }
  const gross = round(money.grossPnl);
  const net = gross.minus(fees).plus(swap);
  return { ...money, fees: str(fees), swap: str(swap), grossPnl: str(gross), pnlAmount: str(net) };
}

const str = (value: Decimal) => toDecimalString(value);
const same = (a: string | null, b: string | null) => normalizeDecimal(a) === normalizeDecimal(b);

/**
 * Once, at the first start after migration 0028 (docs/rules/money.md#adjustments): every closed trade's money is
 * rounded to its account currency's minor unit and its account moves by what that changed, exactly; then an
 * account whose balance is not its starting balance + Σ nets (a balance typed by hand before adjustments existed)
 * gets that difference as one adjustment, so the balance the trader sees stays what it was and the rule holds from
 * now on. Accounts are locked first (the lock order of account-balance.queries.ts). Null when it already ran.
 */
export async function migrateToMinorUnits(db: Db): Promise<MinorUnitsSummary | null> {
  return runTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(dataMigrations)
      .values({ name: MINOR_UNITS_MIGRATION })
      .onConflictDoNothing()
      .returning({ name: dataMigrations.name });
    if (claimed.length === 0) return null;
    const accounts = await tx
      .select({
        id: capitalAccounts.id,
        currency: capitalAccounts.currency,
        starting: capitalAccounts.startingBalance,
        current: capitalAccounts.currentBalance,
      })
      .from(capitalAccounts)
      .orderBy(asc(capitalAccounts.id))
      .for('no key update');
    const closed = await tx
      .select({
        id: trades.id,
        accountId: trades.capitalAccountId,
        fees: trades.fees,
        swap: trades.swap,
        grossPnl: trades.grossPnl,
        pnlAmount: trades.pnlAmount,
        pnlSource: trades.pnlSource,
      })
      .from(trades)
      .where(and(eq(trades.status, 'CLOSED'), isNotNull(trades.pnlAmount)))
      .orderBy(asc(trades.id));
    const byAccount = new Map(accounts.map((account) => [account.id, { ...account, nets: new Decimal(0) }]));
    const history: { tradeId: number; action: 'UPDATE'; changes: TradeHistoryChanges; reason: string }[] = [];
    const summary: MinorUnitsSummary = { trades: 0, accounts: 0, moved: {}, adjustments: 0 };
    const moves = new Map<number, Decimal>();
    for (const trade of closed) {
      const account = byAccount.get(trade.accountId);
      if (account === undefined || trade.pnlAmount === null) continue;
      const decimals = minorUnitsOf(account.currency);
      const before = { ...trade, pnlAmount: trade.pnlAmount, reported: trade.pnlSource === 'REPORTED' };
      const after = decimals === null ? before : roundedMoney(before, decimals);
      account.nets = account.nets.plus(after.pnlAmount);
      if (
        same(before.pnlAmount, after.pnlAmount) &&
        same(before.grossPnl, after.grossPnl) &&
        same(before.fees, after.fees) &&
        same(before.swap, after.swap)
      )
        continue;
      await tx
        .update(trades)
        .set({ fees: after.fees, swap: after.swap, grossPnl: after.grossPnl, pnlAmount: after.pnlAmount })
        .where(eq(trades.id, trade.id));
      const changes: TradeHistoryChanges = {};
      for (const [key, field] of [
        ['fees', 'fees'],
        ['swap', 'swap'],
        ['gross_pnl', 'grossPnl'],
        ['pnl_amount', 'pnlAmount'],
      ] as const) {
        if (!same(before[field], after[field]))
          changes[key] = [normalizeDecimal(before[field]), normalizeDecimal(after[field])];
      }
      history.push({ tradeId: trade.id, action: 'UPDATE', changes, reason: MINOR_UNITS_REASON });
      const move = new Decimal(after.pnlAmount).minus(before.pnlAmount);
      moves.set(trade.accountId, (moves.get(trade.accountId) ?? new Decimal(0)).plus(move));
      summary.trades += 1;
    }
    await insertTableRows(tx, tradeHistory, history);
    for (const account of byAccount.values()) {
      const move = moves.get(account.id) ?? new Decimal(0);
      const current = new Decimal(account.current).plus(move);
      if (!move.isZero()) {
        await tx
          .update(capitalAccounts)
          .set({ currentBalance: sql`${capitalAccounts.currentBalance} + ${str(move)}::numeric` })
          .where(eq(capitalAccounts.id, account.id));
        summary.accounts += 1;
        summary.moved[account.currency] = str(new Decimal(summary.moved[account.currency] ?? 0).plus(move));
      }
      const drift = current.minus(account.starting).minus(account.nets);
      if (drift.isZero()) continue;
      await tx.insert(balanceAdjustments).values({ capitalAccountId: account.id, amount: str(drift) });
      summary.adjustments += 1;
    }
    await tx.update(dataMigrations).set({ summary }).where(eq(dataMigrations.name, MINOR_UNITS_MIGRATION));
    return summary;
  });
}

/** The server's log line after the migration. */
export function minorUnitsLogLine(summary: MinorUnitsSummary): string {
  const moved = Object.entries(summary.moved)
    .map(([currency, amount]) => `${amount} ${currency}`)
    .join(', ');
  return `Unités monétaires : ${summary.trades} opérations arrondies, ${summary.accounts} comptes déplacés${moved === '' ? '' : ` (${moved})`}, ${summary.adjustments} ajustements de solde enregistrés.`;
}
