import type { CapitalAccount, ChallengeStatus, SimulationResponse } from '@carnet/contract';
import { subtractDecimals } from '@carnet/domain';

/** The rules a challenge account carries (DESIGN §13). */
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

/** The risk of the sweep with the best odds of passing (the lowest one among equals); null without a chance. */
export function bestRisk(sweep: SimulationResponse['risk_sweep']): number | null {
  let best: SimulationResponse['risk_sweep'][number] | null = null;
  for (const point of sweep)
    if (best === null || point.pass_probability > best.pass_probability) best = point;
  return best === null || best.pass_probability === 0 ? null : best.risk_pct;
}
