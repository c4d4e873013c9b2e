import { DIRECTIONS, TIMING_CLASSES } from '@carnet/domain';
import { z } from 'zod';
import { decimalField, positiveDecimalField, textField } from './common.ts';
import { PNL_SOURCES, TRADE_HISTORY_ACTIONS } from './enums.ts';

// What a trade records beyond its plan (docs/rules/trades.md): its exits, its money as the broker reports it, the plan
// locked at entry, and the append-only history of its edits.

/** Messages of docs/rules/trades.md's fields. */
export const TRADE_RECORD_MESSAGES = {
  negativeFees: 'Les frais ne peuvent pas être négatifs.',
  reasonTooLong: '500 caractères au maximum.',
  notClosed: 'Cette opération n’est pas clôturée.',
  reportedOnlyWhenClosed: 'Le résultat net réel se saisit sur une opération clôturée.',
  unknownR: 'R inconnu (pas de stop)',
  /** The close cannot convert the instrument's quote currency into the account's by itself. */
  fxRateNeeded: (quote: string, account: string) =>
    `Taux de change requis : valeur de 1 ${quote} en ${account}.`,
  retroactivePlan: 'Plan saisi après l’entrée',
} as const;

/** Money in the account's currency: 8 decimals, the scale of the balance it moves. */
export const MONEY_DECIMAL_PLACES = 8;

/** A plan recorded more than this long after the entry is retroactive (docs/rules/trades.md). */
export const RETROACTIVE_PLAN_MS = 15 * 60_000;

/** `fees` of a close or an edit: commissions and fees, ≥ 0. */
export const feesField = decimalField(undefined, MONEY_DECIMAL_PLACES).refine(
  (value) => !value.startsWith('-'),
  TRADE_RECORD_MESSAGES.negativeFees,
);

/** `swap` (signed as the platform shows it) and a reported net `pnl_amount`. */
export const signedMoneyField = decimalField(undefined, MONEY_DECIMAL_PLACES);

/** `fx_rate` of a close or an edit: 1 unit of the instrument's quote currency = `fx_rate` units of the account's. */
export const fxRateField = positiveDecimalField().nullable().optional();

/** `edit_reason` of a PUT: why the trader changed the trade, kept in its history. */
export const editReasonField = textField().trim().max(500, TRADE_RECORD_MESSAGES.reasonTooLong);

export const tradeExitSchema = z.object({
  id: z.number().int(),
  price: z.string(),
  quantity: z.string(),
  executed_at: z.string(),
});
export type TradeExit = z.infer<typeof tradeExitSchema>;

/** The plan as it stood when the trade was first saved as non-draft; never changed afterwards. */
export const recordedPlanSchema = z.object({
  recorded_at: z.string(),
  direction: z.enum(DIRECTIONS),
  entry_price: z.string(),
  stop_loss_price: z.string().nullable(),
  quantity: z.string(),
  take_profits: z.array(z.object({ price: z.string(), quantity_to_sell: z.string() })),
  risk_pct: z.number().nullable(),
  risk_amount: z.string().nullable(),
  planned_rr: z.number().nullable(),
  score_pct: z.number().nullable(),
  grade: z.string().nullable(),
  timing_class: z.enum(TIMING_CLASSES).nullable(),
  is_compliant: z.boolean(),
  confirmations: z.array(z.object({ key: z.string(), passed: z.boolean() })),
});
export type RecordedPlan = z.infer<typeof recordedPlanSchema>;

/** A field's value before and after a change, as the API shows it. */
export type HistoryValue =
  | string
  | number
  | boolean
  | null
  | readonly HistoryValue[]
  | { [key: string]: HistoryValue };
export type TradeHistoryChanges = Record<string, [HistoryValue, HistoryValue]>;

const historyValueSchema: z.ZodType<HistoryValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(historyValueSchema),
    z.record(z.string(), historyValueSchema),
  ]),
);

export const tradeHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(TRADE_HISTORY_ACTIONS),
  changes: z.record(z.string(), z.tuple([historyValueSchema, historyValueSchema])),
  reason: z.string().nullable(),
});
export type TradeHistoryEntry = z.infer<typeof tradeHistoryEntrySchema>;
export const tradeHistorySchema = z.array(tradeHistoryEntrySchema);

/** A trade's fields as the form, the trade page and its history name them; a field not listed keeps its API name. */
export const TRADE_HISTORY_FIELD_LABELS: Record<string, string> = {
  asset_type: 'Type d’actif',
  asset_name: 'Actif',
  direction: 'Sens',
  entry_price: 'Prix d’entrée',
  stop_loss_price: 'Stop loss',
  quantity: 'Quantité',
  entry_date: 'Date d’entrée',
  setup_reason: 'Raison du setup',
  post_trade_review: 'Revue post-trade',
  strategy: 'Configuration',
  strategy_type: 'Type de setup',
  capital_account: 'Compte de capital',
  risk_pct: 'Risque (%)',
  risk_amount: 'Risque',
  be_moved: 'Stop au point mort',
  is_draft: 'Brouillon',
  take_profits: 'Take profits',
  confirmations: 'Confirmations',
  tags: 'Tags',
  status: 'Statut',
  outcome: 'Résultat',
  close_price: 'Prix de clôture',
  close_date: 'Date de clôture',
  realized_rr: 'R réalisé',
  planned_rr: 'R prévu',
  exits: 'Sorties',
  fees: 'Frais',
  swap: 'Swap',
  gross_pnl: 'Résultat brut',
  pnl_amount: 'Résultat net',
  pnl_source: 'Source du résultat',
  fx_rate: 'Taux de change',
  screenshot: 'Capture',
  score_pct: 'Score',
  grade: 'Note',
  recommended_risk_pct: 'Risque recommandé (%)',
  timing_class: 'Créneau',
  is_compliant: 'Règles respectées',
  non_compliance_reasons: 'Règles non respectées',
  /** The import whose later file closed the trade (docs/rules/imports.md): its id, in « Imports précédents ». */
  import_batch: 'Clôturée par l’import n°',
};

/** The money fields of a trade response (docs/rules/trades.md). */
export const tradeMoneySchema = z.object({
  fees: z.string(),
  swap: z.string(),
  gross_pnl: z.string().nullable(),
  pnl_source: z.enum(PNL_SOURCES).nullable(),
  /** The rate the trader gave to convert a COMPUTED gross (1 quote unit = x account units); null when none was needed. */
  fx_rate: z.string().nullable(),
});
