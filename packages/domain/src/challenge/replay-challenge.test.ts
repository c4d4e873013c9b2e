import { describe, expect, it } from 'vitest';
import { replayInput, tradesOf } from '../../test/challenge-rules.ts';
import { replayChallenge } from './replay-challenge.ts';

/**
 * Hand-made replays (Prague midnight, January: UTC+1). Starting balance 100 000 unless said. A day breaks its daily
 * loss when the balance falls to or below the balance at the day's reset minus the day's allowed loss
 * (docs/rules/challenges.md#daily-loss).
 *
 * An amount, daily_loss_limit 5 000 (the basis names what a percent is taken of: an amount ignores it). Trades:
 * 5 Jan +3 000 (103 000), −1 000 (102 000); 6 Jan −4 000 (98 000), −1 000 (97 000). The 6th starts at 102 000:
 * threshold 102 000 − 5 000 = 97 000, reached at trade 4.
 *
 * A percent, daily_loss_pct 5, after a winning day. 5 Jan +10 000 (110 000); the 6th starts at 110 000.
 * - STARTING_BALANCE: 5 % × 100 000 = 5 000 every day → threshold 110 000 − 5 000 = 105 000.
 * - DAY_START_BALANCE: 5 % × 110 000 = 5 500 that day → threshold 110 000 − 5 500 = 104 500.
 * 6 Jan −5 000 (105 000): STARTING_BALANCE breaks at trade 2; 105 000 > 104 500, DAY_START_BALANCE holds.
 * 6 Jan −500 (104 500): DAY_START_BALANCE breaks at trade 3.
 *
 * The same percent after a losing day. 5 Jan −4 000 (96 000; that day both thresholds are 95 000); the 6th starts
 * at 96 000.
 * - STARTING_BALANCE: 5 000 → threshold 91 000.
 * - DAY_START_BALANCE: 5 % × 96 000 = 4 800 → threshold 91 200.
 * 6 Jan −4 800 (91 200): DAY_START_BALANCE breaks at trade 2; 91 200 > 91 000, STARTING_BALANCE holds.
 * 6 Jan −200 (91 000): STARTING_BALANCE breaks at trade 3.
 */
const dailyTrades = tradesOf(
  ['3000', '2026-01-05T10:00:00Z'],
  ['-1000', '2026-01-05T14:00:00Z'],
  ['-4000', '2026-01-06T09:00:00Z'],
  ['-1000', '2026-01-06T10:00:00Z'],
);
const afterWinningDay = tradesOf(
  ['10000', '2026-01-05T10:00:00Z'],
  ['-5000', '2026-01-06T09:00:00Z'],
  ['-500', '2026-01-06T10:00:00Z'],
);
const afterLosingDay = tradesOf(
  ['-4000', '2026-01-05T10:00:00Z'],
  ['-4800', '2026-01-06T09:00:00Z'],
  ['-200', '2026-01-06T10:00:00Z'],
);
const breachOf = (trade: number, level: string) => [
  { rule: 'DAILY_LOSS', date: '2026-01-06', trade, balance: level, limit: level },
];

describe('replayChallenge — daily loss', () => {
  it.each(['DAY_START_BALANCE', 'STARTING_BALANCE'] as const)(
    'an amount ignores the basis (%s): fails at 97 000, trade 4',
    (basis) => {
      const status = replayChallenge(
        replayInput({ daily_loss_limit: '5000', daily_loss_basis: basis, max_loss: '10000' }, dailyTrades),
      );
      expect(status.state).toBe('FAILED');
      expect(status.breaches).toEqual(breachOf(4, '97000'));
      expect(status.days).toEqual([
        { date: '2026-01-05', pnl: '2000', low: '100000', balance_end: '102000', floor: '90000' },
        { date: '2026-01-06', pnl: '-5000', low: '97000', balance_end: '97000', floor: '90000' },
      ]);
    },
  );

  it('a loss of 4 999.99 on the day is no breach', () => {
    const trades = tradesOf(['3000', '2026-01-05T10:00:00Z'], ['-4999.99', '2026-01-06T09:00:00Z']);
    const status = replayChallenge(replayInput({ daily_loss_limit: '5000' }, trades));
    expect(status).toMatchObject({ state: 'IN_PROGRESS', breaches: [], balance: '98000.01' });
  });

  it('5 % after a winning day: the starting balance breaks at 105 000, the day-start one at 104 500', () => {
    const replay = (basis: 'DAY_START_BALANCE' | 'STARTING_BALANCE', count: number) =>
      replayChallenge(
        replayInput({ daily_loss_pct: 5, daily_loss_basis: basis }, afterWinningDay.slice(0, count)),
      );
    expect(replay('STARTING_BALANCE', 3).breaches).toEqual(breachOf(2, '105000'));
    expect(replay('DAY_START_BALANCE', 2)).toMatchObject({ state: 'IN_PROGRESS', breaches: [] });
    expect(replay('DAY_START_BALANCE', 3).breaches).toEqual(breachOf(3, '104500'));
  });

  it('5 % after a losing day: the day-start balance breaks at 91 200, the starting one at 91 000', () => {
    const replay = (basis: 'DAY_START_BALANCE' | 'STARTING_BALANCE', count: number) =>
      replayChallenge(
        replayInput({ daily_loss_pct: 5, daily_loss_basis: basis }, afterLosingDay.slice(0, count)),
      );
    expect(replay('DAY_START_BALANCE', 3).breaches).toEqual(breachOf(2, '91200'));
    expect(replay('STARTING_BALANCE', 2)).toMatchObject({ state: 'IN_PROGRESS', breaches: [] });
    expect(replay('STARTING_BALANCE', 3).breaches).toEqual(breachOf(3, '91000'));
  });

  /**
   * Today's allowed loss, 5 % of the day-start balance: 5 Jan +10 000 (110 000); on the 6th, after −1 000 (109 000),
   * it is still 5 % × 110 000 = 5 500 (the reset balance, not the balance now); a day with no close yet starts at
   * the balance now, 5 % × 109 000 = 5 450. Of the starting balance: 5 000 whatever the day.
   */
  it('says the loss today allows, from the balance at the day’s reset', () => {
    const trades = tradesOf(['10000', '2026-01-05T10:00:00Z'], ['-1000', '2026-01-06T09:00:00Z']);
    const status = (basis: 'DAY_START_BALANCE' | 'STARTING_BALANCE', now: string) =>
      replayChallenge(replayInput({ daily_loss_pct: 5, daily_loss_basis: basis }, trades, {}, now));
    expect(status('DAY_START_BALANCE', '2026-01-06T12:00:00Z')).toMatchObject({
      daily_loss_used_today: '1000',
      daily_loss_limit_today: '5500',
    });
    expect(status('DAY_START_BALANCE', '2026-01-07T12:00:00Z')).toMatchObject({
      daily_loss_used_today: '0',
      daily_loss_limit_today: '5450',
    });
    expect(status('STARTING_BALANCE', '2026-01-06T12:00:00Z').daily_loss_limit_today).toBe('5000');
    expect(replayChallenge(replayInput({}, trades)).daily_loss_limit_today).toBeNull();
  });
});

