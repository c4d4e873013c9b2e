import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';

/**
 * « Ajustement de solde » (docs/rules/money.md#adjustments): what an edit of the current balance added to it, as an
 * exact decimal string, and when. `GET /api/v1/capital-accounts/{id}/adjustments/` lists them, newest first.
 */
export const balanceAdjustmentSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  created_at: isoDateTimeSchema,
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;
