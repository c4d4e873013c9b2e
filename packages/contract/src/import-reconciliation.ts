import { z } from 'zod';

// The reconciliation of an import with the file's own figures (docs/rules/imports.md#reconciliation): every preview
// and import says, check by check, what the file states and what Carnet built from it.

export const RECONCILIATION_CHECKS = ['ROW_PNL_SUM', 'STATED_TOTAL', 'PRICE_CHECK', 'FILLS'] as const;
export type ReconciliationCheckKey = (typeof RECONCILIATION_CHECKS)[number];

export const RECONCILIATION_CHECK_LABELS: Record<ReconciliationCheckKey, string> = {
  ROW_PNL_SUM: 'Somme des lignes du fichier',
  STATED_TOTAL: 'Total indiqué par le fichier',
  PRICE_CHECK: 'Contrôle par les prix',
  FILLS: 'Exécutions lues',
};

/** How many of the trades PRICE_CHECK finds different it lists. */
export const PRICE_CHECK_LISTED_TRADES = 5;

/** The multipart field by which an import accepts a reconciliation that is not ok. */
export const ACCEPT_DIFFERENCES_FIELD = 'accept_differences';

export const RECONCILIATION_MESSAGES = {
  notOk:
    'Les montants lus ne correspondent pas à ceux du fichier : vérifiez le rapprochement, puis acceptez les écarts pour importer quand même.',
} as const;

/** A trade whose money computed from its prices differs from the profit the file states for it. */
export const priceCheckTradeSchema = z.object({
  line: z.number().int(),
  asset_name: z.string(),
  file_value: z.string(),
  carnet_value: z.string(),
});

/**
 * One check: the file's figure, Carnet's, and `carnet_value − file_value` (decimal strings; for PRICE_CHECK the
 * values are the checked trades' gross and `difference` is how many trades differ, listed in `trades`).
 */
export const reconciliationCheckSchema = z.object({
  key: z.enum(RECONCILIATION_CHECKS),
  label: z.string(),
  file_value: z.string(),
  carnet_value: z.string(),
  difference: z.string(),
  trades: z.array(priceCheckTradeSchema).optional(),
});
export type ReconciliationCheck = z.infer<typeof reconciliationCheckSchema>;

/** `ok` when every check's difference is exactly zero. */
export const reconciliationSchema = z.object({
  ok: z.boolean(),
  checks: z.array(reconciliationCheckSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
