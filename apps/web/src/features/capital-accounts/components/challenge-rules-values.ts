import {
  CHALLENGE_MESSAGES,
  type ChallengePreset,
  type ChallengeRules,
  type ChallengeRulesInput,
  challengePresetRules,
  challengeRulesSchema,
  DAILY_LOSS_BASES,
  type DailyLossBasis,
  DEFAULT_RESET_TIME,
  DEFAULT_RESET_TIMEZONE,
  decimalInputSchema,
  isDailyLossGivenOnce,
  MAX_LOSS_TYPES,
  type MaxLossType,
} from '@carnet/contract';
import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { checkWith, decimalText, frenchText } from '../../../lib/form-text.ts';
import type { CapitalAccountFormValues } from './capital-account-form-values.ts';

/**
 * The rules as the inputs hold them (docs/rules/challenges.md#rules): text everywhere, a blank limit is a rule the
 * firm lacks (0 minimum days too).
 */
export type ChallengeRulesFormValues = {
  profit_target: string;
  daily_loss_limit: string;
  daily_loss_pct: string;
  daily_loss_basis: DailyLossBasis;
  max_loss: string;
  max_loss_type: MaxLossType;
  trailing_lock: string;
  min_trading_days: string;
  consistency_pct: string;
  reset_timezone: string;
  reset_time: string;
};

export const CHALLENGE_RULE_FIELDS = [
  'profit_target',
  'daily_loss_limit',
  'daily_loss_pct',
  'daily_loss_basis',
  'max_loss',
  'max_loss_type',
  'trailing_lock',
  'min_trading_days',
  'consistency_pct',
  'reset_timezone',
  'reset_time',
] as const satisfies readonly (keyof ChallengeRulesFormValues)[];

/** The fields whose being filled means the firm has rules: with all of them blank the account has none. */
const LIMIT_FIELDS = [
  'profit_target',
  'daily_loss_limit',
  'daily_loss_pct',
  'max_loss',
  'trailing_lock',
  'min_trading_days',
  'consistency_pct',
] as const;

export const PRESET_NEEDS_STARTING_BALANCE =
  'Renseignez d’abord le solde de départ : le modèle s’y rapporte.';

// Blank is « no such rule »; anything else goes to the contract's rule, which reads it as the API does.
const money = z.string().transform((text) => (decimalText(text) === '' ? null : decimalText(text)));
const numberOrBlank = z.string().transform((text) => (text.trim() === '' ? null : text));

const rulesShape = challengeRulesSchema.shape;

/** The rules typed in the form → the body's `rules` (null when every limit is blank), the contract's messages. */
export const challengeRulesFormSchema = z
  .object({
    profit_target: money.transform(checkWith(rulesShape.profit_target)),
    daily_loss_limit: money.transform(checkWith(rulesShape.daily_loss_limit)),
    daily_loss_pct: numberOrBlank.transform(checkWith(rulesShape.daily_loss_pct)),
    daily_loss_basis: z.enum(DAILY_LOSS_BASES),
    max_loss: money.transform(checkWith(rulesShape.max_loss)),
    max_loss_type: z.enum(MAX_LOSS_TYPES),
    trailing_lock: money.transform(checkWith(rulesShape.trailing_lock)),
    min_trading_days: numberOrBlank.transform(checkWith(rulesShape.min_trading_days)),
    consistency_pct: numberOrBlank.transform(checkWith(rulesShape.consistency_pct)),
    reset_timezone: z.string().transform(checkWith(rulesShape.reset_timezone)),
    reset_time: z.string().transform(checkWith(rulesShape.reset_time)),
  })
  .refine(isDailyLossGivenOnce, { message: CHALLENGE_MESSAGES.dailyLossEither, path: ['daily_loss_pct'] })
  .transform((rules): ChallengeRulesInput | null =>
    LIMIT_FIELDS.every((field) => rules[field] === null) ? null : rules,
  );

const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : frenchText(String(value));

/** The stored rules (or the defaults of docs/rules/challenges.md) as form text. */
export function challengeRulesValues(rules: ChallengeRules | null | undefined): ChallengeRulesFormValues {
  return {
    profit_target: textOf(rules?.profit_target),
    daily_loss_limit: textOf(rules?.daily_loss_limit),
    daily_loss_pct: textOf(rules?.daily_loss_pct),
    daily_loss_basis: rules?.daily_loss_basis ?? 'DAY_START_BALANCE',
    max_loss: textOf(rules?.max_loss),
    max_loss_type: rules?.max_loss_type ?? 'STATIC',
    trailing_lock: textOf(rules?.trailing_lock),
    min_trading_days: textOf(rules?.min_trading_days),
    consistency_pct: textOf(rules?.consistency_pct),
    reset_timezone: rules?.reset_timezone ?? DEFAULT_RESET_TIMEZONE,
    reset_time: rules?.reset_time ?? DEFAULT_RESET_TIME,
  };
}

/** A preset's rules for the starting balance typed (text), or null while that balance is not a number. */
export function presetValues(
  preset: ChallengePreset,
  startingBalance: string,
): ChallengeRulesFormValues | null {
  const balance = decimalInputSchema.safeParse(decimalText(startingBalance));
  if (!balance.success || balance.data.startsWith('-')) return null;
  return challengeRulesValues(challengePresetRules(preset, balance.data));
}

const messagesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The server's refusals of the rules under their fields: `{rules: {max_loss: […]}}` (DRF-style nesting), or
 * `{rules: […]}` for the rules as a whole, shown above them.
 */
export function markRulesErrors(error: unknown, setError: UseFormSetError<CapitalAccountFormValues>): void {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('rules' in body)) return;
  const { rules } = body;
  const whole = messagesOf(rules);
  if (whole.length > 0) setError('rules', { type: 'server', message: whole.join(' ') });
  if (typeof rules !== 'object' || rules === null) return;
  for (const field of CHALLENGE_RULE_FIELDS) {
    const messages = field in rules ? messagesOf((rules as Record<string, unknown>)[field]) : [];
    if (messages.length > 0) setError(`rules.${field}`, { type: 'server', message: messages.join(' ') });
  }
}
