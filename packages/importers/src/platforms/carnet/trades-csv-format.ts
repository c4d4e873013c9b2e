// The layout of Carnet's own `trades.csv` (docs/rules/trades.md–11), declared once: the server's export writes it
// (apps/server/src/features/exports/trades-csv-row.ts), the CARNET_TRADES reader reads it back. One row per
// trade, UTF-8, `,`-separated, CRLF line ends, RFC 4180 quoting. The header below is the file's signature: the
// CARNET_TRADES import recognises the file by it, so a column is only ever added at the end, with the parser told.
//   - Dates are UTC ISO 8601 to the millisecond (`2026-11-25T09:30:00.250Z`); decimals canonical (`-12.5`),
//     never neutralised.
//   - `take_profits`: `price@quantity_to_sell@hit` items (hit `1` or `0`) in their order, joined by `|`.
//   - `exits`: `price@quantity@ISO time` items by time, joined by `|` (numbers and ISO times hold neither sign).
//   - `tags`, `plan`, `non_compliance_reasons` and `confirmations` (the checklist: key, label, level, mandatory,
//     weight, passed, note): JSON, so any text survives exactly; `plan` is empty when none was recorded.
//   - `configuration` and `configuration_type`: the trader's configuration by name and its type by description
//     (ids mean nothing in another journal; the server's import links by them, link-configurations.ts).
//   - `capital_account`: the account by name, for the reader; an import goes into the account chosen for it.
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
  // what the trade holds beyond the first layout (the reader still reads the first one).
  'configuration_type',
  'score_pct',
  'recommended_risk_pct',
  'non_compliance_reasons',
  'confirmations',
  // The stop an imported file showed on the position (docs/rules/imports.md#stops).
  'last_stop_price',
] as const;

export type TradesCsvColumn = (typeof TRADES_CSV_HEADER)[number];

/** Separators inside the take_profits and exits cells. */
export const ITEM_SEPARATOR = '|';
export const PART_SEPARATOR = '@';