describe('replayChallenge — maximum loss', () => {
  it('STATIC: −6 000 then −4 000 reach the floor 90 000 → FAILED, the floor never moves', () => {
    const trades = tradesOf(
      ['2000', '2026-01-05T10:00:00Z'],
      ['-8000', '2026-01-06T10:00:00Z'],
      ['-4000', '2026-01-07T10:00:00Z'],
    );
    const status = replayChallenge(replayInput({ max_loss: '10000' }, trades));
    expect(status.breaches).toEqual([
      { rule: 'MAX_LOSS', date: '2026-01-07', trade: 3, balance: '90000', limit: '90000' },
    ]);
    expect(status.days.map((day) => day.floor)).toEqual(['90000', '90000', '90000']);
    expect(status).toMatchObject({ state: 'FAILED', floor: '90000', headroom: '0' });
  });

  /**
   * TRAILING_EOD, start 50 000, max loss 2 500, lock = start. 5 Jan +3 000 (53 000) −2 000 (51 000): the
   * intraday 53 000 does not count, the close 51 000 sets the floor 48 500. 6 Jan −2 000 (49 000) −500
   * (48 500): at the floor → breach at trade 4.
   */
  it('TRAILING_EOD follows closing balances only', () => {
    const trades = tradesOf(
      ['3000', '2026-01-05T10:00:00Z'],
      ['-2000', '2026-01-05T11:00:00Z'],
      ['-2000', '2026-01-06T10:00:00Z'],
      ['-500', '2026-01-06T11:00:00Z'],
    );
    const rules = { max_loss: '2500', max_loss_type: 'TRAILING_EOD' } as const;
    const status = replayChallenge(replayInput(rules, trades, { starting_balance: '50000' }));
    expect(status.days.map((day) => day.floor)).toEqual(['48500', '48500']);
    expect(status.breaches).toEqual([
      { rule: 'MAX_LOSS', date: '2026-01-06', trade: 4, balance: '48500', limit: '48500' },
    ]);
  });

  /**
   * TRAILING_INTRADAY, start 50 000, max loss 2 500: +4 000 (54 000) would put the floor at 51 500, the lock
   * holds it at 50 000; −3 000 (51 000) is fine; −1 000 (50 000) is at the floor → breach at trade 3.
   */
  it('TRAILING_INTRADAY follows every close and stops at the lock', () => {
    const trades = tradesOf(
      ['4000', '2026-01-05T10:00:00Z'],
      ['-3000', '2026-01-05T11:00:00Z'],
      ['-1000', '2026-01-05T12:00:00Z'],
    );
    const rules = { max_loss: '2500', max_loss_type: 'TRAILING_INTRADAY' } as const;
    const status = replayChallenge(replayInput(rules, trades, { starting_balance: '50000' }));
    expect(status.breaches).toEqual([
      { rule: 'MAX_LOSS', date: '2026-01-05', trade: 3, balance: '50000', limit: '50000' },
    ]);
    const unlocked = replayChallenge(
      replayInput({ ...rules, trailing_lock: '60000' }, trades.slice(0, 2), { starting_balance: '50000' }),
    );
    expect(unlocked).toMatchObject({ floor: '51500', headroom: '-500', state: 'FAILED' });
  });
});
