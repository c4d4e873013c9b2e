import { z } from 'zod';
import { challengeRulesOutputSchema, challengeRulesSchema } from './challenge.ts';
import { decimalField, decimalInputSchema, isoDateSchema, textField } from './common.ts';
import { CAPITAL_MODES, DEFAULT_CURRENCY } from './enums.ts';
import { FIELD_MESSAGES } from './messages.ts';

const optionalDecimal = decimalInputSchema.nullable().optional();
const optionalDate = isoDateSchema.nullable().optional();

/**
 * Body of POST /api/v1/capital-accounts/ and PUT …/{id}/. Empty optional values arrive as null (docs/rules/trades.md#validation);
 * current_balance defaults to starting_balance. rules (docs/rules/challenges.md) only on a CHALLENGE account: sent on another
 * mode it is a 400 on `rules`; omitted on a PUT it keeps the stored rules; null removes them.
 */
export const capitalAccountInputSchema = z.object({
  name: textField().trim().min(1, 'Champ requis').max(120, '120 caractères au maximum.'),
  mode: z.enum(CAPITAL_MODES).default('SIM'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Code devise ISO à 3 lettres (ex. USD).')
    .default(DEFAULT_CURRENCY),
  starting_balance: decimalField('Champ requis').refine(
    (value) => !value.startsWith('-'),
    FIELD_MESSAGES.atLeastZero,
  ),
  current_balance: optionalDecimal,
  target_balance: optionalDecimal,
  start_date: optionalDate,
  target_date: optionalDate,
  is_active: z.boolean().default(true),
  notes: textField().max(5000, '5000 caractères au maximum.').nullable().optional(),
  rules: challengeRulesSchema.nullable().optional(),
});
export type CapitalAccountInput = z.input<typeof capitalAccountInputSchema>;

export const capitalAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(CAPITAL_MODES),
  currency: z.string(),
  starting_balance: z.string(),
  current_balance: z.string(),
  target_balance: z.string().nullable(),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  is_active: z.boolean(),
  notes: z.string().nullable(),
  progress_pct: z.number().nullable(),
  trades_count: z.number().int(),
  /**
   * Closed trades whose money is estimated from R × risk: Carnet cannot price their instrument
   * (docs/rules/money.md#sources). Always sent by the server.
   */
  estimated_trades_count: z.number().int().optional(),
  /** The challenge rules; null on other modes and on a challenge without rules (always sent by the server). */
  rules: challengeRulesOutputSchema.nullable().optional(),
});
export type CapitalAccount = z.infer<typeof capitalAccountSchema>;
