// Hand-made journal (LONG 2 units at 50 000, stop 49 000, 1 % of 10 000 risked: a trade of R nets 100 R USD),
// entries one hour before each close, closes in November 2026 in this order:
//   "Setup-A": +2, +3, +2.5 │ "B": −1, −1 │ "Setup-A": +3 │ "B": −0.5, −1, −1 │ "Setup-A": +2 │ "B": +0.5, R unknown
// By hand:
//   Setup-A (n 5): mean 2.5, s² = (4 × 0.25)/4 = 0.25, s = 0.5; t(0.975, 4) = 2.776445;
//     half = 2.776445 × 0.5/√5 = 0.620832 → expectancy_ci [1.8792, 3.1208]; SQN 2.5/0.5 × √5 = 11.1803;
//     5 wins of 5: Wilson centre (1 + z²/10)/(1 + z²/5) = 0.782757, half 0.217241 → [56.6, 100] %; net 1 250.
//   B (5 with an R): mean −0.9, s² = (4 × 0.01 + 0.16)/4 = 0.05, s = 0.223607; half = 2.776445 × 0.223607/√5 =
//     0.277645 → [−1.1776, −0.6224]; SQN −0.9/0.223607 × √5 = −9; one trade skipped
//     (unknown R) whose +50 still counts: net −450 + 50 = −400.
//   Setup-A against the rest (B): difference 3.4; Welch t = 3.4/√(0.25/5 + 0.05/5) = 13.880442,
//     df = 0.06²/(0.05²/4 + 0.01²/4) = 5.538462, p = 1.63166e-5 → significant.
//     The win rate counts it too, won by its money: 1 of 6 = 16.7 %; Wilson n 6: centre (1/6 + z²/12)/(1 + z²/6)
//     = 0.296778, half 1.194923 × √(0.023148 + 0.026677) = 0.266725 → [3.0, 56.4] %.
//   Overall (10 with an R): 5 wins, 5 losses; the win rate over the 11 closed, the unknown-R one won by its money:
//     6 of 11 = 54.5 %, Wilson centre (6/11 + z²/22)/(1 + z²/11) = 0.533691, half 0.253596 → [28.0, 78.7];
//     mean 0.8, Σ(x − 0.8)² = 30.1,
//     s² = 3.344444, s = 1.828782; t(0.975, 9) = 2.262157, half = 1.308228 → [−0.5082, 2.1082];
//     PF 12.5/4.5 = 2.7778; avg win 2.5, avg loss −0.9; SQN 0.8/1.828782 × √10 = 1.3833; net 850 USD.
//   Summary: win streaks 3 (first three), 1, 2 (+2 then the unknown-R win) → 3; loss streaks 2, 3 → 3.
//     Cumulative R 2, 5, 7.5, 6.5, 5.5, 8.5, 8, 7, 6, 8: peak 8.5, low 6 after it → max drawdown 2.5.
//     Kelly 0.5 − 0.5/(2.5/0.9) = 0.32; hold 60 min; TP1 planned on 11 trades, never marked hit → 0 %.
//     Plans recorded now for entries weeks ago → all retroactive (100 %); management R 0 (stop never moved).
//   Calendar of November (UTC): all 11 closes, 6 wins (the unknown-R trade wins by its money), 5 losses, R 8,
//     net 850, 1 trade without R.
import type { Analysis, AnalysisGroup, Calendar, Summary } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { closeJournal, type JournalTrade } from '../../../test/support/analysis-test-support.ts';
import { arrangeSetup } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const R_SEQUENCE: [number, string][] = [
  [2, 'Setup-A'],
  [3, 'setup-a'],
  [2.5, 'Setup-A'],
  [-1, 'B'],
  [-1, 'B'],
  [3, 'Setup-A'],
  [-0.5, 'B'],
  [-1, 'B'],
  [-1, 'B'],
  [2, 'Setup-A'],
  [0.5, 'B'],
];

const JOURNAL: JournalTrade[] = R_SEQUENCE.map(([r, tag], index) => {
  const day = String(index + 2).padStart(2, '0');
  return {
    r,
    tags: [tag],
    entry: `2026-11-${day}T09:00:00Z`,
    close: `2026-11-${day}T10:00:00Z`,
    unknownR: index === R_SEQUENCE.length - 1,
  };
});

async function arrangeJournal(username: string) {
  const user = await t.createUser(username);
  const { api, account } = await arrangeSetup(t, user);
  await closeJournal(t, api, account.id, JOURNAL);
  return { api, account };
}

