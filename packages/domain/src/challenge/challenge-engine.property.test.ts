import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_RULES } from '../../test/challenge-rules.ts';
import { Decimal } from '../decimal.ts';
import { type ChallengeArithmetic, DECIMAL_ARITHMETIC, NUMBER_ARITHMETIC } from './challenge-arithmetic.ts';
import {
  type ChallengeLimits,
  type ChallengeRun,
  challengeState,
  closeChallengeDay,
  closeChallengeTrade,
  openChallengeDay,
  startChallenge,
} from './challenge-engine.ts';
import { challengeLimits } from './challenge-limits.ts';
import { DAILY_LOSS_BASES, MAX_LOSS_TYPES } from './challenge-types.ts';

/** Days of closes in whole cents (−5 000.00 … +5 000.00), 1 to 30 days of 1 to 5 trades. */
const daysArbitrary = fc.array(
  fc.array(fc.integer({ min: -500_000, max: 500_000 }), { minLength: 1, maxLength: 5 }),
  {
    minLength: 1,
    maxLength: 30,
  },
);
/** A daily loss as an amount, as a percent with 2 decimals (0.01 % … 10 %), or none; never both. */
const dailyLossArbitrary = fc.oneof(
  fc.constant({ daily_loss_limit: null, daily_loss_pct: null }),
  fc
    .integer({ min: 100, max: 10_000 })
    .map((amount) => ({ daily_loss_limit: String(amount), daily_loss_pct: null })),
  fc
    .integer({ min: 1, max: 1_000 })
    .map((basisPoints) => ({ daily_loss_limit: null, daily_loss_pct: basisPoints / 100 })),
);
const rulesArbitrary = fc
  .record({
    max_loss_type: fc.constantFrom(...MAX_LOSS_TYPES),
    daily_loss_basis: fc.constantFrom(...DAILY_LOSS_BASES),
    max_loss: fc.integer({ min: 100, max: 20_000 }).map(String),
    daily_loss: dailyLossArbitrary,
    profit_target: fc.integer({ min: 100, max: 20_000 }).map(String),
    trailing_lock: fc.option(fc.integer({ min: 95_000, max: 110_000 }).map(String)),
    min_trading_days: fc.option(fc.integer({ min: 0, max: 10 })),
    consistency_pct: fc.option(fc.integer({ min: 10, max: 100 })),
  })
  .map(({ daily_loss, ...rules }) => ({ ...rules, ...daily_loss }));
const account = { starting_balance: '100000', target_balance: null };

/** Replays days of cents; calls `each` after every close. */
function replay<T>(
  limits: ChallengeLimits<T>,
  days: number[][],
  cents: (value: number) => T,
  each: (run: ChallengeRun<T>) => void = () => undefined,
): ChallengeRun<T> {
  const run = startChallenge(limits);
  for (const day of days) {
    openChallengeDay(run, limits);
    for (const pnl of day) {
      closeChallengeTrade(run, limits, cents(pnl));
      each(run);
    }
    closeChallengeDay(run, limits);
    each(run);
  }
  return run;
}

const limitsIn = <T>(rules: Partial<typeof NO_RULES>, math: ChallengeArithmetic<T>, read: (s: string) => T) =>
  challengeLimits({ ...NO_RULES, ...rules }, account, math, read);
const decimalLimits = (rules: Partial<typeof NO_RULES>) =>
  limitsIn(rules, DECIMAL_ARITHMETIC, (value) => new Decimal(value));
const centLimits = (rules: Partial<typeof NO_RULES>) =>
  limitsIn(rules, NUMBER_ARITHMETIC, (value) => new Decimal(value).times(100).toNumber());
const fromCents = (cents: number) => new Decimal(cents).dividedBy(100);

describe('challenge engine properties', () => {
  it('a trailing floor never rises above its lock, never falls; a static floor never moves', () => {
    fc.assert(
      fc.property(rulesArbitrary, daysArbitrary, (rules, days) => {
        const limits = decimalLimits(rules);
        const first = startChallenge(limits).floor;
        let previous = first;
        replay(limits, days, fromCents, (run) => {
          if (run.floor === null || previous === null || first === null) throw new Error('floor expected');
          if (rules.max_loss_type === 'STATIC') expect(run.floor.eq(first)).toBe(true);
          else expect(run.floor.lte(limits.trailingLock)).toBe(true);
          expect(run.floor.gte(previous)).toBe(true);
          previous = run.floor;
        });
      }),
    );
  });

  it('adding profit to one trade never turns PASSED into FAILED', () => {
    fc.assert(
      fc.property(
        rulesArbitrary,
        daysArbitrary,
        fc.nat(),
        fc.integer({ min: 1, max: 500_000 }),
        (rules, days, at, extra) => {
          const limits = decimalLimits(rules);
          const before = challengeState(replay(limits, days, fromCents), limits);
          const flat = days.flat();
          const index = at % flat.length;
          let seen = 0;
          const richer = days.map((day) => day.map((pnl) => (seen++ === index ? pnl + extra : pnl)));
          const after = challengeState(replay(limits, richer, fromCents), limits);
          if (before === 'PASSED') expect(after).not.toBe('FAILED');
        },
      ),
    );
  });

  it('plain numbers in whole cents give the Decimal engine’s states, balances and breaches, percents included', () => {
    fc.assert(
      fc.property(rulesArbitrary, daysArbitrary, (rules, days) => {
        const exact = decimalLimits(rules);
        const cents = centLimits(rules);
        const exactRun = replay(exact, days, fromCents);
        const centRun = replay(cents, days, (value) => value);
        expect(challengeState(centRun, cents)).toBe(challengeState(exactRun, exact));
        expect(centRun.balance).toBe(exactRun.balance.times(100).toNumber());
        expect(centRun.tradingDays).toBe(exactRun.tradingDays);
        expect(centRun.breaches.map((breach) => [breach.rule, breach.balance])).toEqual(
          exactRun.breaches.map((breach) => [breach.rule, breach.balance.times(100).toNumber()]),
        );
        // A percent's threshold may fall between two cents: equal to far below a cent, never rounded to one.
        centRun.breaches.forEach((breach, index) => {
          const exactLimit = exactRun.breaches[index]?.limit.times(100).toNumber() ?? Number.NaN;
          expect(Math.abs(breach.limit - exactLimit)).toBeLessThan(1e-6);
        });
      }),
    );
  });
});
