import { z } from 'zod';
import { idReference } from './common.ts';
import { ASSET_TYPES, PNL_SOURCES, TRADE_STATUSES } from './enums.ts';
import { pointValuesField } from './import-point-values.ts';
import { reconciliationSchema } from './import-reconciliation.ts';
import { riskPerTradeField } from './import-risk.ts';
import { externalIdsField } from './import-selection.ts';
import { importElsewhereSchema, importZonePresetSchema } from './import-zones.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { isKnownTimeZone } from './time-zone.ts';
import { tradeExitSchema } from './trade-record.ts';
// docs/rules/imports.md: the platforms whose files Carnet reads, each with a French label.

export const IMPORT_PLATFORMS = [
  'MT4_STATEMENT',
  'MT5_REPORT',
  'CTRADER_HISTORY',
  'TRADINGVIEW_ORDERS',
  'NINJATRADER_TRADES',
  'TRADOVATE_PERFORMANCE',
  'TRADOVATE_ORDERS',
  'TRADOVATE_FILLS',
  'TRADOVATE_POSITION_HISTORY',
  'TRADOVATE_CASH_STATEMENT',
  'PROJECTX_TRADES',
  'IBKR_FLEX',
  'BINANCE_TRADES',
  'BYBIT_TRADES',
  'WEBULL_ORDERS',
  'THINKORSWIM_STATEMENT',
  'CARNET_TRADES',
  'TEMPLATE',
] as const;
export type ImportPlatform = (typeof IMPORT_PLATFORMS)[number];

export const IMPORT_PLATFORM_LABELS: Record<ImportPlatform, string> = {
  MT4_STATEMENT: 'MetaTrader 4 — relevé (Statement)',
  MT5_REPORT: 'MetaTrader 5 — rapport d’historique',
  CTRADER_HISTORY: 'cTrader — historique',
  TRADINGVIEW_ORDERS: 'TradingView — historique des ordres',
  NINJATRADER_TRADES: 'NinjaTrader — trades ou exécutions',
  TRADOVATE_PERFORMANCE: 'Tradovate — Performance',
  TRADOVATE_ORDERS: 'Tradovate — ordres',
  TRADOVATE_FILLS: 'Tradovate — exécutions (Fills)',
  TRADOVATE_POSITION_HISTORY: 'Tradovate — historique des positions (Position History)',
  TRADOVATE_CASH_STATEMENT: 'Tradovate — relevé de trésorerie (Cash History, Account Balance History)',
  PROJECTX_TRADES: 'TopstepX / ProjectX — trades_export',
  IBKR_FLEX: 'Interactive Brokers — Flex Query',
  BINANCE_TRADES: 'Binance — historique des trades',
  BYBIT_TRADES: 'Bybit — historique des trades',
  WEBULL_ORDERS: 'Webull — historique des ordres (Orders Records)',
  THINKORSWIM_STATEMENT: 'thinkorswim — relevé de compte (Account Statement)',
  CARNET_TRADES: 'Carnet — export trades.csv',
  TEMPLATE: 'Modèle d’import personnalisé',
};

/** The largest file an import reads (docs/rules/imports.md). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** French messages of imports. */
export const IMPORT_MESSAGES = {
  unknownFormat: (expected: string) => `Format non reconnu : ${expected}`,
  emptyFile: 'Le fichier est vide.',
  orphanClose: 'Clôture sans ouverture dans le fichier',
  accountRequired: 'Choisissez le compte de capital où importer.',
  unsupportedPlatform: (label: string) => `Carnet ne lit pas encore les fichiers ${label}.`,
  notThisPlatform: (label: string) => `Ce fichier n’est pas un fichier ${label}.`,
  unreadableRow: (why: string) => `Ligne illisible : ${why}`,
  /** A statement of cash (Tradovate's Cash History): money by day, no trade to import. */
  statementWithoutTrades: (statement: string, readable: string) =>
    `${statement} : ce relevé donne l’argent du compte, pas ses trades, et n’importe donc aucun trade. Importez plutôt ${readable}.`,
  /** The history reason of a trade put back OPEN when the import that completed it is undone. */
  completionUndone: 'Import annulé : la clôture lue dans le fichier est retirée.',
  /** A file whose times carry no zone, imported before the trader chose one (docs/rules/imports.md#time-zones). */
  zoneToChoose: 'Les heures de ce fichier n’ont pas de fuseau : choisissez-le avant d’importer.',
} as const;

