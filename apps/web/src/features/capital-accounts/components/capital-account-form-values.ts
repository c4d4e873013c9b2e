import {
  CAPITAL_MODES,
  type CapitalAccount,
  type CapitalAccountInput,
  type CapitalMode,
  capitalAccountInputSchema,
  DEFAULT_CURRENCY,
  decimalInputSchema,
  isoDateSchema,
} from '@carnet/contract';
import { parseDecimal } from '@carnet/domain';
import { z } from 'zod';
import { checkWith, decimalText, frenchText } from '../../../lib/form-text.ts';
import {
  type ChallengeRulesFormValues,
  challengeRulesFormSchema,
  challengeRulesValues,
} from './challenge-rules-values.ts';

/** What the inputs hold: text for every decimal and date, so a blank field stays blank until it is sent. */
export type CapitalAccountFormValues = {
  name: string;
  mode: CapitalMode;
  currency: string;
  starting_balance: string;
  current_balance: string;
  target_balance: string;
  start_date: string;
  target_date: string;
  is_active: boolean;
  notes: string;
  /** Read only on a CHALLENGE account (docs/rules/challenges.md). */
  rules: ChallengeRulesFormValues;
};

export const CAPITAL_ACCOUNT_FIELDS = [
  'name',
  'mode',
  'currency',
  'starting_balance',
  'current_balance',
  'target_balance',
  'start_date',
  'target_date',
  'is_active',
  'notes',
] as const satisfies readonly (keyof CapitalAccountFormValues)[];

const fields = capitalAccountInputSchema.shape;
const optionalDecimal = z
  .string()
  .transform((text) => (decimalText(text) === '' ? null : decimalText(text)))
  .transform(checkWith(decimalInputSchema.nullable()));
const optionalDate = z
  .string()
  .transform((text) => (text === '' ? null : text))
  .transform(checkWith(isoDateSchema.nullable()));

/** docs/rules/trades.md#validation Capital account: name trimmed, starting balance required, empty optional values sent as null. */
export const capitalAccountFormSchema = z
  .object({
    name: fields.name,
    mode: z.enum(CAPITAL_MODES),
    currency: z
      .string()
      .transform((text) => (text.trim() === '' ? DEFAULT_CURRENCY : text))
      .transform(checkWith(fields.currency)),
    starting_balance: z.string().transform(decimalText).transform(checkWith(fields.starting_balance)),
    current_balance: optionalDecimal,
    target_balance: optionalDecimal,
    start_date: optionalDate,
    target_date: optionalDate,
    is_active: z.boolean(),
    notes: z.string().transform((text) => (text.trim() === '' ? null : text)),
    rules: z.custom<ChallengeRulesFormValues>(),
  })
  .refine(
    ({ start_date, target_date }) => start_date === null || target_date === null || target_date >= start_date,
    { path: ['target_date'], message: 'La date cible doit suivre la date de début.' },
  )
  .superRefine(({ mode, rules }, context) => {
    if (mode !== 'CHALLENGE') return;
    for (const issue of challengeRulesFormSchema.safeParse(rules).error?.issues ?? [])
      context.addIssue({ code: 'custom', message: issue.message, path: ['rules', ...issue.path] });
  })
  .transform(
    // docs/rules/trades.md#validation: the current balance defaults to the starting balance. Rules go only with a challenge.
    ({ rules, ...account }): CapitalAccountInput => ({
      ...account,
      current_balance: account.current_balance ?? account.starting_balance,
      ...(account.mode === 'CHALLENGE' ? { rules: challengeRulesFormSchema.parse(rules) } : {}),
    }),
  );

export function initialCapitalAccountValues(account: CapitalAccount | null): CapitalAccountFormValues {
  return {
    name: account?.name ?? '',
    mode: account?.mode ?? 'SIM',
    currency: account?.currency ?? DEFAULT_CURRENCY,
    starting_balance: frenchText(account?.starting_balance ?? ''),
    current_balance: account === null ? '' : frenchText(shownBalance(account)),
    target_balance: frenchText(account?.target_balance ?? ''),
    start_date: account?.start_date ?? '',
    target_date: account?.target_date ?? '',
    is_active: account?.is_active ?? true,
    notes: account?.notes ?? '',
    rules: challengeRulesValues(account?.rules),
  };
}

/** Digits after the point of a currency's smallest unit (JPY 0, USD 2); 2 for a code Intl does not know. */
function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * The current balance as its input shows it. Estimated nets keep fractions of a cent in the stored balance
 * (103728.31277); the input rounds them to the currency's smallest unit, half up, and leaves others as stored.
 */
export function shownBalance({
  current_balance,
  currency,
}: Pick<CapitalAccount, 'current_balance' | 'currency'>): string {
  const balance = parseDecimal(current_balance);
  const digits = currencyDigits(currency);
  if (balance === null || balance.decimalPlaces() <= digits) return current_balance;
  return balance.toFixed(digits);
}

/**
 * Saving the form never moves the balance by itself (docs/rules/money.md#adjustments): a balance left as shown is not
 * sent, so a trade closed since the page was opened is never undone; only one the user typed is sent, and the
 * server records the difference as an adjustment.
 */
export function withTypedBalanceOnly(
  body: CapitalAccountInput,
  typedBalance: string,
  account: CapitalAccount | null,
): CapitalAccountInput {
  if (account === null || decimalText(typedBalance) !== decimalText(shownBalance(account))) return body;
  const { current_balance: _untouched, ...rest } = body;
  return rest;
}
