import {
  CHALLENGE_MESSAGES,
  isLowSimulationSample,
  MIN_SIMULATION_TRADES,
  RISK_SWEEP_PCTS,
  SIMULATION_MESSAGES,
  type SimulationRequest,
  type SimulationResponse,
} from '@carnet/contract';
import { type ChallengeSimulationInput, groupByTradingDay } from '@carnet/domain';
import { badRequest, invalid, ownedOr404 } from '../../http/errors.ts';
import type { CapitalAccountsService } from '../capital-accounts/capital-accounts.service.ts';
import type { ChallengeRepository } from './challenge.repository.ts';
import type { SimulationRunner } from './simulation-runner.ts';
import type { SimulationSampleRepository } from './simulation-sample.repository.ts';

type Dependencies = {
  accounts: Pick<CapitalAccountsService, 'findOwnedAccount'>;
  /** The live status's own query: the account's closed trades and their net money. */
  history: Pick<ChallengeRepository, 'closedTrades'>;
  samples: SimulationSampleRepository;
  runner: Pick<SimulationRunner, 'run'>;
};

/** What the worker gets, and the sample's size the answer reports. */
type PreparedSimulation = {
  input: ChallengeSimulationInput;
  sampleTrades: number;
  sampleDays: number;
};

/**
 * docs/rules/challenges.md, the odds of passing a challenge: the account's history and the trader's R sample read here, the
 * Monte Carlo run by the domain in a worker thread. Another user's account is a 404; not a challenge, no rules,
 * fewer than MIN_SIMULATION_TRADES trades with a known R: a French 400.
 */
export function createChallengeSimulationService({ accounts, history, samples, runner }: Dependencies) {
  async function prepare(
    userId: number,
    accountId: number,
    body: SimulationRequest,
  ): Promise<PreparedSimulation> {
    const account = ownedOr404(await accounts.findOwnedAccount(userId, accountId));
    if (account.mode !== 'CHALLENGE') throw invalid(CHALLENGE_MESSAGES.notAChallenge);
    const { rules } = account;
    if (rules === null) throw invalid(CHALLENGE_MESSAGES.noRules);
    const sample = await samples.sampleTrades(userId, account.id, body.sample);
    if (sample.length < MIN_SIMULATION_TRADES)
      throw badRequest({ sample: [SIMULATION_MESSAGES.tooFewTrades] });
    // trades_per_day keeps each drawn day's first closes; null keeps the days whole.
    const cap = body.trades_per_day ?? undefined;
    const sampleDays = groupByTradingDay(sample, rules).map((day) =>
      day.slice(0, cap).map((trade) => trade.r),
    );
    const closed = await history.closedTrades(account.id);
    const input: ChallengeSimulationInput = {
      rules,
      account: { starting_balance: account.startingBalance, target_balance: account.targetBalance },
      historyDays: groupByTradingDay(closed, rules).map((day) => day.map((trade) => trade.pnl)),
      sampleDays,
      runs: body.runs,
      riskPct: body.risk_pct,
      horizonDays: body.horizon_days,
      seed: body.seed,
      sweepRiskPcts: RISK_SWEEP_PCTS,
    };
    return { input, sampleTrades: sample.length, sampleDays: sampleDays.length };
  }

  return {
    async simulate(userId: number, accountId: number, body: SimulationRequest): Promise<SimulationResponse> {
      const { input, sampleTrades, sampleDays } = await prepare(userId, accountId, body);
      const odds = await runner.run(input);
      return {
        ...odds,
        sample_trades: sampleTrades,
        sample_days: sampleDays,
        low_sample: isLowSimulationSample(sampleTrades, sampleDays),
      };
    },
  };
}

export type ChallengeSimulationService = ReturnType<typeof createChallengeSimulationService>;
