import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalString } from '../decimal.ts';
import { createRandom } from '../random/seeded-random.ts';
import { challengeState } from './challenge-engine.ts';
import type { ChallengeRuleSet, MaxLossType } from './challenge-types.ts';
import { replayChallenge } from './replay-challenge.ts';
import { centLimits, groupByTradingDay, replayHistory, toCents } from './simulation-days.ts';

const HOUR_MS = 3_600_000;
const RULES: ChallengeRuleSet = {
  profit_target: '8000',
  daily_loss_limit: '2500',
  daily_loss_pct: null,
  daily_loss_basis: 'DAY_START_BALANCE',
  max_loss: '5000',
  max_loss_type: 'STATIC',
  trailing_lock: null,
  min_trading_days: 3,
  consistency_pct: 40,
  reset_timezone: 'America/New_York',
  reset_time: '17:00',
};
const ACCOUNT = { starting_balance: '100000', target_balance: null, target_date: null };

describe('groupByTradingDay', () => {
  it('cuts days at the firm’s reset: 17:00 New York (22:00 UTC in winter)', () => {
    const at = (iso: string) => ({ closedAtMs: Date.parse(iso), iso });
    const closes = [
      at('2026-11-23T15:00:00Z'),
      at('2026-11-23T21:59:00Z'),
      at('2026-11-23T22:00:00Z'),
      at('2026-11-24T03:00:00Z'),
      at('2026-11-24T22:30:00Z'),
    ];
    expect(groupByTradingDay(closes, RULES).map((day) => day.map((close) => close.iso))).toEqual([
      ['2026-11-23T15:00:00Z', '2026-11-23T21:59:00Z'],
      ['2026-11-23T22:00:00Z', '2026-11-24T03:00:00Z'],
      ['2026-11-24T22:30:00Z'],
    ]);
  });
});

/*
 * docs/rules/challenges.md, « the live status and the simulation share one engine »: random histories of closed trades, whole
 * cents, over past days, replayed by the live status (exact decimals) and by the simulation's path (cents, day
 * blocks) end in the same state, balance, floor and trading days, for every kind of floor.
 */
describe('the simulation path replays the live status', () => {
  const TYPES: MaxLossType[] = ['STATIC', 'TRAILING_EOD', 'TRAILING_INTRADAY'];
  it('on 300 random histories', () => {
    const random = createRandom(18);
    const seen = new Set<string>();
    for (let history = 0; history < 300; history++) {
      const rules = {
        ...RULES,
        max_loss_type: random.pick(TYPES),
        trailing_lock: random.pick([null, '101000']),
      };
      let closedAtMs = Date.parse('2026-10-01T12:00:00Z');
      const trades = Array.from({ length: random.integer(1, 30) }, (_, index) => {
        closedAtMs += random.integer(1, 30) * HOUR_MS;
        const pnl = toDecimalString(new Decimal(random.integer(-180_000, 200_000)).dividedBy(100));
        return { id: index + 1, pnl, closedAtMs };
      });
      const live = replayChallenge({
        rules,
        account: ACCOUNT,
        trades,
        nowMs: closedAtMs + 40 * 24 * HOUR_MS,
      });
      const limits = centLimits(rules, ACCOUNT);
      const replayed = replayHistory(
        limits,
        groupByTradingDay(trades, rules).map((day) => day.map((trade) => trade.pnl)),
      );
      const failed = live.breaches.length > 0;
      seen.add(`${live.state} ${rules.max_loss_type}`);
      expect({
        state: failed ? 'FAILED' : challengeState(replayed, limits),
        balance: replayed.balance,
        floor: replayed.floor,
        days: replayed.tradingDays,
        rule: replayed.breaches[0]?.rule,
      }).toEqual({
        state: live.state,
        balance: toCents(live.balance),
        floor: live.floor === null ? null : toCents(live.floor),
        days: live.trading_days,
        rule: live.breaches[0]?.rule,
      });
    }
    // Every state was reached with every floor: the comparison ran on all the paths.
    expect(seen.size).toBe(9);
  });
});
