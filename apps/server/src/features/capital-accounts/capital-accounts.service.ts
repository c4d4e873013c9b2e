import type { BalanceAdjustment, CapitalAccount, capitalAccountInputSchema } from '@carnet/contract';
import { CHALLENGE_MESSAGES, type ChallengeRules } from '@carnet/contract';
import { accountProgressPct } from '@carnet/domain';
import type { z } from 'zod';
import { badRequest, ownedOr404 } from '../../http/errors.ts';
import { isoDateTime } from '../../http/serialize.ts';
import { balanceErrors, balanceOut } from './balance-rules.ts';
import type {
  CapitalAccountsRepository,
  CapitalAccountValues,
  CapitalAccountWithCount,
} from './capital-accounts.repository.ts';

export type CapitalAccountBody = z.output<typeof capitalAccountInputSchema>;

/** docs/ui.md: capital progress is shown with 1 decimal. */
const PROGRESS_DECIMALS = 1;

/** Capital accounts (docs/rules/trades.md#fields, docs/rules/money.md#capital-accounts); is_active false archives an account. */
export function createCapitalAccountsService(accounts: CapitalAccountsRepository) {
  return {
    list: async (userId: number): Promise<CapitalAccount[]> =>
      (await accounts.list(userId)).map(toCapitalAccount),

    get: async (userId: number, id: number): Promise<CapitalAccount> =>
      toCapitalAccount(ownedOr404(await accounts.findOwned(userId, id))),

    create: async (userId: number, body: CapitalAccountBody): Promise<CapitalAccount> =>
      toCapitalAccount(await accounts.insert(userId, valuesOf(body, null))),

    /**
     * docs/rules/money.md#adjustments: a current balance sent (null: the starting one) that differs from the stored
     * one is reached through an adjustment; omitted, the balance only follows a change of the starting one.
     */
    update: async (userId: number, id: number, body: CapitalAccountBody): Promise<CapitalAccount> => {
      const stored = ownedOr404(await accounts.findOwned(userId, id));
      const { currentBalance, ...values } = valuesOf(body, stored.rules);
      const requested = body.current_balance === undefined ? undefined : currentBalance;
      return toCapitalAccount(ownedOr404(await accounts.update(userId, id, values, requested)));
    },

    /** The balance adjustments of one of the caller's accounts, newest first (404 for another's). */
    adjustments: async (userId: number, id: number): Promise<BalanceAdjustment[]> => {
      ownedOr404(await accounts.findOwnedRow(userId, id));
      return (await accounts.adjustments(userId, id)).map((row) => ({
        id: row.id,
        amount: balanceOut(row.amount),
        created_at: isoDateTime(row.createdAt),
      }));
    },

    /** For trades: the caller's account, archived or not (an existing trade keeps its account). */
    findOwnedAccount: (userId: number, id: number) => accounts.findOwnedRow(userId, id),

    /** For trades: the caller's account if it is active, else undefined (archived ones take no new trade). */
    async findActiveAccountOwnedBy(userId: number, id: number) {
      const account = await accounts.findOwnedRow(userId, id);
      return account?.isActive === true ? account : undefined;
    },
  };
}

export type CapitalAccountsService = ReturnType<typeof createCapitalAccountsService>;

/**
 * docs/rules/trades.md#validation: the current balance defaults to the starting one; empty optional values are null. docs/rules/challenges.md: rules
 * belong to a CHALLENGE account only (sent on another mode: 400; a mode switched away drops them); omitted on
 * an update, the stored ones stay.
 */
function valuesOf(body: CapitalAccountBody, storedRules: ChallengeRules | null): CapitalAccountValues {
  const errors = balanceErrors({
    starting_balance: body.starting_balance,
    current_balance: body.current_balance,
    target_balance: body.target_balance,
  });
  const isChallenge = body.mode === 'CHALLENGE';
  if (!isChallenge && body.rules != null) errors.rules = [CHALLENGE_MESSAGES.rulesOnlyForChallenge];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return {
    name: body.name,
    mode: body.mode,
    currency: body.currency,
    startingBalance: body.starting_balance,
    currentBalance: body.current_balance ?? body.starting_balance,
    targetBalance: body.target_balance ?? null,
    startDate: body.start_date ?? null,
    targetDate: body.target_date ?? null,
    isActive: body.is_active,
    notes: blankAsNull(body.notes),
    rules: isChallenge ? canonicalRules(body.rules === undefined ? storedRules : body.rules) : null,
  };
}

/** Money limits stored canonical ("500.00" → "500"), as every other decimal the API sends. */
function canonicalRules(rules: ChallengeRules | null): ChallengeRules | null {
  if (rules === null) return null;
  const money = (value: string | null) => (value === null ? null : balanceOut(value));
  return {
    ...rules,
    profit_target: money(rules.profit_target),
    daily_loss_limit: money(rules.daily_loss_limit),
    max_loss: money(rules.max_loss),
    trailing_lock: money(rules.trailing_lock),
  };
}

function blankAsNull(text: string | null | undefined): string | null {
  return text === null || text === undefined || text.trim() === '' ? null : text;
}

function toCapitalAccount(row: CapitalAccountWithCount): CapitalAccount {
  const starting_balance = balanceOut(row.startingBalance);
  const current_balance = balanceOut(row.currentBalance);
  const target_balance = row.targetBalance === null ? null : balanceOut(row.targetBalance);
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    currency: row.currency,
    starting_balance,
    current_balance,
    target_balance,
    start_date: row.startDate,
    target_date: row.targetDate,
    is_active: row.isActive,
    notes: row.notes,
    progress_pct: accountProgressPct(
      { starting_balance, current_balance, target_balance },
      PROGRESS_DECIMALS,
    ),
    trades_count: row.tradesCount,
    estimated_trades_count: row.estimatedCount,
    rules: row.rules,
  };
}