/** The multipart fields beside `file` of a preview or an import (strings, as a form sends them). */
export const importOptionsSchema = z.object({
  platform: z.enum(IMPORT_PLATFORMS).optional(),
  timezone: z.string().refine(isKnownTimeZone, { message: FIELD_MESSAGES.unknownTimeZone }).optional(),
  capital_account: z.coerce.number().pipe(idReference()).optional(),
  /** One of the caller's import templates (docs/rules/imports.md « Column mapping »): the file is then read as TEMPLATE. */
  template: z.coerce.number().pipe(idReference()).optional(),
  /** The trader's point values of futures roots Carnet does not know (import-point-values.ts). */
  point_values: pointValuesField.optional(),
  /** `true` imports a file whose reconciliation is not ok (import-reconciliation.ts). */
  accept_differences: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** The risk the trader declares for each trade of the file, which R is measured against (import-risk.ts). */
  risk_per_trade: riskPerTradeField.optional(),
  /** Only the file's trades with these ids are imported (import-selection.ts); the others are not counted. */
  external_ids: externalIdsField.optional(),
});
export type ImportOptions = z.output<typeof importOptionsSchema>;

/** The money of an import's closed trades, decimal strings. */
export const importTotalsSchema = z.object({
  gross_pnl: z.string(),
  fees: z.string(),
  swap: z.string(),
  net_pnl: z.string(),
});

export const importLineErrorSchema = z.object({ line: z.number().int(), message: z.string() });

/** A trade as an import would create it (docs/rules/imports.md: the preview's first 200). */
export const importedTradeSchema = z.object({
  line: z.number().int(),
  external_id: z.string(),
  asset_type: z.enum(ASSET_TYPES),
  asset_name: z.string(),
  direction: z.enum(['LONG', 'SHORT']),
  quantity: z.string(),
  entry_price: z.string(),
  stop_loss_price: z.string().nullable(),
  /** The stop as the file shows it on the position, never R's (docs/rules/imports.md#stops). */
  last_stop_price: z.string().nullable(),
  entry_date: z.string(),
  status: z.enum(TRADE_STATUSES),
  close_date: z.string().nullable(),
  close_price: z.string().nullable(),
  exits: z.array(tradeExitSchema.omit({ id: true })),
  realized_rr: z.number().nullable(),
  fees: z.string(),
  swap: z.string(),
  gross_pnl: z.string().nullable(),
  pnl_amount: z.string().nullable(),
  pnl_source: z.enum(PNL_SOURCES).nullable(),
  is_duplicate: z.boolean(),
});
export type ImportedTrade = z.infer<typeof importedTradeSchema>;

/** POST /api/v1/imports/preview/ (writes nothing). */
export const importPreviewSchema = z.object({
  platform: z.enum(IMPORT_PLATFORMS),
  platform_label: z.string(),
  timezone: z.string(),
  /** The file writes the zone of its times (Carnet's `Z`, cTrader's offset, Binance's UTC): `timezone` is it. */
  timezone_stated: z.boolean(),
  count: z.number().int(),
  duplicates: z.number().int(),
  errors: z.array(importLineErrorSchema),
  totals: importTotalsSchema,
  trades: z.array(importedTradeSchema),
  /**
   * The futures roots whose point value neither Carnet nor `point_values` gives (docs/rules/imports.md « asks for
   * otherwise »): their contracts are line errors until the trader gives one.
   */
  point_values_needed: z.array(z.string()),
  reconciliation: reconciliationSchema,
  /**
   * The file writes no zone, none was chosen, and its platform has no one zone of its own: `timezone` is only a
   * proposal (the first of `timezone_presets`, else UTC) and the import waits for the trader's choice.
   */
  timezone_to_choose: z.boolean(),
  /** The platform's usual zones, offered first (import-zones.ts); empty when it has none. */
  timezone_presets: z.array(importZonePresetSchema),
  /** The caller's other accounts that already hold some of the file's trades: the page warns. */
  imported_elsewhere: z.array(importElsewhereSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** An import batch: POST /api/v1/imports/ (201), GET /api/v1/imports/ and …/{id}/. */
export const importBatchSchema = z.object({
  id: z.number().int(),
  platform: z.enum(IMPORT_PLATFORMS),
  platform_label: z.string(),
  file_name: z.string(),
  timezone: z.string(),
  created_at: z.string(),
  capital_account: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  errors: z.array(importLineErrorSchema),
  totals: importTotalsSchema,
  /** The reconciliation the file had when imported; null for batches imported before it was kept. */
  reconciliation: reconciliationSchema.nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
export const importBatchListSchema = z.array(importBatchSchema);

/** How many trades of a file the preview shows. */
export const IMPORT_PREVIEW_TRADES = 200;
