import type { RecordedPlan } from '@carnet/contract';
import { neutraliseFormula, normalizeDecimal, quoteCell } from '@carnet/domain';
import { ITEM_SEPARATOR, PART_SEPARATOR, TRADES_CSV_HEADER, type TradesCsvColumn } from '@carnet/importers';

// `GET /api/v1/exports/trades.csv`: each trade as one line of the layout @carnet/importers declares
// (trades-csv-format.ts), which the CARNET_TRADES reader reads back.

/** A trade as the export reads it: decimals as the database gives them, instants in epoch milliseconds. */
export type ExportedTrade = {
  id: number;
  externalId: string | null;
  assetType: string;
  assetName: string;
  direction: string;
  status: string;
  entryDate: number;
  entryPrice: string;
  quantity: string;
  stopLossPrice: string | null;
  lastStopPrice: string | null;
  takeProfits: readonly { price: string; quantity: string; isHit: boolean }[];
  exits: readonly { price: string; quantity: string; executedAt: number }[];
  closeDate: number | null;
  closePrice: string | null;
  fees: string;
  swap: string;
  grossPnl: string | null;
  pnlAmount: string | null;
  pnlSource: string | null;
  realizedRr: number | null;
  plannedRr: number | null;
  outcome: string | null;
  riskPct: number | null;
  riskAmount: string | null;
  capitalAccount: string | null;
  configuration: string | null;
  configurationType: string | null;
  setupReason: string;
  postTradeReview: string;
  tags: readonly string[];
  plan: RecordedPlan | null;
  planIsRetroactive: boolean;
  beMoved: boolean;
  isCompliant: boolean;
  grade: string | null;
  timingClass: string | null;
  isDraft: boolean;
  scorePct: number | null;
  recommendedRiskPct: number | null;
  nonComplianceReasons: readonly string[];
  confirmations: readonly ExportedConfirmation[];
};

/** A confirmation of the trade's checklist, in the API's field names and order. */
export type ExportedConfirmation = {
  key: string;
  label: string;
  level: string;
  mandatory: boolean;
  weight: number;
  passed: boolean;
  note: string;
};

const decimalCell = (value: string | number | null): string =>
  value === null ? '' : (normalizeDecimal(value) ?? '');
const textCell = (value: string | null): string =>
  value === null ? '' : quoteCell(neutraliseFormula(value));
const instantCell = (epochMs: number | null): string =>
  epochMs === null ? '' : new Date(epochMs).toISOString();
const booleanCell = (value: boolean): string => (value ? 'true' : 'false');

const itemsCell = <Item>(items: readonly Item[], cells: (item: Item) => readonly string[]): string =>
  items.map((item) => cells(item).join(PART_SEPARATOR)).join(ITEM_SEPARATOR);

/** Each column's cell of a trade. */
const CELLS: { readonly [Column in TradesCsvColumn]: (trade: ExportedTrade) => string } = {
  external_id: (trade) => textCell(trade.externalId ?? `CARNET-${trade.id}`),
  asset_type: (trade) => textCell(trade.assetType),
  asset_name: (trade) => textCell(trade.assetName),
  direction: (trade) => trade.direction,
  status: (trade) => trade.status,
  entry_date: (trade) => instantCell(trade.entryDate),
  entry_price: (trade) => decimalCell(trade.entryPrice),
  quantity: (trade) => decimalCell(trade.quantity),
  stop_loss_price: (trade) => decimalCell(trade.stopLossPrice),
  last_stop_price: (trade) => decimalCell(trade.lastStopPrice),
  take_profits: (trade) =>
    itemsCell(trade.takeProfits, (tp) => [
      decimalCell(tp.price),
      decimalCell(tp.quantity),
      tp.isHit ? '1' : '0',
    ]),
  exits: (trade) =>
    itemsCell(trade.exits, (exit) => [
      decimalCell(exit.price),
      decimalCell(exit.quantity),
      instantCell(exit.executedAt),
    ]),
  close_date: (trade) => instantCell(trade.closeDate),
  close_price: (trade) => decimalCell(trade.closePrice),
  fees: (trade) => decimalCell(trade.fees),
  swap: (trade) => decimalCell(trade.swap),
  gross_pnl: (trade) => decimalCell(trade.grossPnl),
  pnl_amount: (trade) => decimalCell(trade.pnlAmount),
  pnl_source: (trade) => trade.pnlSource ?? '',
  realized_rr: (trade) => decimalCell(trade.realizedRr),
  planned_rr: (trade) => decimalCell(trade.plannedRr),
  outcome: (trade) => trade.outcome ?? '',
  risk_pct: (trade) => decimalCell(trade.riskPct),
  risk_amount: (trade) => decimalCell(trade.riskAmount),
  capital_account: (trade) => textCell(trade.capitalAccount),
  configuration: (trade) => textCell(trade.configuration),
  setup_reason: (trade) => textCell(trade.setupReason),
  post_trade_review: (trade) => textCell(trade.postTradeReview),
  tags: (trade) => textCell(JSON.stringify(trade.tags)),
  plan: (trade) => (trade.plan === null ? '' : textCell(JSON.stringify(trade.plan))),
  plan_is_retroactive: (trade) => booleanCell(trade.planIsRetroactive),
  be_moved: (trade) => booleanCell(trade.beMoved),
  is_compliant: (trade) => booleanCell(trade.isCompliant),
  grade: (trade) => textCell(trade.grade),
  timing_class: (trade) => trade.timingClass ?? '',
  is_draft: (trade) => booleanCell(trade.isDraft),
  configuration_type: (trade) => textCell(trade.configurationType),
  score_pct: (trade) => decimalCell(trade.scorePct),
  recommended_risk_pct: (trade) => decimalCell(trade.recommendedRiskPct),
  non_compliance_reasons: (trade) => textCell(JSON.stringify(trade.nonComplianceReasons)),
  confirmations: (trade) => textCell(JSON.stringify(trade.confirmations)),
};

const CELLS_IN_ORDER = TRADES_CSV_HEADER.map((column) => CELLS[column]);

/** The CSV line of one trade (no line end), cells in TRADES_CSV_HEADER order. */
export function tradesCsvLine(trade: ExportedTrade): string {
  return CELLS_IN_ORDER.map((cell) => cell(trade)).join(',');
}
