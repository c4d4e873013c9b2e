import { recordedPlanSchema, type Trade, type TradeHistoryEntry } from '@carnet/contract';
import { Decimal, exitsR, managementR, tradeOutcome } from '@carnet/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { loadDemoInto, signIn } from '../../test/support/demo-test-support.ts';
import { exitTotalsMismatches } from '../../test/support/exit-totals-test-support.ts';
import {
  capitalAccounts,
  type TradeExitRow,
  type TradeHistoryRow,
  type TradeRow,
  tradeExits,
  tradeHistory,
  trades,
} from '../db/schema/index.ts';
import { closedPnlAmount } from '../features/trades/trade-money.ts';
import { STOP_RAISED_REASON } from './demo-trade-story.ts';

const t = useTestApp();

const NOW = new Date('2026-11-20T15:30:00Z');

let rows: TradeRow[];
let exitsOf: (id: number) => TradeExitRow[];
let historyOf: (id: number) => TradeHistoryRow[];
let accounts: (typeof capitalAccounts.$inferSelect)[];
let auth: { authorization: string };
const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

const closed = () => rows.filter((row) => row.status === 'CLOSED');
const positionOf = (row: TradeRow) => ({
  direction: row.direction,
  entry_price: row.entryPrice,
  stop_loss_price: row.stopLossPrice,
  quantity: row.quantity,
});

