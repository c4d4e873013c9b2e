import { describe, expect, it } from 'vitest';
import { accountProgressPct, goalProgress, loggedMinutes } from './progress.ts';

/*
 * Goal of 600 minutes: 90 logged → 15 %, 510 left ('s scenario); 700 logged → 116.7 %, 0 left;
 * 1 of 3 minutes → 33.3 %.
 * Account from 10 000 toward 12 000: at 10 500 → 25 %; at 9 000 → −50 %; no target → null.
 */
describe('goal progress', () => {
  it('computes the percent uncapped to 1 decimal and the minutes left', () => {
    expect(goalProgress(600, loggedMinutes([{ duration_minutes: 60 }, { duration_minutes: 30 }]))).toEqual({
      progress_percent: 15,
      total_minutes: 90,
      remaining_minutes: 510,
    });
    expect(goalProgress(600, 700)).toEqual({
      progress_percent: 116.7,
      total_minutes: 700,
      remaining_minutes: 0,
    });
    expect(goalProgress(3, 1).progress_percent).toBe(33.3);
    expect(goalProgress(0, 10)).toEqual({ progress_percent: 0, total_minutes: 10, remaining_minutes: 0 });
  });
});

describe('capital account progress', () => {
  it('measures the way from the starting to the target balance', () => {
    const account = { starting_balance: '10000', target_balance: '12000' };
    expect(accountProgressPct({ ...account, current_balance: '10500' })).toBe(25);
    expect(accountProgressPct({ ...account, current_balance: '9000' })).toBe(-50);
    expect(accountProgressPct({ ...account, current_balance: '10000.01' })).toBe(0.0005);
    expect(accountProgressPct({ ...account, target_balance: null, current_balance: '1' })).toBeNull();
    expect(accountProgressPct({ ...account, target_balance: '10000', current_balance: '1' })).toBeNull();
  });

  it('rounds the account progress once to the places asked (no double rounding at 1 decimal)', () => {
    // 10 000 → 12 000 at 10 246.999: 12.34995 % exactly, 12.35 at 4 places but 12.3 at 1 place.
    const account = { starting_balance: '10000', target_balance: '12000' };
    const halfway = { ...account, current_balance: '10246.999' };
    expect(accountProgressPct(halfway)).toBe(12.35);
    expect(accountProgressPct(halfway, 1)).toBe(12.3);
    expect(accountProgressPct({ ...account, current_balance: '10501' }, 1)).toBe(25.1);
  });
});
