import { z } from 'zod';
import { idReference, textField } from './common.ts';
import { tagSchema } from './tags.ts';

/** How many trades one bulk request may name: ten pages of the list (docs/api.md#bulk-actions). */
export const MAX_BULK_TRADES = 100;

/** French messages of the bulk actions on trades (docs/api.md#bulk-actions). */
export const TRADE_BULK_MESSAGES = {
  noTrade: 'Sélectionnez au moins une opération.',
  tooManyTrades: `${MAX_BULK_TRADES} opérations au maximum par action.`,
} as const;

/** The trades a bulk action applies to, each named once (a repeated id counts once). */
const bulkIdsField = z
  .array(idReference())
  .min(1, TRADE_BULK_MESSAGES.noTrade)
  .max(MAX_BULK_TRADES, TRADE_BULK_MESSAGES.tooManyTrades)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/v1/trades/bulk/delete/ */
export const tradeBulkDeleteSchema = z.object({ ids: bulkIdsField });

/** POST /api/v1/trades/bulk/add_tag/ and …/remove_tag/ */
export const tradeBulkTagSchema = z.object({ ids: bulkIdsField, tag: tagSchema });
export type TradeBulkTag = z.infer<typeof tradeBulkTagSchema>;

/** The answer of a bulk action: how many trades it changed (a tag already there, or absent, changes nothing). */
export const tradeBulkResultSchema = z.object({ count: z.number().int() });
export type TradeBulkResult = z.infer<typeof tradeBulkResultSchema>;

/** The longest text the trade search takes: a tag's length, longer than any symbol. */
export const MAX_TRADE_SEARCH_LENGTH = 40;

/** GET /api/v1/trades/search/?q=…&page=…: the caller's trades whose symbol or a tag contains `q` (docs/api.md#search). */
export const tradeSearchQuerySchema = z.object({
  q: textField().trim().min(1).max(MAX_TRADE_SEARCH_LENGTH),
  page: z.coerce.number().int().positive().default(1),
});
export type TradeSearchQuery = z.infer<typeof tradeSearchQuerySchema>;
