import type { CapitalAccount, ChallengeStatus, SimulationResponse } from '@carnet/contract';
import { subtractDecimals } from '@carnet/domain';

/** The rules a challenge account carries (docs/rules/challenges.md). */
export type AccountRules = NonNullable<CapitalAccount['rules']>;

/** The profit to make: the rule's, else target balance − starting balance when positive (as the engine reads it). */
export function targetProfit(account: CapitalAccount, rules: AccountRules): string | null {
  if (rules.profit_target !== null) return rules.profit_target;
  if (account.target_balance === null) return null;
  const profit = subtractDecimals(account.target_balance, account.starting_balance);
  return profit === null || profit.startsWith('-') || profit === '0' ? null : profit;
}

/** `part` as a percent of `whole`, for a gauge's bar (display only); null without a whole. */
export function percentOf(part: string | null, whole: string | null): number | null {
  if (part === null || whole === null || Number(whole) === 0) return null;
  return (Number(part) / Number(whole)) * 100;
}

/** One point of the balance curve: the day's closing and lowest balance, and the floor once the day is over. */
export type BalancePoint = { date: string; balance: number; low: number; floor: number | null };

/** The start (before any day: the floor is starting − maximum loss), then each trading day of the live status. */
export function balancePoints(
  status: ChallengeStatus,
  startingBalance: string,
  maxLoss: string | null,
  startLabel: string,
): BalancePoint[] {
  const start = Number(startingBalance);
  const floor = maxLoss === null ? null : start - Number(maxLoss);
  return [
    { date: startLabel, balance: start, low: start, floor },
    ...status.days.map((day) => ({
      date: day.date,
      balance: Number(day.balance_end),
      low: Number(day.low),
      floor: day.floor === null ? null : Number(day.floor),
    })),
  ];
}

/**
 * What the sweep can honestly say of the best risk: the risk with the best odds (the lowest among equals) only
 * when the sample is not low and that risk is inside the sweep, not at one of its ends (the best may lie beyond).
 */
export type BestRiskReading =
  | { kind: 'BEST'; risk: number }
  | { kind: 'NO_CHANCE' }
  | { kind: 'LOW_SAMPLE' }
  | { kind: 'AT_EDGE'; risk: number };

export function readBestRisk(result: Pick<SimulationResponse, 'risk_sweep' | 'low_sample'>): BestRiskReading {
  const sweep = result.risk_sweep;
  let best: SimulationResponse['risk_sweep'][number] | null = null;
  for (const point of sweep)
    if (best === null || point.pass_probability > best.pass_probability) best = point;
  if (best === null || best.pass_probability === 0) return { kind: 'NO_CHANCE' };
  if (result.low_sample) return { kind: 'LOW_SAMPLE' };
  const atEdge = best === sweep[0] || best === sweep.at(-1);
  return atEdge ? { kind: 'AT_EDGE', risk: best.risk_pct } : { kind: 'BEST', risk: best.risk_pct };
}
