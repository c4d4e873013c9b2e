import { parseTimeOfDay, zonedTimeToEpochMs } from '@carnet/domain';
import { type AccountKey, accountFor, CHALLENGE_RISK_PCT } from './demo-accounts.ts';
import type { DemoTrade } from './demo-trade.ts';
import { drawTrade, type GeneratorSetup, type TradeDraw } from './draw-trade.ts';
import { INSTRUMENTS, type Instrument, pricePath } from './instruments.ts';
import { createRandom, type Random } from './seeded-random.ts';

export type TradeGeneratorInput = {
  now: Date;
  seed: number;
  setups: readonly GeneratorSetup[];
  /** The id of the account created for a key. */
  accountId: (key: AccountKey) => number;
};

const HISTORY_DAYS = 365;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Chance that a setup in use is traded on a given day, per unit of its weight. */
const DAILY_CHANCE_PER_WEIGHT = 0.17;
/** Days of the trades still open and of the drafts (alternately), counted back from today. */
const RECENT_DAYS_AGO = [0, 0, 1, 1, 2, 3, 4, 6, 8, 11];

/**
 * A year of trades ending now, oldest first: closed ones on the days each setup was in use (weekdays, or every
 * day for crypto), at its preferred times mostly, then a few still open and a few drafts. The same seed on the
 * same day gives the same closed history; the counts depend only on the seed and the calendar.
 */
export function generateDemoTrades({ now, seed, setups, accountId }: TradeGeneratorInput): DemoTrade[] {
  const random = createRandom(seed);
  const paths = new Map(
    Object.values(INSTRUMENTS).map((instrument) => [
      instrument.name,
      pricePath(instrument, HISTORY_DAYS + 1, random),
    ]),
  );
  const nowMs = now.getTime();
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const draw = (setup: GeneratorSetup, entryMs: number, daysAgo: number, state: TradeDraw['state']) => {
    const instrument: Instrument = INSTRUMENTS[random.pick(setup.instruments)];
    const referenceTicks = paths.get(instrument.name)?.[HISTORY_DAYS - daysAgo] ?? instrument.startTicks;
    const account = (isCompliant: boolean) => {
      const key = accountFor(setup.key, daysAgo, isCompliant, random);
      return { id: accountId(key), fixedRiskPct: key === 'challenge' ? CHALLENGE_RISK_PCT : null };
    };
    const withScreenshots = state === 'closed' && random.chance(daysAgo <= 90 ? 0.1 : 0.03);
    return drawTrade(
      {
        setup,
        instrument,
        entryMs,
        referenceTicks,
        account,
        experience: 1 - daysAgo / HISTORY_DAYS,
        state,
        withScreenshots,
        nowMs,
      },
      random,
    );
  };

  const trades: DemoTrade[] = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const dayMs = todayMs - daysAgo * DAY_MS;
    const isWeekend = new Date(dayMs).getUTCDay() % 6 === 0;
    for (const setup of setups) {
      if (daysAgo > setup.usedFrom || daysAgo < setup.usedUntil || (isWeekend && !setup.weekends)) continue;
      if (!random.chance(setup.weight * DAILY_CHANCE_PER_WEIGHT)) continue;
      const count = random.chance(0.2) ? 2 : 1;
      for (let index = 0; index < count; index++) {
        // Late yesterday in a western zone can still be ahead of now in UTC: such an entry is brought back.
        const entryMs = Math.min(entryTime(setup, dayMs, random), nowMs - 2 * HOUR_MS);
        trades.push(draw(setup, entryMs, daysAgo, 'closed'));
      }
    }
  }
  // The trades of the last days: still open, or drafts, at the setups' usual times on recent trading days.
  const current = setups.filter((setup) => setup.usedUntil === 0);
  for (const [index, daysAgo] of RECENT_DAYS_AGO.entries()) {
    const setup = current[index % current.length];
    if (setup === undefined) continue;
    const entryMs = recentEntryTime(setup, todayMs - daysAgo * DAY_MS, nowMs, random);
    const state = index % 2 === 0 ? 'open' : 'draft';
    trades.push(draw(setup, entryMs, Math.floor((nowMs - entryMs) / DAY_MS), state));
  }
  return trades.sort((a, b) => a.body.entry_date.localeCompare(b.body.entry_date));
}

/** The setup's usual entry on that day or, when that is still to come or a closed market day, an earlier one. */
function recentEntryTime(setup: GeneratorSetup, dayMs: number, nowMs: number, random: Random): number {
  for (let day = dayMs; ; day -= DAY_MS) {
    const isWeekend = new Date(day).getUTCDay() % 6 === 0;
    if (isWeekend && !setup.weekends) continue;
    const entryMs = entryTime(setup, day, random);
    if (entryMs < nowMs - HOUR_MS) return entryMs;
  }
}

/** An entry on `dayMs`'s date in the setup's zone: near a preferred time mostly, else a secondary one or any. */
function entryTime(setup: GeneratorSetup, dayMs: number, random: Random): number {
  const { timezone, timing_preferred, timing_secondary } = setup.compliance;
  const timings = random.weighted([
    [timing_preferred, 65],
    [timing_secondary, 25],
    [[], 10],
  ] as const);
  const timing = timings.length > 0 ? random.pick(timings) : undefined;
  const planned = timing === undefined ? null : parseTimeOfDay(timing.time);
  const minuteOfDay =
    planned === null || timing === undefined
      ? random.integer(0, 1439)
      : (planned + random.integer(-timing.tolerance_min, timing.tolerance_min) + 1440) % 1440;
  const day = new Date(dayMs);
  return zonedTimeToEpochMs(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: Math.floor(minuteOfDay / 60),
      minute: minuteOfDay % 60,
      second: 0,
    },
    timezone,
  );
}
