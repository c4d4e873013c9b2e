import { z } from 'zod';
import { positiveDecimalField } from './common.ts';

/** A take profit as sent by the trade form: price and quantity_to_sell, both required (docs/rules/trades.md#validation). */
export const takeProfitInputSchema = z.object({
  price: positiveDecimalField(),
  quantity_to_sell: positiveDecimalField(),
});

/** A take-profit row as the form holds it while typing: values may still be blank (evaluate accepts it). */
export const draftTakeProfitSchema = z.object({
  price: z.union([z.number(), z.string()]).nullable().optional(),
  quantity_to_sell: z.union([z.number(), z.string()]).nullable().optional(),
});
