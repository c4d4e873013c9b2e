import type { JournalDaySummary, JournalPlan, JournalReview, JournalState } from '@carnet/contract';
import type { PlanLock } from '@carnet/domain';
import type { JournalDayRow } from '../../db/schema/index.ts';
import { isoDateTime, isoDateTimeOrNull } from '../../http/serialize.ts';

// A stored journal day as the API answers it (docs/rules/journal.md#fields); a day never written reads as empty.

export function toPlan(row: JournalDayRow | undefined, lock: PlanLock): JournalPlan {
  return {
    text: row?.planText ?? '',
    bias: row?.planBias ?? null,
    levels: row?.planLevels ?? '',
    max_trades: row?.maxTrades ?? null,
    max_loss_r: row?.maxLossR ?? null,
    recorded_at: isoDateTimeOrNull(row?.planRecordedAt ?? null),
    locked_at: lock.lockedAtMs === null ? null : isoDateTime(new Date(lock.lockedAtMs)),
    is_retroactive: lock.isRetroactive,
    addenda: row?.addenda ?? [],
  };
}

export const toState = (row: JournalDayRow | undefined): JournalState => ({
  mood: row?.mood ?? null,
  energy: row?.energy ?? null,
  stress: row?.stress ?? null,
  sleep_hours: row?.sleepHours ?? null,
});

export const toReview = (row: JournalDayRow | undefined): JournalReview => ({
  text: row?.reviewText ?? '',
  plan_followed: row?.planFollowed ?? null,
  lessons: row?.lessons ?? '',
  mistakes: row?.mistakes ?? [],
});

/** A plan is written once its first content was saved (or it was locked as it stood). */
export const hasPlan = (row: JournalDayRow): boolean => row.planRecordedAt !== null;

export const hasReview = (row: JournalDayRow): boolean =>
  row.reviewText !== '' || row.planFollowed !== null || row.lessons !== '' || row.mistakes.length > 0;

const hasState = (row: JournalDayRow): boolean =>
  row.mood !== null || row.energy !== null || row.stress !== null || row.sleepHours !== null;

/** Something was written on the day: it is listed even without a trade. */
export const isWritten = (row: JournalDayRow): boolean =>
  hasPlan(row) || hasReview(row) || hasState(row) || row.addenda.length > 0;

/** A row of GET /api/v1/journal/days/. */
export function toSummary(
  date: string,
  row: JournalDayRow | undefined,
  trades: { trades: number; total_r: number },
): JournalDaySummary {
  return {
    date,
    has_plan: row === undefined ? false : hasPlan(row),
    has_review: row === undefined ? false : hasReview(row),
    mood: row?.mood ?? null,
    ...trades,
  };
}
