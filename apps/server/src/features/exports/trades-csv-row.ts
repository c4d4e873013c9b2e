import type { RecordedPlan } from '@carnet/contract';
import { neutraliseFormula, normalizeDecimal, quoteCell } from '@carnet/domain';

// `GET /api/v1/exports/trades.csv` (DESIGN §10–11): one row per trade, UTF-8, `,`-separated, CRLF line ends,
// RFC 4180 quoting. The header below is the file's signature: the CARNET_TRADES import recognises the file by it,
// so a column is only ever added at the end, with the parser told.
//   - Dates are UTC ISO 8601 (`2026-11-25T09:30:00.000Z`); decimals canonical (`-12.5`), never neutralised.
//   - `take_profits`: `price@quantity_to_sell@hit` items (hit `1` or `0`) in their order, joined by `|`.
//   - `exits`: `price@quantity@ISO time` items by time, joined by `|` (numbers and ISO times hold neither sign).
//   - `tags` and `plan`: JSON (an array, the recorded plan object or empty), so any tag text survives exactly.
//   - `external_id`: the trade's own when it was imported, else `CARNET-<id>`.
//   - Text cells that a spreadsheet could run (`=`, `+`, `-`, `@`, tab, CR, `'`) get a leading `'`.

export const TRADES_CSV_HEADER = [
  'external_id',
  'asset_type',
  'asset_name',
  'direction',
  'status',
  'entry_date',
  'entry_price',
  'quantity',
  'stop_loss_price',
  'take_profits',
  'exits',
  'close_date',
  'close_price',
  'fees',
  'swap',
  'gross_pnl',
  'pnl_amount',
  'pnl_source',
  'realized_rr',
  'planned_rr',
  'outcome',
  'risk_pct',
  'risk_amount',
  'capital_account',
  'configuration',
  'setup_reason',
  'post_trade_review',
  'tags',
  'plan',
  'plan_is_retroactive',
  'be_moved',
  'is_compliant',
  'grade',
  'timing_class',
  'is_draft',
] as const;

export type TradesCsvColumn = (typeof TRADES_CSV_HEADER)[number];

/** Separators inside the take_profits and exits cells. */
export const ITEM_SEPARATOR = '|';
export const PART_SEPARATOR = '@';

/** A trade as the export reads it: decimals as the database gives them, instants as Dates. */
export type ExportedTrade = {
  id: number;
  externalId: string | null;
  assetType: string;
  assetName: string;
  direction: string;
  status: string;
  entryDate: Date;
  entryPrice: string;
  quantity: string;
  stopLossPrice: string | null;
  takeProfits: readonly { price: string; quantity: string; isHit: boolean }[];
  exits: readonly { price: string; quantity: string; executedAt: Date }[];
  closeDate: Date | null;
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
};

const decimalCell = (value: string | number | null): string =>
  value === null ? '' : (normalizeDecimal(value) ?? '');
const textCell = (value: string | null): string =>
  value === null ? '' : quoteCell(neutraliseFormula(value));
const instantCell = (value: Date | null): string => (value === null ? '' : value.toISOString());
const booleanCell = (value: boolean): string => (value ? 'true' : 'false');

/** The CSV line of one trade (no line end), cells in TRADES_CSV_HEADER order. */
export function tradesCsvLine(trade: ExportedTrade): string {
  const cells: Record<TradesCsvColumn, string> = {
    external_id: textCell(trade.externalId ?? `CARNET-${trade.id}`),
    asset_type: textCell(trade.assetType),
    asset_name: textCell(trade.assetName),
    direction: trade.direction,
    status: trade.status,
    entry_date: instantCell(trade.entryDate),
    entry_price: decimalCell(trade.entryPrice),
    quantity: decimalCell(trade.quantity),
    stop_loss_price: decimalCell(trade.stopLossPrice),
    take_profits: trade.takeProfits
      .map((tp) =>
        [decimalCell(tp.price), decimalCell(tp.quantity), tp.isHit ? '1' : '0'].join(PART_SEPARATOR),
      )
      .join(ITEM_SEPARATOR),
    exits: trade.exits
      .map((exit) =>
        [decimalCell(exit.price), decimalCell(exit.quantity), instantCell(exit.executedAt)].join(
          PART_SEPARATOR,
        ),
      )
      .join(ITEM_SEPARATOR),
    close_date: instantCell(trade.closeDate),
    close_price: decimalCell(trade.closePrice),
    fees: decimalCell(trade.fees),
    swap: decimalCell(trade.swap),
    gross_pnl: decimalCell(trade.grossPnl),
    pnl_amount: decimalCell(trade.pnlAmount),
    pnl_source: trade.pnlSource ?? '',
    realized_rr: decimalCell(trade.realizedRr),
    planned_rr: decimalCell(trade.plannedRr),
    outcome: trade.outcome ?? '',
    risk_pct: decimalCell(trade.riskPct),
    risk_amount: decimalCell(trade.riskAmount),
    capital_account: textCell(trade.capitalAccount),
    configuration: textCell(trade.configuration),
    setup_reason: textCell(trade.setupReason),
    post_trade_review: textCell(trade.postTradeReview),
    tags: textCell(JSON.stringify(trade.tags)),
    plan: trade.plan === null ? '' : textCell(JSON.stringify(trade.plan)),
    plan_is_retroactive: booleanCell(trade.planIsRetroactive),
    be_moved: booleanCell(trade.beMoved),
    is_compliant: booleanCell(trade.isCompliant),
    grade: textCell(trade.grade),
    timing_class: trade.timingClass ?? '',
    is_draft: booleanCell(trade.isDraft),
  };
  return TRADES_CSV_HEADER.map((column) => cells[column]).join(',');
}
