import { z } from 'zod';
import { textField } from './common.ts';
import { REQUIRED_MESSAGE } from './messages.ts';

/** Body of POST /api/v1/trading-strategies/ and PUT …/{id}/. */
export const globalStrategyInputSchema = z.object({
  name: textField().trim().min(1, REQUIRED_MESSAGE).max(120, '120 caractères au maximum.'),
  description: textField().max(5000, '5000 caractères au maximum.').default(''),
  active: z.boolean().default(true),
});
export type GlobalStrategyInput = z.input<typeof globalStrategyInputSchema>;

export const globalStrategySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
});
export type GlobalStrategy = z.infer<typeof globalStrategySchema>;
