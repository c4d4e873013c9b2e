import { describe, expect, it } from 'vitest';
import { replayInput, tradesOf } from '../../test/challenge-rules.ts';
import { replayChallenge } from './replay-challenge.ts';

/**
 * Start 100 000, target 10 000, minimum 3 days, consistency 50 %. Days: +6 000, +3 000 (109 000: short of the
 * target), +1 000 (110 000, 3 days, but the best day is 6 000 > 50 % × 10 000 → still IN_PROGRESS, share
 * 60 %), +2 000 (112 000: 6 000 ≤ 50 % × 12 000 → PASSED, share 50 %).
 */
const rules = { profit_target: '10000', min_trading_days: 3, consistency_pct: 50 };
const days = tradesOf(
  ['6000', '2026-01-05T10:00:00Z'],
  ['3000', '2026-01-06T10:00:00Z'],
  ['1000', '2026-01-07T10:00:00Z'],
  ['2000', '2026-01-08T10:00:00Z'],
);

describe('replayChallenge — passing', () => {
  it('waits for the target, the minimum days and consistency', () => {
    expect(replayChallenge(replayInput(rules, days.slice(0, 2)))).toMatchObject({
      state: 'IN_PROGRESS',
      progress_pct: 90,
      trading_days: 2,
    });
    expect(replayChallenge(replayInput(rules, days.slice(0, 3)))).toMatchObject({
      state: 'IN_PROGRESS',
      progress_pct: 100,
      best_day_share_pct: 60,
      consistency_ok: false,
    });
    expect(replayChallenge(replayInput(rules, days))).toMatchObject({
      state: 'PASSED',
      profit: '12000',
      progress_pct: 120,
      best_day_share_pct: 50,
      consistency_ok: true,
      floor: null,
      headroom: null,
    });
  });

  it('takes a minimum of 0 trading days as no minimum: one day at the target passes', () => {
    const oneDay = tradesOf(['10000', '2026-01-05T10:00:00Z']);
    const status = (minDays: number | null) =>
      replayChallenge(replayInput({ profit_target: '10000', min_trading_days: minDays }, oneDay)).state;
    expect([status(0), status(null), status(2)]).toEqual(['PASSED', 'PASSED', 'IN_PROGRESS']);
  });

  it('takes the target balance − starting when profit_target is null; no target never passes', () => {
    const withTarget = replayInput({}, days.slice(0, 1), { target_balance: '105000' });
    expect(replayChallenge(withTarget)).toMatchObject({ state: 'PASSED', progress_pct: 120 });
    expect(replayChallenge(replayInput({}, days))).toMatchObject({
      state: 'IN_PROGRESS',
      progress_pct: null,
    });
  });

  it('with no trade: IN_PROGRESS at the starting balance, no day', () => {
    expect(replayChallenge(replayInput(rules, []))).toEqual({
      state: 'IN_PROGRESS',
      balance: '100000',
      profit: '0',
      progress_pct: 0,
      trading_days: 0,
      best_day_share_pct: null,
      consistency_ok: true,
      floor: null,
      headroom: null,
      daily_loss_used_today: '0',
      daily_loss_limit_today: null,
      breaches: [],
      days: [],
    });
  });
});

describe('replayChallenge — deadline', () => {
  it('target date 7 January: judged on the trades up to the 7th, a DEADLINE breach once it is over', () => {
    const account = { target_date: '2026-01-07' };
    const open = replayChallenge(replayInput(rules, days.slice(0, 3), account, '2026-01-07T20:00:00Z'));
    expect(open.state).toBe('IN_PROGRESS');
    const over = replayChallenge(replayInput(rules, days.slice(0, 3), account, '2026-01-08T08:00:00Z'));
    expect(over.state).toBe('FAILED');
    expect(over.breaches).toEqual([
      { rule: 'DEADLINE', date: '2026-01-07', trade: null, balance: '110000', limit: '110000' },
    ]);
    // The pass on the 8th comes too late: the deadline broke first.
    const late = replayChallenge(replayInput(rules, days, account, '2026-01-09T08:00:00Z'));
    expect(late.breaches.map((breach) => breach.rule)).toEqual(['DEADLINE']);
  });

  it('a pass before the deadline stays PASSED after it', () => {
    const account = { target_date: '2026-01-08' };
    expect(replayChallenge(replayInput(rules, days, account, '2026-02-01T08:00:00Z')).state).toBe('PASSED');
  });
});

describe('replayChallenge — trading day and today', () => {
  /**
   * 17:00 New York, daily loss 1 000 (2026-03-09, EDT): −600 at 16:30 (20:30Z) is Monday's; −600 at 17:30
   * (21:30Z) opens Tuesday's day, so no breach; −500 at 18:00 (22:00Z) brings Tuesday to −1 100 → breach.
   * Now Tuesday 10:00 EDT: today's loss used is 1 100.
   */
  it('groups closes by the 17:00 reset and reports today’s loss', () => {
    const trades = tradesOf(
      ['-600', '2026-03-09T20:30:00Z'],
      ['-600', '2026-03-09T21:30:00Z'],
      ['-500', '2026-03-09T22:00:00Z'],
    );
    const reset = { reset_timezone: 'America/New_York', reset_time: '17:00', daily_loss_limit: '1000' };
    const status = replayChallenge(replayInput(reset, trades, {}, '2026-03-10T14:00:00Z'));
    expect(status.days.map((day) => [day.date, day.pnl])).toEqual([
      ['2026-03-09', '-600'],
      ['2026-03-10', '-1100'],
    ]);
    expect(status.breaches).toEqual([
      { rule: 'DAILY_LOSS', date: '2026-03-10', trade: 3, balance: '98300', limit: '98400' },
    ]);
    expect(status.daily_loss_used_today).toBe('1100');
    expect(
      replayChallenge(replayInput(reset, trades, {}, '2026-03-10T21:00:00Z')).daily_loss_used_today,
    ).toBe('0');
  });

  it('an end-of-day floor does not follow today before the day is over', () => {
    const trades = tradesOf(['3000', '2026-01-05T10:00:00Z']);
    const rules = { max_loss: '2500', max_loss_type: 'TRAILING_EOD' } as const;
    const during = replayChallenge(replayInput(rules, trades, {}, '2026-01-05T20:00:00Z'));
    const after = replayChallenge(replayInput(rules, trades, {}, '2026-01-06T08:00:00Z'));
    expect([during.floor, after.floor]).toEqual(['97500', '100000']);
  });
});
