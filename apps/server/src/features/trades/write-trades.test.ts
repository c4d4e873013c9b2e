import { eq, getTableColumns, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup } from '../../../test/support/trades-test-support.ts';
import { setColumns } from '../../db/insert-table-rows.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import { tradeConfirmations, trades, tradeTakeProfits } from '../../db/schema/index.ts';
import { type TradeToWrite, writeTrades } from './write-trades.ts';

const t = useTestApp();

it('writes every column of the schema, under the names the database has', async () => {
  const stored = await t.db
    .select({ name: sql<string>`column_name` })
    .from(sql`information_schema.columns`)
    .where(sql`table_name = 'trades'`);
  const everyKeySet = Object.fromEntries(Object.keys(getTableColumns(trades)).map((key) => [key, 'x']));
  const written = setColumns(trades, [everyKeySet]).map((column) => column.name);
  expect(written.sort()).toEqual(stored.map((column) => column.name).sort());
});

it('stores a whole trade as given, its take profits in order and its checklist', async () => {
  const user = await t.createUser('bulk-writer');
  const { account, configuration } = await arrangeSetup(t, user);
  // Every column but the ids: a new column of the schema fails to compile here until it is given.
  const values: Required<TradeToWrite['values']> = {
    assetType: 'FOREX',
    assetName: 'EURUSD',
    direction: 'SHORT',
    entryPrice: '1.085',
    stopLossPrice: '1.09',
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
    plan: null,
    planIsRetroactive: true,
    beMoved: true,
    isDraft: false,
    isCompliant: true,
    scorePct: 100,
    grade: 'A+',
    recommendedRiskPct: 2,
    timingClass: 'PREFERRED',
    nonComplianceReasons: ['aucune'],
    tags: ['FOMO', 'Plan respecté'],
    createdAt: new Date('2026-11-16T10:05:00Z'),
    updatedAt: new Date('2026-11-16T15:00:00Z'),
  };
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
    id,
    userId: user.id,
  });
  const takeProfits = await t.db.select().from(tradeTakeProfits).where(eq(tradeTakeProfits.tradeId, id));
  expect(takeProfits.map(({ price, isHit, position }) => ({ price, isHit, position }))).toEqual([
    { price: '1.08', isHit: true, position: 0 },
    { price: '1.075', isHit: false, position: 1 },
  ]);
  const checklist = await t.db.select().from(tradeConfirmations).where(eq(tradeConfirmations.tradeId, id));
  expect(checklist).toMatchObject([{ key: 'HTF_ZONE', passed: true, position: 0 }]);
});
