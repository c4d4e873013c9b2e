import { CLOSE_MESSAGES, CONFIRMATION_LEVELS, DIRECTIONS } from '@carnet/domain';
import { z } from 'zod';
import {
  dayOrInstantField,
  decimalField,
  idReference,
  isoDateTimeSchema,
  numberField,
  positiveDecimalField,
  textField,
} from './common.ts';
import { tradeComplianceSchema } from './compliance.ts';
import { ASSET_TYPES, TRADE_OUTCOMES, TRADE_SCREENSHOT_KINDS, TRADE_STATUSES } from './enums.ts';
import { excursionsSchema } from './excursions.ts';
import { FIELD_MESSAGES, REQUIRED_MESSAGE } from './messages.ts';
import { screenshotSchema } from './screenshots.ts';
import { tagSchema, tagsField } from './tags.ts';
import { takeProfitInputSchema } from './take-profits.ts';
import { tradeListFilterFields, tradeOrderingField } from './trade-list-filters.ts';
import {
  editReasonField,
  feesField,
  fxRateField,
  recordedPlanSchema,
  signedMoneyField,
  tradeExitSchema,
  tradeMoneySchema,
} from './trade-record.ts';

export const initialConfirmationSchema = z.object({
  key: textField().max(60),
  passed: z.boolean().default(false),
  note: textField().max(1000, '1000 caractères au maximum.').default(''),
});

const optionalId = idReference().nullable().optional();
const SELECT_CAPITAL_ACCOUNT = 'Sélectionnez un compte de capital';

/** A trade's risk, a percent of the account's balance (docs/rules/trades.md#validation). */
export const riskPctRule = z
  .number()
  .finite()
  .min(0, FIELD_MESSAGES.atLeastZero)
  .max(100, 'Doit être ≤ 100.');

/**
 * Body of POST /api/v1/trades/ (docs/api.md). Plan rules (stop side, target side, Σ quantities) are checked by
 * @carnet/domain on the server; this schema checks shapes and required fields.
 */
export const tradeCreateSchema = z.object({
  asset_type: z.enum(ASSET_TYPES).default('CRYPTO'),
  asset_name: textField().trim().min(1, REQUIRED_MESSAGE).max(40, '40 caractères au maximum.'),
  direction: z.enum(DIRECTIONS).default('LONG'),
  entry_price: positiveDecimalField(),
  stop_loss_price: positiveDecimalField(),
  quantity: positiveDecimalField(),
  setup_reason: textField().max(5000, '5000 caractères au maximum.').default(''),
  entry_date: isoDateTimeSchema,
  strategy: optionalId,
  strategy_type: optionalId,
  capital_account: idReference(SELECT_CAPITAL_ACCOUNT, SELECT_CAPITAL_ACCOUNT),
  risk_pct: numberField(riskPctRule).nullable().optional(),
  be_moved: z.boolean().default(false),
  is_draft: z.boolean().default(false),
  take_profits: z.array(takeProfitInputSchema).max(20, '20 take profits au maximum.').default([]),
  initial_confirmations: z.array(initialConfirmationSchema).max(100).default([]),
  tags: tagsField.default([]),
});
export type TradeCreate = z.input<typeof tradeCreateSchema>;

/** Body of PUT /api/v1/trades/{id}/: take_profits only when every row is complete (docs/rules/trades.md#validation). */
export const tradeUpdateSchema = tradeCreateSchema.extend({
  capital_account: optionalId,
  take_profits: z.array(takeProfitInputSchema).max(20, '20 take profits au maximum.').optional(),
  initial_confirmations: z.array(initialConfirmationSchema).max(100).optional(),
  post_trade_review: textField().max(20_000, 'Texte trop long.').optional(),
  // Absent keeps the trade's tags: a client that never sends tags never clears them.
  tags: tagsField.optional(),
  // docs/rules/trades.md, each absent keeps what the trade has: fees and swap, a reported net (null: back to the estimate).
  fees: feesField.optional(),
  swap: signedMoneyField.optional(),
  pnl_amount: signedMoneyField.nullable().optional(),
  fx_rate: fxRateField,
  edit_reason: editReasonField.optional(),
});
export type TradeUpdate = z.input<typeof tradeUpdateSchema>;

/** POST /api/v1/trades/{id}/set_confirmations/: a plain list. */
export const setConfirmationsSchema = z
  .array(
    z.object({
      id: idReference(),
      passed: z.boolean(),
      note: textField().max(1000).default(''),
    }),
  )
  .max(100);

