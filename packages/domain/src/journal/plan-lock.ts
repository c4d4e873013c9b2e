/**
 * What decides a day's plan lock (docs/rules/journal.md#plan-lock), as epoch milliseconds: when the plan was first
 * written, when the trader locked it with « Verrouiller le plan », when each of the day's trades was recorded, and
 * the day's first entry.
 */
export type PlanLockInput = {
  recordedAtMs: number | null;
  lockedByTraderAtMs: number | null;
  tradeRecordedAtMs: readonly number[];
  firstEntryMs: number | null;
};

export type PlanLock = { lockedAtMs: number | null; isRetroactive: boolean };

/**
 * The plan is locked as it stood at the first recording of a trade of the day made after the plan was written,
 * or when the trader locked it, whichever came first; without a plan there is nothing to lock. A plan first
 * written after the day's first entry is retroactive.
 */
export function planLock(input: PlanLockInput): PlanLock {
  const { recordedAtMs, lockedByTraderAtMs, tradeRecordedAtMs, firstEntryMs } = input;
  if (recordedAtMs === null) return { lockedAtMs: null, isRetroactive: false };
  const recordings = tradeRecordedAtMs.filter((at) => at >= recordedAtMs);
  const candidates = [...recordings, ...(lockedByTraderAtMs === null ? [] : [lockedByTraderAtMs])];
  return {
    lockedAtMs: candidates.length === 0 ? null : Math.min(...candidates),
    isRetroactive: firstEntryMs !== null && recordedAtMs > firstEntryMs,
  };
}
