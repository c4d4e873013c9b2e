import { describe, expect, it } from 'vitest';
import { replayInput, tradesOf } from '../../test/challenge-rules.ts';
import { replayChallenge } from './replay-challenge.ts';

/**
 * Hand-made replays (Prague midnight, January: UTC+1). Starting balance 100 000 unless said.
 *
 * Daily loss 5 000, both bases, trades: 5 Jan +3 000 (103 000), −1 000 (102 000); 6 Jan −4 000 (98 000),
 * −1 000 (97 000). On the 6th the day starts at 102 000: threshold 97 000; the day's P&L reaches −5 000 at the
 * 4th trade. On closed trades the two bases break at the same close: balance − day start = the day's P&L.
 */
const dailyTrades = tradesOf(
  ['3000', '2026-01-05T10:00:00Z'],
  ['-1000', '2026-01-05T14:00:00Z'],
  ['-4000', '2026-01-06T09:00:00Z'],
  ['-1000', '2026-01-06T10:00:00Z'],
);

describe('replayChallenge — daily loss', () => {
  it.each(['DAY_START_BALANCE', 'STARTING_BALANCE'] as const)('%s: fails at 97 000, trade 4', (basis) => {
    const status = replayChallenge(
      replayInput({ daily_loss_limit: '5000', daily_loss_basis: basis, max_loss: '10000' }, dailyTrades),
    );
    expect(status.state).toBe('FAILED');
    expect(status.breaches).toEqual([
      { rule: 'DAILY_LOSS', date: '2026-01-06', trade: 4, balance: '97000', limit: '97000' },
    ]);
    expect(status.days).toEqual([
      { date: '2026-01-05', pnl: '2000', low: '100000', balance_end: '102000', floor: '90000' },
      { date: '2026-01-06', pnl: '-5000', low: '97000', balance_end: '97000', floor: '90000' },
    ]);
  });

  it('a loss of 4 999.99 on the day is no breach', () => {
    const trades = tradesOf(['3000', '2026-01-05T10:00:00Z'], ['-4999.99', '2026-01-06T09:00:00Z']);
    const status = replayChallenge(replayInput({ daily_loss_limit: '5000' }, trades));
    expect(status).toMatchObject({ state: 'IN_PROGRESS', breaches: [], balance: '98000.01' });
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