describe('GET /api/v1/trades/analysis/ and summary/ — the hand-made journal', () => {
  it('gives each tag its intervals and the Welch test against the rest', async () => {
    const { api, account } = await arrangeJournal('analysis-tags');
    const analysis = await api.ok<Analysis>(200, 'GET', '/api/v1/trades/analysis/?dimension=tag&tz=UTC');
    expect(analysis.dimension).toBe('tag');
    expect(analysis.overall).toEqual({
      trades: 10,
      wins: 5,
      losses: 5,
      breakevens: 0,
      win_rate: 54.5,
      win_rate_ci: { low: 28, high: 78.7 },
      expectancy: 0.8,
      expectancy_ci: { low: -0.5082, high: 2.1082 },
      total_r: 8,
      profit_factor: 2.7778,
      avg_win_r: 2.5,
      avg_loss_r: -0.9,
      sqn: 1.3833,
      net_pnl: { [account.currency]: '850' },
      skipped_unknown_r: 1,
      low_sample: true,
    });
    // One group per tag whatever its case, labelled as the oldest trade spells it, in label order.
    expect(analysis.groups.map((group) => [group.key, group.label])).toEqual([
      ['b', 'B'],
      ['setup-a', 'Setup-A'],
    ]);
    const byKey = new Map((analysis.groups as AnalysisGroup[]).map((group) => [group.key, group]));
    expect(byKey.get('setup-a')).toMatchObject({
      trades: 5,
      win_rate: 100,
      win_rate_ci: { low: 56.6, high: 100 },
      expectancy: 2.5,
      expectancy_ci: { low: 1.8792, high: 3.1208 },
      sqn: 11.1803,
      profit_factor: null,
      net_pnl: { [account.currency]: '1250' },
      vs_rest: { difference: 3.4, significant: true },
    });
    expect(byKey.get('setup-a')?.vs_rest.p_value).toBeCloseTo(1.6316583e-5, 10);
    expect(byKey.get('b')).toMatchObject({
      trades: 5,
      win_rate: 16.7,
      win_rate_ci: { low: 3, high: 56.4 },
      expectancy: -0.9,
      expectancy_ci: { low: -1.1776, high: -0.6224 },
      sqn: -9,
      skipped_unknown_r: 1,
      net_pnl: { [account.currency]: '-400' },
      vs_rest: { difference: -3.4, significant: true },
    });
    expect(analysis.groups.every((group) => 'low_sample' in group && group.low_sample)).toBe(true);
  });

  it('sums up streaks, drawdown, Kelly, hold time, targets and plans', async () => {
    const { api, account } = await arrangeJournal('analysis-summary');
    const summary = await api.ok<Summary>(200, 'GET', '/api/v1/trades/summary/?tz=UTC');
    expect(summary).toMatchObject({
      trades: 10,
      expectancy: 0.8,
      net_pnl: { [account.currency]: '850' },
      longest_win_streak: 3,
      longest_loss_streak: 3,
      best_r: 3,
      worst_r: -1,
      max_drawdown_r: 2.5,
      kelly_fraction: 0.32,
      avg_hold_minutes: 60,
      management_r_avg: 0,
      target_hit_rates: [{ position: 1, trades: 11, hit_rate: 0 }],
      plan_retroactive_share: 100,
    });
  });

  it('counts every close in the calendar by its stored outcome, the unknown-R one too', async () => {
    const { api, account } = await arrangeJournal('analysis-calendar');
    const calendar = await api.ok<Calendar>(200, 'GET', '/api/v1/trades/calendar/?month=2026-11&tz=UTC');
    expect(calendar.totals).toEqual({
      trades: 11,
      wins: 6,
      losses: 5,
      breakevens: 0,
      total_r: 8,
      net_pnl: { [account.currency]: '850' },
      skipped_unknown_r: 1,
    });
    expect(calendar.days.find((day) => day.date === '2026-11-12')).toMatchObject({
      trades: 1,
      wins: 1,
      total_r: 0,
    });
  });

  it('filters by close period and tag, and answers empty stats outside them', async () => {
    const { api } = await arrangeJournal('analysis-filters');
    // Closes of 2–4 November: +2, +3, +2.5, all "Setup-A".
    const early = await api.ok<Summary>(
      200,
      'GET',
      '/api/v1/trades/summary/?from=2026-11-02&to=2026-11-04&tz=UTC',
    );
    expect(early).toMatchObject({ trades: 3, total_r: 7.5, longest_win_streak: 3, max_drawdown_r: 0 });
    const tagged = await api.ok<Summary>(200, 'GET', '/api/v1/trades/summary/?tag=b');
    expect(tagged).toMatchObject({ trades: 5, total_r: -4.5, skipped_unknown_r: 1 });
    const none = await api.ok<Summary>(200, 'GET', '/api/v1/trades/summary/?from=2027-01-01');
    expect(none).toMatchObject({
      trades: 0,
      win_rate: null,
      expectancy: null,
      net_pnl: {},
      best_r: null,
      kelly_fraction: null,
      avg_hold_minutes: null,
      target_hit_rates: [],
      plan_retroactive_share: null,
    });
  });
});
