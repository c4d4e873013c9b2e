import { ASSET_TYPES } from '@carnet/domain';
import { z } from 'zod';
import { queryIdField } from './common.ts';

// GET /api/v1/instruments/{symbol}/ (docs/rules/money.md#instruments): the specification Carnet computes a trade's
// money and a position's size with.

export const INSTRUMENT_SOURCES = ['BUILT_IN', 'PROFILE'] as const;

export const instrumentSpecSchema = z.object({
  symbol: z.string(),
  asset_type: z.enum(ASSET_TYPES),
  contract_size: z.string(),
  quote_currency: z.string(),
  point_value: z.string(),
  tick_size: z.string().nullable(),
  pip_size: z.string().nullable(),
  quantity_step: z.string(),
  source: z.enum(INSTRUMENT_SOURCES),
});
export type InstrumentSpecResponse = z.infer<typeof instrumentSpecSchema>;

/**
 * Optional: the account the trade is on (a stock is quoted in its currency; USD without one) and the trade's asset
 * type (a symbol that reads as another type is not specified, as on a trade).
 */
export const instrumentQuerySchema = z.object({
  capital_account: queryIdField.optional(),
  asset_type: z.enum(ASSET_TYPES).optional(),
});
