import { plannedRisk } from '@carnet/domain';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup } from '../../../test/support/trades-test-support.ts';
import { setColumns } from '../../db/insert-table-rows.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import {
  tradeConfirmations,
  tradeExits,
  tradeHistory,
  trades,
  tradeTakeProfits,
} from '../../db/schema/index.ts';
import {
  type ExitToWrite,
  type HistoryEntryToWrite,
  type TradeToWrite,
  writeTrades,
} from './write-trades.ts';

const t = useTestApp();

it.each([
  ['trades', trades],
  ['trade_exits', tradeExits],
  ['trade_history', tradeHistory],
] as const)('writes every column of %s, under the names the database has', async (name, table) => {
  const stored = await t.db
    .select({ name: sql<string>`column_name` })
    .from(sql`information_schema.columns`)
    .where(sql`table_name = ${name} and table_schema = current_schema()`);
  const everyKeySet = Object.fromEntries(Object.keys(getTableColumns(table)).map((key) => [key, 'x']));
  const written = setColumns(table, [everyKeySet]).map((column) => column.name);
  expect(written.sort()).toEqual(stored.map((column) => column.name).sort());
});

it('stores a whole trade as given: take profits in order, checklist, exits and history', async () => {
  const user = await t.createUser('bulk-writer');
  const { account, configuration } = await arrangeSetup(t, user);
  // Every column but the ids: a new column of the schema fails to compile here until it is given.
  const values: Required<TradeToWrite['values']> = {
    assetType: 'FOREX',
    assetName: 'EURUSD',
    direction: 'SHORT',
    entryPrice: '1.085',
    stopLossPrice: '1.09',
    lastStopPrice: '1.0875',
    quantity: '10000',
    setupReason: 'Rejet de la résistance',
    postTradeReview: 'Plan respecté',
    entryDate: new Date('2026-11-16T10:05:00Z'),
    status: 'CLOSED',
    outcome: 'WIN',
    realizedRr: 1.5,
    plannedRr: 2,
    closeDate: new Date('2026-11-16T15:00:00Z'),
    closePrice: '1.0775',
    strategyId: configuration.id,
    strategyTypeId: configuration.types[0]?.id ?? null,
    capitalAccountId: account.id,
    riskPct: 1,
    riskAmount: '100',
    pnlAmount: '150',
    fees: '3.5',
    swap: '-1.25',
    grossPnl: '154.75',
    pnlSource: 'REPORTED',
    fxRate: null,
    plan: {
      recorded_at: '2026-11-16T10:30:00Z',
      direction: 'SHORT',
      entry_price: '1.085',
      stop_loss_price: '1.0925',
      quantity: '10000',
      take_profits: [
        { price: '1.08', quantity_to_sell: '5000' },
        { price: '1.075', quantity_to_sell: '5000' },
      ],
      risk_pct: 1,
      risk_amount: '100',
      planned_rr: 1,
      score_pct: 100,
      grade: 'A+',
      timing_class: 'PREFERRED',
      is_compliant: true,
      confirmations: [{ key: 'HTF_ZONE', passed: true }],
    },
    planIsRetroactive: true,
    externalId: 'MT4-80412',
    importBatchId: null,
    beMoved: true,
    isDraft: false,
    isCompliant: true,
    scorePct: 100,
    grade: 'A+',
    recommendedRiskPct: 2,
    timingClass: 'PREFERRED',
    nonComplianceReasons: ['aucune'],
    tags: ['FOMO', 'Plan respecté'],
    excursions: null,
    createdAt: new Date('2026-11-16T10:05:00Z'),
    updatedAt: new Date('2026-11-16T15:00:00Z'),
  };
  // Every column but the ids, as for the trade.
  const exits: Required<ExitToWrite>[] = [
    { price: '1.08', quantity: '5000', executedAt: new Date('2026-11-16T15:00:00Z') },
    { price: '1.0775', quantity: '5000', executedAt: new Date('2026-11-16T15:00:00Z') },
  ];
  const history: Required<HistoryEntryToWrite>[] = [
    { at: new Date('2026-11-16T10:30:00Z'), action: 'CREATE', changes: {}, reason: null },
    {
      at: new Date('2026-11-16T11:00:00Z'),
      action: 'UPDATE',
      changes: { stop_loss_price: ['1.0925', '1.09'] },
      reason: 'Stop abaissé au-dessus du dernier sommet',
    },
    {
      at: new Date('2026-11-16T15:00:00Z'),
      action: 'CLOSE',
      changes: { status: ['OPEN', 'CLOSED'], close_price: [null, '1.0775'] },
      reason: null,
    },
  ];
  const [id = 0] = await runTransaction(t.db, (tx) =>
    writeTrades(tx, user.id, [
      {
        values,
        takeProfits: [
          { price: '1.08', quantityToSell: '5000', isHit: true },
          { price: '1.075', quantityToSell: '5000', isHit: false },
        ],
        confirmations: [
          {
            key: 'HTF_ZONE',
            label: 'Zone HTF',
            level: 'HTF',
            mandatory: true,
            weight: 1,
            passed: true,
            note: '',
            position: 0,
          },
        ],
        exits,
        history,
      },
    ]),
  );
  const [row] = await t.db.select().from(trades).where(eq(trades.id, id));
  // numeric(20, 8) answers its money at its scale.
  expect(row).toEqual({
    ...values,
    riskAmount: '100.00000000',
    pnlAmount: '150.00000000',
    fees: '3.50000000',
    swap: '-1.25000000',
    grossPnl: '154.75000000',
    // Kept by the database from the plan: the risk the domain reads in it (10000 × |1.085 − 1.0925|).
    planRisk: '75.0000',
    hasPlan: true,
    // Written from the exits: 1.08 × 5000 + 1.0775 × 5000 = 5400 + 5387.5, and 5000 + 5000.
    exitsNotional: '10787.5',
    exitsQuantity: '10000',
    id,
    userId: user.id,
  });
  expect(values.plan && plannedRisk(values.plan)?.equals(row?.planRisk ?? 'NaN')).toBe(true);
  const takeProfits = await t.db.select().from(tradeTakeProfits).where(eq(tradeTakeProfits.tradeId, id));
  expect(takeProfits.map(({ price, isHit, position }) => ({ price, isHit, position }))).toEqual([
    { price: '1.08', isHit: true, position: 0 },
    { price: '1.075', isHit: false, position: 1 },
  ]);
  const checklist = await t.db.select().from(tradeConfirmations).where(eq(tradeConfirmations.tradeId, id));
  expect(checklist).toMatchObject([{ key: 'HTF_ZONE', passed: true, position: 0 }]);
  const storedExits = await t.db
    .select()
    .from(tradeExits)
    .where(eq(tradeExits.tradeId, id))
    .orderBy(asc(tradeExits.id));
  expect(storedExits.map(({ id: _id, ...exit }) => exit)).toEqual(
    exits.map((exit) => ({ ...exit, tradeId: id })),
  );
  const storedHistory = await t.db
    .select()
    .from(tradeHistory)
    .where(eq(tradeHistory.tradeId, id))
    .orderBy(asc(tradeHistory.id));
  expect(storedHistory.map(({ id: _id, ...entry }) => entry)).toEqual(
    history.map((entry) => ({ ...entry, tradeId: id })),
  );
});
