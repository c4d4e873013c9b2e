import {
  type ChallengeRuleBroken,
  type ChallengeState,
  DAILY_LOSS_BASES,
  type DailyLossBasis,
  MAX_LOSS_TYPES,
  type MaxLossType,
} from '@carnet/domain';
import { z } from 'zod';
import { decimalField, numberField } from './common.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { isKnownTimeZone } from './time-zone.ts';

/** docs/rules/challenges.md: the enums live in the domain (its engine uses them); their French labels live here. */
export const DAILY_LOSS_BASIS_LABELS: Record<DailyLossBasis, string> = {
  DAY_START_BALANCE: 'Solde au début de la journée',
  STARTING_BALANCE: 'Solde de départ',
};

export const MAX_LOSS_TYPE_LABELS: Record<MaxLossType, string> = {
  STATIC: 'Statique',
  TRAILING_EOD: 'Suiveuse (fin de journée)',
  TRAILING_INTRADAY: 'Suiveuse (intrajournalière)',
};

export const CHALLENGE_STATE_LABELS: Record<ChallengeState, string> = {
  IN_PROGRESS: 'En cours',
  PASSED: 'Réussi',
  FAILED: 'Échoué',
};

export const CHALLENGE_RULE_BROKEN_LABELS: Record<ChallengeRuleBroken, string> = {
  DAILY_LOSS: 'Perte journalière maximale',
  MAX_LOSS: 'Perte maximale',
  DEADLINE: 'Date limite dépassée',
};

/** docs/rules/challenges.md defaults: a trading day runs from midnight to midnight, Prague time, unless the firm says otherwise. */
export const DEFAULT_RESET_TIMEZONE = 'Europe/Prague';
export const DEFAULT_RESET_TIME = '00:00';

export const CHALLENGE_MESSAGES = {
  invalidResetTime: 'Heure invalide (HH:MM).',
  consistencyRange: 'Doit être supérieur à 0 et au plus 100.',
  minTradingDays: 'Doit être un nombre entier de jours ≥ 0 (0 : pas de minimum).',
  dailyLossPctRange: 'Doit être supérieur à 0 et au plus 100, avec 2 décimales au plus.',
  dailyLossEither: 'Indiquez la perte journalière en montant ou en pourcentage, pas les deux.',
  rulesOnlyForChallenge: 'Les règles ne s’appliquent qu’à un compte en mode Challenge.',
  notAChallenge: 'Ce compte n’est pas un compte Challenge.',
  noRules: 'Ce compte Challenge n’a pas de règles : renseignez-les dans le compte.',
} as const;

const RESET_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A money limit of the firm: above zero, or null when the firm has no such rule. */
const limitField = () =>
  decimalField()
    .refine((value) => !value.startsWith('-') && /[1-9]/.test(value), FIELD_MESSAGES.aboveZero)
    .nullable()
    .default(null);

/** The daily loss is an amount or a percent, never both (docs/rules/challenges.md#daily-loss). */
export const isDailyLossGivenOnce = (rules: {
  daily_loss_limit: string | null;
  daily_loss_pct: number | null;
}) => rules.daily_loss_limit === null || rules.daily_loss_pct === null;

/** A percent with at most 2 decimals: the engine counts it in basis points. */
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/**
 * The firm's rules on a challenge account (docs/rules/challenges.md#rules). A limit left null is a rule the firm
 * does not have, and so is min_trading_days 0; profit_target null means the account's target balance minus its
 * starting balance; trailing_lock null means the starting balance. The daily loss is an amount or a percent of
 * the balance daily_loss_basis names, not both.
 */
export const challengeRulesSchema = z
  .object({
    profit_target: limitField(),
    daily_loss_limit: limitField(),
    daily_loss_pct: numberField(
      z
        .number()
        .gt(0, CHALLENGE_MESSAGES.dailyLossPctRange)
        .max(100, CHALLENGE_MESSAGES.dailyLossPctRange)
        .refine(hasTwoDecimalsAtMost, CHALLENGE_MESSAGES.dailyLossPctRange),
      CHALLENGE_MESSAGES.dailyLossPctRange,
    )
      .nullable()
      .default(null),
    daily_loss_basis: z.enum(DAILY_LOSS_BASES).default('DAY_START_BALANCE'),
    max_loss: limitField(),
    max_loss_type: z.enum(MAX_LOSS_TYPES).default('STATIC'),
    trailing_lock: limitField(),
    min_trading_days: numberField(
      z
        .number()
        .int(CHALLENGE_MESSAGES.minTradingDays)
        .min(0, CHALLENGE_MESSAGES.minTradingDays)
        .max(10_000, CHALLENGE_MESSAGES.minTradingDays),
      CHALLENGE_MESSAGES.minTradingDays,
    )
      .nullable()
      .default(null),
    consistency_pct: numberField(
      z.number().gt(0, CHALLENGE_MESSAGES.consistencyRange).max(100, CHALLENGE_MESSAGES.consistencyRange),
      CHALLENGE_MESSAGES.consistencyRange,
    )
      .nullable()
      .default(null),
    reset_timezone: z
      .string()
      .trim()
      .refine(isKnownTimeZone, FIELD_MESSAGES.unknownTimeZone)
      .default(DEFAULT_RESET_TIMEZONE),
    reset_time: z
      .string()
      .trim()
      .regex(RESET_TIME_PATTERN, CHALLENGE_MESSAGES.invalidResetTime)
      .default(DEFAULT_RESET_TIME),
  })
  .refine(isDailyLossGivenOnce, {
    message: CHALLENGE_MESSAGES.dailyLossEither,
    path: ['daily_loss_pct'],
  });
export type ChallengeRulesInput = z.input<typeof challengeRulesSchema>;
export type ChallengeRules = z.output<typeof challengeRulesSchema>;

export {
  CHALLENGE_RULES_BROKEN,
  CHALLENGE_STATES,
  type ChallengeRuleBroken,
  type ChallengeState,
  DAILY_LOSS_BASES,
  type DailyLossBasis,
  MAX_LOSS_TYPES,
  type MaxLossType,
} from '@carnet/domain';

/** The rules as the API sends them back: every field present, money as decimal strings. */
export const challengeRulesOutputSchema = z.object({
  profit_target: z.string().nullable(),
  daily_loss_limit: z.string().nullable(),
  daily_loss_pct: z.number().nullable(),
  daily_loss_basis: z.enum(DAILY_LOSS_BASES),
  max_loss: z.string().nullable(),
  max_loss_type: z.enum(MAX_LOSS_TYPES),
  trailing_lock: z.string().nullable(),
  min_trading_days: z.number().int().nullable(),
  consistency_pct: z.number().nullable(),
  reset_timezone: z.string(),
  reset_time: z.string(),
});
