import type { GoalInput } from '@carnet/contract';
import { isoDateDaysAgo } from './demo-accounts.ts';
import type { SessionKey } from './demo-backtests.ts';
import type { Random } from './seeded-random.ts';

/** A time log before its goal and session ids are known. */
export type DemoTimeLog = {
  durationMinutes: number;
  session: SessionKey | null;
  notes: string;
  startedAt: Date;
};

export type DemoGoal = { input: GoalInput; logs: DemoTimeLog[]; completed: boolean };

const DAY_MS = 86_400_000;
const LOG_NOTES = ['Rejeu de la semaine', 'Séance du soir', 'Revue des entrées ratées', '', ''];

/**
 * Two goals: one reached and closed a few months ago, and the active one the dashboard card shows, about
 * 60 % done with a month left.
 */
export function demoGoals(now: Date, random: Random): DemoGoal[] {
  return [
    {
      input: {
        label: '20 h de backtest — cassure de Londres',
        target_minutes: 1_200,
        start_date: isoDateDaysAgo(now, 150),
        deadline: isoDateDaysAgo(now, 90),
      },
      logs: timeLogs(now, { fromDaysAgo: 148, toDaysAgo: 95, minutes: 1_260 }, ['london'], random),
      completed: true,
    },
    {
      input: {
        label: '30 h de backtest — ouverture de New York',
        target_minutes: 1_800,
        start_date: isoDateDaysAgo(now, 45),
        deadline: isoDateDaysAgo(now, -30),
      },
      logs: timeLogs(
        now,
        { fromDaysAgo: 44, toDaysAgo: 1, minutes: 1_100 },
        ['newYork', 'newYork', 'bitcoin', null],
        random,
      ),
      completed: false,
    },
  ];
}

/** Sittings of 40 to 150 minutes spread over the period until about `minutes` are logged. */
function timeLogs(
  now: Date,
  period: { fromDaysAgo: number; toDaysAgo: number; minutes: number },
  sessions: readonly (SessionKey | null)[],
  random: Random,
): DemoTimeLog[] {
  const durations: number[] = [];
  for (let total = 0; total < period.minutes; ) {
    const duration = Math.min(random.integer(8, 30) * 5, period.minutes - total);
    durations.push(duration);
    total += duration;
  }
  const spanDays = period.fromDaysAgo - period.toDaysAgo;
  return durations.map((durationMinutes, index) => {
    const daysAgo = period.fromDaysAgo - Math.round((spanDays * index) / Math.max(1, durations.length - 1));
    const startedAt = new Date(
      Math.floor((now.getTime() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + random.integer(18, 21) * 3_600_000,
    );
    return { durationMinutes, session: random.pick(sessions), notes: random.pick(LOG_NOTES), startedAt };
  });
}
