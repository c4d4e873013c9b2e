import { type CapitalAccountInput, CHALLENGE_PRESETS, challengePresetRules } from '@carnet/contract';
import type { SetupKey } from './demo-setups.ts';
import type { Random } from './seeded-random.ts';

export type AccountKey = 'formerBroker' | 'simulation' | 'live' | 'challenge';

/** Days ago when the trader moved to the current broker, and when the prop-firm challenge began. */
const BROKER_SWITCH_DAYS_AGO = 240;
const CHALLENGE_DAYS_AGO = 60;

export type DemoAccount = {
  key: AccountKey;
  input: CapitalAccountInput;
  /** Archived once its trades are in (an archived account takes no new trade, docs/rules/money.md#capital-accounts). */
  archived: boolean;
};

const CHALLENGE_STARTING_BALANCE = '100000';

/** The firm's rules of a two-step challenge's first phase (docs/rules/challenges.md): 10 % target, 5 % a day, 10 % static. */
function twoStepRules(startingBalance: string) {
  const preset = CHALLENGE_PRESETS.find((candidate) => candidate.key === 'TWO_STEP');
  if (preset === undefined) throw new Error('modèle de challenge TWO_STEP introuvable');
  return challengePresetRules(preset, startingBalance);
}

/** `today` minus (or plus, when negative) a number of days, as `YYYY-MM-DD`. */
export function isoDateDaysAgo(today: Date, daysAgo: number): string {
  return new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** The capital accounts: a simulation, a live account, a prop-firm challenge and the former broker's. */
export function demoAccounts(today: Date): DemoAccount[] {
  return [
    {
      key: 'formerBroker',
      input: {
        name: 'Ancien courtier',
        mode: 'LIVE',
        starting_balance: '5000',
        start_date: isoDateDaysAgo(today, 365),
        notes: 'Fermé lors du passage chez le nouveau courtier.',
      },
      archived: true,
    },
    {
      key: 'simulation',
      input: {
        name: 'Compte de simulation',
        mode: 'SIM',
        starting_balance: '10000',
        start_date: isoDateDaysAgo(today, 365),
        notes: 'Crypto en swing et essais de nouvelles idées.',
      },
      archived: false,
    },
    {
      key: 'live',
      input: {
        name: 'Compte réel',
        mode: 'LIVE',
        currency: 'EUR',
        starting_balance: '20000',
        start_date: isoDateDaysAgo(today, BROKER_SWITCH_DAYS_AGO),
      },
      archived: false,
    },
    {
      key: 'challenge',
      input: {
        name: 'Challenge prop firm 100k — phase 1',
        mode: 'CHALLENGE',
        starting_balance: CHALLENGE_STARTING_BALANCE,
        target_balance: '110000',
        start_date: isoDateDaysAgo(today, CHALLENGE_DAYS_AGO),
        target_date: isoDateDaysAgo(today, -30),
        notes:
          'Objectif +10 %. Perte maximale : 5 % par jour, 10 % au total. Risque fixe de 0,5 % par trade.',
        rules: twoStepRules(CHALLENGE_STARTING_BALANCE),
      },
      archived: false,
    },
  ];
}

/** The challenge's rule: a fixed risk per trade, whatever the setup's grade recommends. */
export const CHALLENGE_RISK_PCT = 0.5;

/**
 * Where a trade of `setup` entered `daysAgo` went: the history of the trader's accounts. On the challenge the
 * trader only takes compliant setups.
 */
export function accountFor(
  setup: SetupKey,
  daysAgo: number,
  isCompliant: boolean,
  random: Random,
): AccountKey {
  if (setup === 'cryptoSwing' || setup === 'scalping') return 'simulation';
  if (daysAgo > BROKER_SWITCH_DAYS_AGO) return 'formerBroker';
  if (daysAgo <= CHALLENGE_DAYS_AGO && isCompliant && random.chance(0.75)) return 'challenge';
  return 'live';
}
