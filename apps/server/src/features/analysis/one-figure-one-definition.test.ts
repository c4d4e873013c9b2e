// One data set, every route that names a figure (docs/rules/statistics.md#one-figure-one-definition). Closes in
// November 2026, LONG 2 units, 1 R = 100 USD: +2, −1, +0.02, +1 then +0.5 whose stops are removed (R unknown,
// decided by their money), +3; one more trade stays open.
// By hand:
//   win rate: every closed trade with an outcome — wins +2, +1 and +0.5 (by their money), +3; the loss −1; the
//     breakeven +0.02 — 4 of 6 = 66.7 % (over the trades with an R alone it would read 2 of 4 = 50 %);
//   R figures over the 4 trades with an R: total 4.02, expectancy 4.02/4 = 1.005; 2 trades without R;
//   net money 200 − 100 + 2 + 100 + 50 + 300 = 552 USD.
import type { Analysis, Calendar, Dashboard, Summary } from '@carnet/contract';
import { winRate } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { closeJournal } from '../../../test/support/analysis-test-support.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const R_AND_UNKNOWN: [number, boolean][] = [
  [2, false],
  [-1, false],
  [0.02, false],
  [1, true],
  [0.5, true],
  [3, false],
];

describe('one figure, one definition, on every route', () => {
  it('gives the same win rate, R figures and net money on the dashboard, analysis, summary and calendar', async () => {
    const user = await t.createUser('une-definition');
    const { api, account } = await arrangeSetup(t, user);
    await closeJournal(
      t,
      api,
      account.id,
      R_AND_UNKNOWN.map(([r, unknownR], index) => ({
        r,
        unknownR,
        entry: `2026-11-${String(index + 2).padStart(2, '0')}T09:00:00Z`,
        close: `2026-11-${String(index + 2).padStart(2, '0')}T10:00:00Z`,
      })),
    );
    await api.createTrade(longTrade(account.id));

    const dashboard = await api.ok<Dashboard>(200, 'GET', '/api/v1/trades/dashboard/?tz=UTC');
    const analysis = await api.ok<Analysis>(200, 'GET', '/api/v1/trades/analysis/?dimension=month&tz=UTC');
    const summary = await api.ok<Summary>(200, 'GET', '/api/v1/trades/summary/?tz=UTC');
    const calendar = await api.ok<Calendar>(200, 'GET', '/api/v1/trades/calendar/?month=2026-11&tz=UTC');
    const monthGroups = analysis.dimension === 'confirmation' ? [] : analysis.groups;
    const november = monthGroups.length === 1 ? monthGroups[0] : undefined;
    const usdCurve = dashboard.money_curves.find((curve) => curve.currency === 'USD');
    const { totals } = calendar;

    const winRates = [
      dashboard.win_rate,
      analysis.overall.win_rate,
      november?.win_rate,
      summary.win_rate,
      winRate(totals.wins, totals.wins + totals.losses + totals.breakevens).win_rate,
    ];
    expect(winRates).toEqual([66.7, 66.7, 66.7, 66.7, 66.7]);
    expect([
      dashboard.expectancy,
      analysis.overall.expectancy,
      november?.expectancy,
      summary.expectancy,
    ]).toEqual([1.005, 1.005, 1.005, 1.005]);
    expect([
      dashboard.equity_curve.at(-1),
      analysis.overall.total_r,
      november?.total_r,
      summary.total_r,
      totals.total_r,
    ]).toEqual([4.02, 4.02, 4.02, 4.02, 4.02]);
    expect([
      dashboard.trades_without_r,
      analysis.overall.skipped_unknown_r,
      november?.skipped_unknown_r,
      summary.skipped_unknown_r,
      totals.skipped_unknown_r,
    ]).toEqual([2, 2, 2, 2, 2]);
    expect([
      usdCurve?.points.at(-1)?.cumulative_net,
      analysis.overall.net_pnl.USD,
      november?.net_pnl.USD,
      summary.net_pnl.USD,
      totals.net_pnl.USD,
    ]).toEqual(['552', '552', '552', '552', '552']);
  });
});
