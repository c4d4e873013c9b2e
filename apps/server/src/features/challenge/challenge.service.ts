import { CHALLENGE_MESSAGES, type ChallengeStatus } from '@carnet/contract';
import { replayChallenge } from '@carnet/domain';
import { invalid, ownedOr404 } from '../../http/errors.ts';
import type { CapitalAccountsService } from '../capital-accounts/capital-accounts.service.ts';
import type { ChallengeRepository } from './challenge.repository.ts';

type Dependencies = {
  accounts: Pick<CapitalAccountsService, 'findOwnedAccount'>;
  repository: ChallengeRepository;
  /** The instant that decides today's trading day and the deadline (epoch ms). */
  now?: () => number;
};

/**
 * docs/rules/challenges.md, the live status of a challenge account: its closed trades replayed from the starting balance by
 * the domain's rule engine. Another user's account is a 404; an account that is not a challenge, or has no
 * rules, a 400.
 */
export function createChallengeService({ accounts, repository, now = Date.now }: Dependencies) {
  return {
    async status(userId: number, accountId: number): Promise<ChallengeStatus> {
      const account = ownedOr404(await accounts.findOwnedAccount(userId, accountId));
      if (account.mode !== 'CHALLENGE') throw invalid(CHALLENGE_MESSAGES.notAChallenge);
      if (account.rules === null) throw invalid(CHALLENGE_MESSAGES.noRules);
      return replayChallenge({
        rules: account.rules,
        account: {
          starting_balance: account.startingBalance,
          target_balance: account.targetBalance,
          target_date: account.targetDate,
        },
        trades: await repository.closedTrades(account.id),
        nowMs: now(),
      });
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