// docs/rules/trades.md in the demo journal: the broker's money, exits, locked plans and the edit history.
describe('carnet demo — what each trade records', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const { summary } = await loadDemoInto(t, { now: NOW, password: 'mot-de-passe-demo' });
    auth = await signIn(t, 'demo', 'mot-de-passe-demo');
    rows = await t.db.select().from(trades).where(eq(trades.userId, summary.userId)).orderBy(asc(trades.id));
    const ids = new Set(rows.map((row) => row.id));
    const exits = (await t.db.select().from(tradeExits).orderBy(asc(tradeExits.id))).filter((exit) =>
      ids.has(exit.tradeId),
    );
    const history = (await t.db.select().from(tradeHistory).orderBy(asc(tradeHistory.id))).filter((entry) =>
      ids.has(entry.tradeId),
    );
    exitsOf = (id) => exits.filter((exit) => exit.tradeId === id);
    historyOf = (id) => history.filter((entry) => entry.tradeId === id);
    accounts = await t.db.select().from(capitalAccounts).where(eq(capitalAccounts.userId, summary.userId));
  }, 120_000);

  it('charges fees on the live accounts’ trades, swap on some held overnight, and nets them exactly', () => {
    const live = new Set(accounts.filter((account) => account.mode === 'LIVE').map((account) => account.id));
    const liveClosed = closed().filter((row) => live.has(row.capitalAccountId));
    expect(liveClosed.length).toBeGreaterThan(50);
    for (const row of liveClosed) expect(new Decimal(row.fees).greaterThan(0)).toBe(true);
    for (const row of rows.filter((row) => !live.has(row.capitalAccountId) || row.status !== 'CLOSED')) {
      expect({ fees: row.fees, swap: row.swap }).toEqual({ fees: '0.00000000', swap: '0.00000000' });
    }
    const swapped = liveClosed.filter((row) => !new Decimal(row.swap).isZero());
    expect(swapped.length).toBeGreaterThan(0);
    for (const row of swapped) expect(['FOREX', 'CFD']).toContain(row.assetType);
    for (const row of closed()) {
      const net = new Decimal(row.grossPnl ?? 'NaN').minus(row.fees).plus(row.swap);
      expect(net.equals(row.pnlAmount ?? 'NaN'), `trade ${row.id}`).toBe(true);
    }
  });

  it('keeps the estimate (R × risk) as the gross unless the trader typed the broker’s net', () => {
    const reported = closed().filter((row) => row.pnlSource === 'REPORTED');
    expect(reported.length).toBeGreaterThanOrEqual(3);
    expect(reported.length).toBeLessThan(closed().length / 5);
    const currencyOf = (id: number) => accounts.find((account) => account.id === id)?.currency ?? 'none';
    for (const row of closed().filter((row) => row.pnlSource === 'ESTIMATED')) {
      const estimate =
        closedPnlAmount(row.realizedRr, row.riskAmount, currencyOf(row.capitalAccountId)) ?? 'NaN';
      expect(new Decimal(row.grossPnl ?? 'NaN').equals(estimate), `trade ${row.id}`).toBe(true);
    }
    for (const row of rows.filter((row) => row.status !== 'CLOSED')) {
      expect({ gross: row.grossPnl, source: row.pnlSource }).toEqual({ gross: null, source: null });
    }
  });

  it('moves every account by the net of its closed trades, to the decimal', () => {
    for (const account of accounts) {
      const net = closed()
        .filter((row) => row.capitalAccountId === account.id)
        .reduce((sum, row) => sum.plus(row.pnlAmount ?? '0'), new Decimal(0));
      expect(
        new Decimal(account.currentBalance).equals(net.plus(account.startingBalance)),
        account.name,
      ).toBe(true);
    }
  });

  it('gives each closed trade its exits at the close date, whose R is the trade’s', () => {
    for (const row of rows) {
      const exits = exitsOf(row.id);
      if (row.status !== 'CLOSED') {
        expect(exits).toEqual([]);
        continue;
      }
      expect(exits.length).toBeGreaterThan(0);
      for (const exit of exits) expect(exit.executedAt).toEqual(row.closeDate);
      const sold = exits.reduce((sum, exit) => sum.plus(exit.quantity), new Decimal(0));
      expect(sold.equals(row.quantity), `trade ${row.id}`).toBe(true);
      expect(exitsR(positionOf(row), exits), `trade ${row.id}`).toBe(row.realizedRr);
    }
  });

  it('stores each trade’s exit totals as its exits give them', async () => {
    expect(await exitTotalsMismatches(t.db)).toEqual([]);
    expect(closed().some((row) => row.exitsNotional !== '0')).toBe(true);
  });

  it('locks a plan on every non-draft trade; one typed in the evening and the import are retroactive', () => {
    for (const row of rows) {
      if (row.isDraft) expect(row.plan).toBeNull();
      else expect(recordedPlanSchema.parse(row.plan).entry_price).not.toBe('');
    }
    const retroactive = rows.filter((row) => row.planIsRetroactive);
    expect(retroactive.map((row) => historyOf(row.id)[0]?.action).sort()).toEqual(['CREATE', 'IMPORT']);
    for (const row of retroactive) {
      const recordedAt = Date.parse(row.plan?.recorded_at ?? '');
      expect(recordedAt).toBe(row.createdAt.getTime());
      expect(recordedAt).toBeGreaterThan((row.closeDate?.getTime() ?? Number.POSITIVE_INFINITY) + 60_000);
    }
  });

  it('shows two stops raised after entry, with their reason, against the plan (management R ≠ 0)', () => {
    const moved = rows.filter((row) =>
      historyOf(row.id).some((entry) => entry.reason === STOP_RAISED_REASON),
    );
    expect(moved).toHaveLength(2);
    for (const row of moved) {
      const plan = recordedPlanSchema.parse(row.plan);
      const update = historyOf(row.id).find((entry) => entry.action === 'UPDATE');
      expect(update?.changes.stop_loss_price).toEqual([plan.stop_loss_price, row.stopLossPrice]);
      expect(new Decimal(row.stopLossPrice ?? 'NaN').greaterThan(plan.stop_loss_price ?? 'NaN')).toBe(true);
      const management = managementR(positionOf(row), exitsOf(row.id), row.realizedRr, plan);
      expect(management).not.toBeNull();
      expect(management).not.toBe(0);
    }
  });

  it('writes the history of each trade: created, edited, closed, and one closed by mistake then reopened', () => {
    for (const row of rows) {
      const actions = historyOf(row.id).map((entry) => entry.action);
      expect(actions[0], `trade ${row.id}`).toMatch(/^(CREATE|IMPORT)$/);
      expect(actions.filter((action) => action === 'CLOSE').length).toBe(
        row.status !== 'CLOSED' || actions[0] === 'IMPORT' ? 0 : actions.includes('REOPEN') ? 2 : 1,
      );
      for (const entry of historyOf(row.id)) expect(entry.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.updatedAt).toEqual(historyOf(row.id).at(-1)?.at);
    }
    const reopened = rows.filter((row) => historyOf(row.id).some((entry) => entry.action === 'REOPEN'));
    expect(reopened).toHaveLength(1);
    const [trade] = reopened;
    expect(historyOf(trade?.id ?? 0).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['CREATE', 'CLOSE', 'REOPEN', 'CLOSE']),
    );
    const reopen = historyOf(trade?.id ?? 0).find((entry) => entry.action === 'REOPEN');
    expect(reopen?.changes.status).toEqual(['CLOSED', 'OPEN']);
    expect(trade?.status).toBe('CLOSED');
  });

  it('holds one imported trade without a stop: R unknown, outcome from its reported money', () => {
    const imported = rows.filter((row) => row.stopLossPrice === null);
    expect(imported).toHaveLength(1);
    const [row] = imported;
    expect(historyOf(row?.id ?? 0).map((entry) => entry.action)).toEqual(['IMPORT']);
    expect(row).toMatchObject({ status: 'CLOSED', realizedRr: null, plannedRr: null, pnlSource: 'REPORTED' });
    expect(row?.outcome).toBe(tradeOutcome(null, row?.pnlAmount ?? null));
    expect(recordedPlanSchema.parse(row?.plan).stop_loss_price).toBeNull();
  });

  it('serves the stories through the API: the trade page and its history, newest first', async () => {
    const told = rows.filter((row) => row.stopLossPrice === null || historyOf(row.id).length >= 3);
    expect(told.length).toBeGreaterThanOrEqual(4);
    for (const row of told) {
      const trade = await get<Trade>(`/api/v1/trades/${row.id}/`);
      expect(trade.exits).toHaveLength(exitsOf(row.id).length);
      expect(trade.plan).toEqual(row.plan);
      const history = await get<TradeHistoryEntry[]>(`/api/v1/trades/${row.id}/history/`);
      expect(history.map((entry) => entry.action)).toEqual(
        historyOf(row.id)
          .map((entry) => entry.action)
          .reverse(),
      );
    }
  });
});
