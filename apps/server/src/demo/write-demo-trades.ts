import type { Db } from '../db/database.ts';
import { runTransaction } from '../db/run-transaction.ts';
import { accountBalanceQueries } from '../features/trades/account-balance.queries.ts';
import { insertRecordset, type RecordsetColumn, reserveIds } from './bulk-insert.ts';
import type { PlannedTradeRows, PlannedTrades } from './plan-demo-trades.ts';

const TRADE_COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'integer'],
  ['user_id', 'integer'],
  ['asset_type', 'varchar'],
  ['asset_name', 'varchar'],
  ['direction', 'varchar'],
  ['entry_price', 'numeric'],
  ['stop_loss_price', 'numeric'],
  ['quantity', 'numeric'],
  ['setup_reason', 'text'],
  ['post_trade_review', 'text'],
  ['entry_date', 'timestamptz'],
  ['status', 'varchar'],
  ['outcome', 'varchar'],
  ['realized_rr', 'numeric'],
  ['planned_rr', 'numeric'],
  ['close_date', 'timestamptz'],
  ['close_price', 'numeric'],
  ['strategy_id', 'integer'],
  ['strategy_type_id', 'integer'],
  ['capital_account_id', 'integer'],
  ['risk_pct', 'numeric'],
  ['risk_amount', 'numeric'],
  ['pnl_amount', 'numeric'],
  ['be_moved', 'boolean'],
  ['is_draft', 'boolean'],
  ['is_compliant', 'boolean'],
  ['score_pct', 'double precision'],
  ['grade', 'varchar'],
  ['recommended_risk_pct', 'double precision'],
  ['timing_class', 'varchar'],
  ['non_compliance_reasons', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

const TAKE_PROFIT_COLUMNS: readonly RecordsetColumn[] = [
  ['trade_id', 'integer'],
  ['price', 'numeric'],
  ['quantity_to_sell', 'numeric'],
  ['is_hit', 'boolean'],
  ['position', 'integer'],
];

const CONFIRMATION_COLUMNS: readonly RecordsetColumn[] = [
  ['trade_id', 'integer'],
  ['key', 'varchar'],
  ['label', 'varchar'],
  ['level', 'varchar'],
  ['mandatory', 'boolean'],
  ['weight', 'double precision'],
  ['passed', 'boolean'],
  ['note', 'text'],
  ['position', 'integer'],
];

/**
 * Inserts the planned trades with their take profits and checklists, and moves the accounts' balances by what
 * the closes added, all in one transaction. The accounts are locked before any trade is written (the lock order
 * of account-balance.queries.ts). Returns the trades' ids, in the order given.
 */
export async function writeDemoTrades(db: Db, userId: number, planned: PlannedTrades): Promise<number[]> {
  return runTransaction(db, async (tx) => {
    const money = accountBalanceQueries(tx);
    await money.lockAccounts([...planned.balanceChanges.keys()]);
    const ids = await reserveIds(tx, 'trades', planned.trades.length);
    const withIds = planned.trades.map((rows, index) => ({ id: ids[index] ?? 0, rows }));
    await insertRecordset(
      tx,
      'trades',
      TRADE_COLUMNS,
      withIds.map(({ id, rows }) => tradeRecord(id, userId, rows)),
      { withIds: true },
    );
    await insertRecordset(
      tx,
      'trade_take_profits',
      TAKE_PROFIT_COLUMNS,
      withIds.flatMap(({ id, rows }) =>
        rows.takeProfits.map((takeProfit, position) => ({
          trade_id: id,
          price: takeProfit.price,
          quantity_to_sell: takeProfit.quantityToSell,
          is_hit: takeProfit.isHit,
          position,
        })),
      ),
    );
    await insertRecordset(
      tx,
      'trade_confirmations',
      CONFIRMATION_COLUMNS,
      withIds.flatMap(({ id, rows }) =>
        rows.confirmations.map(({ position, ...confirmation }) => ({
          trade_id: id,
          position,
          ...confirmation,
        })),
      ),
    );
    for (const [accountId, amount] of planned.balanceChanges) await money.addToBalance(accountId, amount);
    return ids;
  });
}

function tradeRecord(id: number, userId: number, { values }: PlannedTradeRows): Record<string, unknown> {
  return {
    id,
    user_id: userId,
    asset_type: values.assetType,
    asset_name: values.assetName,
    direction: values.direction,
    entry_price: values.entryPrice,
    stop_loss_price: values.stopLossPrice,
    quantity: values.quantity,
    setup_reason: values.setupReason,
    post_trade_review: values.postTradeReview,
    entry_date: values.entryDate,
    status: values.status ?? 'OPEN',
    outcome: values.outcome,
    realized_rr: values.realizedRr,
    planned_rr: values.plannedRr,
    close_date: values.closeDate,
    close_price: values.closePrice,
    strategy_id: values.strategyId,
    strategy_type_id: values.strategyTypeId,
    capital_account_id: values.capitalAccountId,
    risk_pct: values.riskPct,
    risk_amount: values.riskAmount,
    pnl_amount: values.pnlAmount,
    be_moved: values.beMoved,
    is_draft: values.isDraft,
    is_compliant: values.isCompliant,
    score_pct: values.scorePct,
    grade: values.grade,
    recommended_risk_pct: values.recommendedRiskPct,
    timing_class: values.timingClass,
    non_compliance_reasons: values.nonComplianceReasons,
    created_at: values.createdAt,
    updated_at: values.updatedAt,
  };
}
