import { tradeCreateSchema } from '@carnet/contract';
import { addDecimals } from '@carnet/domain';
import type { TradeRow } from '../db/schema/index.ts';
import { planTradeSave } from '../features/trades/plan-trade-save.ts';
import { resolveReferences } from '../features/trades/resolve-references.ts';
import type { ConfirmationValues, TakeProfitValues } from '../features/trades/trade-children.queries.ts';
import type { TradeAccount, TradeReferences } from '../features/trades/trade-references.ts';
import type { TradeValues } from '../features/trades/trades.repository.ts';
import type { ExitToWrite, HistoryEntryToWrite } from '../features/trades/write-trades.ts';
import type { DemoExit, DemoTrade } from './demo-trade.ts';
import { type DemoTradeRecord, TYPED_AT_THE_TIME } from './demo-trade-record.ts';
import { closeDemoTrade, openDemoTrade } from './demo-trade-story.ts';

/** A trade's rows as the API would have left them after its create, edits, close and review (docs/rules/trades.md). */
export type PlannedTradeRows = {
  values: TradeValues & Pick<TradeRow, 'createdAt' | 'updatedAt'>;
  takeProfits: (TakeProfitValues & { isHit: boolean })[];
  confirmations: ConfirmationValues[];
  exits: ExitToWrite[];
  history: HistoryEntryToWrite[];
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
 * the money rules (demo-trade-story.ts), as close-trade.service does. Entries and closes are replayed in time
 * order so every risk amount is taken from the balance the earlier closes left (net of fees and swap).
 * `records` (one per trade) adds the broker's money and the trader's later edits; without them every trade is
 * typed at the time with no fees, as the journal was before docs/rules/trades.md.
 */
export async function planDemoTrades(
  references: TradeReferences,
  userId: number,
  trades: readonly DemoTrade[],
  records: readonly DemoTradeRecord[] = [],
): Promise<PlannedTrades> {
  const ledger = createLedger(references, userId);
  const planned: PlannedTradeRows[] = [];
  type PendingClose = {
    rows: PlannedTradeRows;
    exit: DemoExit;
    review: string;
    record: DemoTradeRecord;
    currency: string;
  };
  const pendingCloses: PendingClose[] = [];
  /** Closes everything due by `instant` (everything left when null), in close order. */
  const settleUntil = (instant: Date | null) => {
    while (pendingCloses[0] !== undefined && (instant === null || pendingCloses[0].exit.at <= instant)) {
      const pending = pendingCloses.shift();
      if (pending) {
        const { rows, exit, review, record, currency } = pending;
        ledger.add(closeDemoTrade(rows, exit, review, record, currency));
      }
    }
  };

  for (const [index, trade] of trades.entries()) {
    const record = records[index] ?? TYPED_AT_THE_TIME;
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
      exits: [],
      history: [],
    };
    openDemoTrade(rows, trade, record);
    planned.push(rows);
    if (trade.exit !== null) {
      const exit = trade.exit;
      const at = pendingCloses.findIndex((pending) => pending.exit.at > exit.at);
      if (resolved.account === undefined) throw new Error('a demo trade always has its account');
      const pending = { rows, exit, review: trade.review, record, currency: resolved.account.currency };
      pendingCloses.splice(at === -1 ? pendingCloses.length : at, 0, pending);
    }
  }
  settleUntil(null);
  return { trades: planned, balanceChanges: ledger.changes };
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