/**
 * POST /api/v1/trades/{id}/close_trade/. docs/rules/trades.md: `close_date` defaults to the server's now; `fees` and `swap`
 * to what the trade holds; a reported net `pnl_amount` replaces the estimate from R.
 */
export const closeTradeSchema = z.object({
  close_price: decimalField(CLOSE_MESSAGES.closePriceRequired),
  hit_take_profits: z.array(idReference()).max(20).default([]),
  close_date: isoDateTimeSchema.optional(),
  fees: feesField.optional(),
  swap: signedMoneyField.optional(),
  pnl_amount: signedMoneyField.nullable().optional(),
  /** Asked when the instrument's quote currency converts into the account's by neither being the same nor the pair. */
  fx_rate: fxRateField,
});
export type CloseTrade = z.input<typeof closeTradeSchema>;

export const takeProfitSchema = z.object({
  id: z.number().int(),
  price: z.string(),
  quantity_to_sell: z.string(),
  is_hit: z.boolean(),
});

export const tradeConfirmationSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  level: z.enum(CONFIRMATION_LEVELS),
  mandatory: z.boolean(),
  weight: z.number(),
  passed: z.boolean(),
  note: z.string(),
});

/** GET /api/v1/trades/{id}/: the trade with its compliance result flattened in (docs/rules/trades.md#fields). */
export const tradeSchema = tradeComplianceSchema.extend(tradeMoneySchema.shape).extend({
  id: z.number().int(),
  asset_type: z.enum(ASSET_TYPES),
  asset_name: z.string(),
  direction: z.enum(DIRECTIONS),
  entry_price: z.string(),
  stop_loss_price: z.string().nullable(),
  /**
   * An imported trade's stop as its file showed it on the position (MetaTrader's S/L at the close): for the record,
   * never the plan's stop, never what R is measured against (docs/rules/imports.md#stops).
   */
  last_stop_price: z.string().nullable(),
  quantity: z.string(),
  setup_reason: z.string(),
  post_trade_review: z.string(),
  entry_date: z.string(),
  status: z.enum(TRADE_STATUSES),
  outcome: z.enum(TRADE_OUTCOMES).nullable(),
  realized_rr: z.number().nullable(),
  planned_rr: z.number().nullable(),
  close_date: z.string().nullable(),
  close_price: z.string().nullable(),
  strategy: z.number().int().nullable(),
  strategy_type: z.number().int().nullable(),
  capital_account: z.number().int().nullable(),
  risk_pct: z.number().nullable(),
  risk_amount: z.string().nullable(),
  pnl_amount: z.string().nullable(),
  be_moved: z.boolean(),
  is_draft: z.boolean(),
  take_profits: z.array(takeProfitSchema),
  tags: z.array(z.string()),
  confirmations: z.array(tradeConfirmationSchema),
  screenshots: z.array(screenshotSchema(TRADE_SCREENSHOT_KINDS)),
  exits: z.array(tradeExitSchema),
  plan: recordedPlanSchema.nullable(),
  plan_is_retroactive: z.boolean(),
  /** Realized R − the R measured with the plan's stop; null when either is unknown (docs/rules/trades.md). */
  management_r: z.number().nullable(),
  /** How far the closed trade went for and against the trader over its symbol's candles; null without candles. */
  excursions: excursionsSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Trade = z.infer<typeof tradeSchema>;

/** A row of GET /api/v1/trades/: the trade without what only its page shows (nested lists, the locked plan). */
export const tradeListItemSchema = tradeSchema.omit({
  screenshots: true,
  confirmations: true,
  exits: true,
  plan: true,
  management_r: true,
});
export type TradeListItem = z.infer<typeof tradeListItemSchema>;

const entryBoundField = dayOrInstantField(FIELD_MESSAGES.invalidDayOrDateTime);

export const tradeListQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  entry_date__gte: entryBoundField.optional(),
  entry_date__lte: entryBoundField.optional(),
  /** Only the trades carrying this tag, compared case-insensitively (docs/rules/trades.md). */
  tag: tagSchema.optional(),
  ...tradeListFilterFields,
  ordering: tradeOrderingField,
});

export const tradePageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(tradeListItemSchema),
});
export type TradePage = z.infer<typeof tradePageSchema>;
