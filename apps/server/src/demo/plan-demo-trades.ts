import { tradeCreateSchema } from '@carnet/contract';
import { addDecimals, closeTrade, normalizeDecimal } from '@carnet/domain';
import type { TradeRow } from '../db/schema/index.ts';
import { planTradeSave } from '../features/trades/plan-trade-save.ts';
import { resolveReferences } from '../features/trades/resolve-references.ts';
import type { ConfirmationValues, TakeProfitValues } from '../features/trades/trade-children.queries.ts';
import { closedPnlAmount } from '../features/trades/trade-money.ts';
import type { TradeAccount, TradeReferences } from '../features/trades/trade-references.ts';
import type { TradeValues } from '../features/trades/trades.repository.ts';
import type { DemoExit, DemoTrade } from './demo-trade.ts';

/** A trade's rows as the API would have left them after its create, close and review. */
export type PlannedTradeRows = {
  values: TradeValues & Pick<TradeRow, 'createdAt' | 'updatedAt'>;
  takeProfits: (TakeProfitValues & { isHit: boolean })[];
  confirmations: ConfirmationValues[];
};

export type PlannedTrades = {
  trades: PlannedTradeRows[];
  /** What the closes added to each account's balance (account id → exact decimal). */
  balanceChanges: Map<number, string>;
};

/**
 * Replays the trader's year through the trades feature's own rules, without a round trip per trade: each
 * create goes through `resolveReferences` and `planTradeSave` (validation, checklist snapshot, compliance,
 * planned R, risk captured from the balance of that moment), each close through the rules package and
 * `closedPnlAmount`, exactly as close-trade.service does. Entries and closes are replayed in time order so
 * every risk amount is taken from the balance the earlier closes left.
 */
export async function planDemoTrades(
  references: TradeReferences,
  userId: number,
  trades: readonly DemoTrade[],
): Promise<PlannedTrades> {
  const ledger = createLedger(references, userId);
  const planned: PlannedTradeRows[] = [];
  const pendingCloses: { rows: PlannedTradeRows; exit: DemoExit; review: string }[] = [];
  /** Closes everything due by `instant` (everything left when null), in close order. */
  const settleUntil = (instant: Date | null) => {
    while (pendingCloses[0] !== undefined && (instant === null || pendingCloses[0].exit.at <= instant)) {
      const pending = pendingCloses.shift();
      if (pending) ledger.add(applyClose(pending.rows, pending.exit, pending.review));
    }
  };

  for (const trade of trades) {
    const body = tradeCreateSchema.parse(trade.body);
    settleUntil(new Date(body.entry_date));
    const resolved = await resolveReferences(ledger.references, userId, body, undefined);
    const plan = planTradeSave(body, undefined, resolved);
    if (!plan.ok) throw new Error(`Opération de démonstration refusée : ${JSON.stringify(plan.errors)}`);
    if (!('replace' in plan.save.confirmations))
      throw new Error('a new trade always takes a fresh checklist');
    const rows: PlannedTradeRows = {
      values: {
        ...plan.save.values,
        createdAt: new Date(body.entry_date),
        updatedAt: new Date(body.entry_date),
      },
      takeProfits: (plan.save.takeProfits ?? []).map((takeProfit) => ({ ...takeProfit, isHit: false })),
      confirmations: plan.save.confirmations.replace,
    };
    planned.push(rows);
    if (trade.exit !== null) {
      const exit = trade.exit;
      const at = pendingCloses.findIndex((pending) => pending.exit.at > exit.at);
      pendingCloses.splice(at === -1 ? pendingCloses.length : at, 0, { rows, exit, review: trade.review });
    }
  }
  settleUntil(null);
  return { trades: planned, balanceChanges: ledger.changes };
}

/** DESIGN §6.1 at closing: reached targets, realized R and outcome, pnl = R × risk amount; then the review. */
function applyClose(
  rows: PlannedTradeRows,
  exit: DemoExit,
  review: string,
): { accountId: number; pnl: string | null } {
  const { values } = rows;
  const reached = new Set(exit.reachedTakeProfits);
  rows.takeProfits = rows.takeProfits.map((takeProfit, position) => ({
    ...takeProfit,
    isHit: reached.has(position),
  }));
  const closing = closeTrade({
    direction: values.direction,
    entry_price: values.entryPrice,
    stop_loss_price: values.stopLossPrice ?? null,
    quantity: values.quantity,
    take_profits: rows.takeProfits.map((takeProfit) => ({
      price: takeProfit.price,
      quantity_to_sell: takeProfit.quantityToSell,
      is_hit: takeProfit.isHit,
    })),
    close_price: exit.closePrice,
  });
  if (!closing.ok) throw new Error(`Clôture de démonstration refusée : ${JSON.stringify(closing.errors)}`);
  const pnl = closedPnlAmount(closing.result.realized_rr, values.riskAmount ?? null);
  rows.values = {
    ...values,
    status: 'CLOSED',
    outcome: closing.result.outcome,
    realizedRr: closing.result.realized_rr,
    closeDate: exit.at,
    closePrice: normalizeDecimal(exit.closePrice) ?? exit.closePrice,
    pnlAmount: pnl,
    postTradeReview: review,
    updatedAt: exit.at,
  };
  return { accountId: values.capitalAccountId, pnl };
}

/**
 * The accounts' balances as the replay goes: the trades feature reads an account through this, so a new
 * trade's risk is captured from the balance of its moment.
 */
function createLedger(references: TradeReferences, userId: number) {
  const accounts = new Map<number, Promise<TradeAccount | undefined>>();
  const configurations = new Map<number, ReturnType<TradeReferences['findConfiguration']>>();
  const changes = new Map<number, string>();
  const accountOf = (id: number) => {
    const found = accounts.get(id) ?? references.findAccount(userId, id);
    accounts.set(id, found);
    return found;
  };
  const balanceOf = (account: TradeAccount) =>
    addDecimals(account.currentBalance, changes.get(account.id) ?? '0') ?? account.currentBalance;
  return {
    changes,
    references: {
      ...references,
      findConfiguration: (owner, id) => {
        const found = configurations.get(id) ?? references.findConfiguration(owner, id);
        configurations.set(id, found);
        return found;
      },
      findAccount: async (_owner, id) => {
        const account = await accountOf(id);
        return account && { ...account, currentBalance: balanceOf(account) };
      },
    } satisfies TradeReferences,
    add({ accountId, pnl }: { accountId: number; pnl: string | null }) {
      if (pnl === null) return;
      changes.set(accountId, addDecimals(changes.get(accountId) ?? '0', pnl) ?? pnl);
    },
  };
}
