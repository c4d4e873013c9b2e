import { z } from 'zod';

/** Body of POST /api/v1/trading-strategies/ and PUT …/{id}/. */
export const globalStrategyInputSchema = z.object({
  name: z.string().trim().min(1, 'Ce champ est obligatoire.').max(120, '120 caractères au maximum.'),
  description: z.string().max(5000, '5000 caractères au maximum.').default(''),
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
