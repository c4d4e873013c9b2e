// Hand computation. Four trades on the UTC configuration of the test setup, entered in the preferred slot, with
// HTF_ZONE and LTF_BOS (mandatory, weight 1) ticked and VOLUME (weight 2) ticked on the first two only:
//   R +2 and +1 with VOLUME → score 4/4 = 100 % → grade A+; R −1 and −0.5 without → 2/4 = 50 % → grade C.
//   VOLUME passed (2, 1): mean 1.5, s² 0.5; missed (−1, −0.5): mean −0.75, s² 0.125.
//   Welch: difference 2.25, t = 2.25/√(0.5/2 + 0.125/2) = 4.024922, df = 0.3125²/(0.25² + 0.0625²) = 1.470588,
//   p = 0.091710 (SciPy 1.17) → not significant: 2 trades a side cannot show it.
//   HTF_ZONE passed on all 4, missed on none → no difference, no p-value.
//   The grade breakdown is the same split: A+ against the rest (C) gives the same test.
import type { Analysis, AnalysisGroup, ConfirmationGroup } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { closeJournal } from '../../../test/support/analysis-test-support.ts';
import { arrangeSetup, PREFERRED_ENTRY } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const MANDATORY = [
  { key: 'HTF_ZONE', passed: true },
  { key: 'LTF_BOS', passed: true },
];

describe('GET /api/v1/trades/analysis/ — the checklist', () => {
  it('tests each confirmation passed against missed, and each grade against the rest', async () => {
    const user = await t.createUser('analysis-checklist');
    const { api, account, configuration } = await arrangeSetup(t, user);
    const withVolume = [...MANDATORY, { key: 'VOLUME', passed: true }];
    await closeJournal(
      t,
      api,
      account.id,
      [2, 1, -1, -0.5].map((r, index) => ({
        r,
        entry: PREFERRED_ENTRY,
        close: `2026-11-16T1${index + 1}:00:00Z`,
        strategy: configuration.id,
        confirmations: index < 2 ? withVolume : MANDATORY,
      })),
    );

    const checklist = await api.ok<Analysis>(200, 'GET', '/api/v1/trades/analysis/?dimension=confirmation');
    const groups = checklist.groups as ConfirmationGroup[];
    expect(groups.map((group) => group.label)).toEqual(['BOS LTF', 'Volume en hausse', 'Zone HTF']);
    const volume = groups.find((group) => group.key === 'VOLUME');
    expect(volume?.passed).toMatchObject({ trades: 2, expectancy: 1.5, wins: 2 });
    expect(volume?.missed).toMatchObject({ trades: 2, expectancy: -0.75, losses: 2 });
    expect(volume?.passed_vs_missed.difference).toBe(2.25);
    expect(volume?.passed_vs_missed.p_value).toBeCloseTo(0.0917103, 6);
    expect(volume?.passed_vs_missed.significant).toBe(false);
    const zone = groups.find((group) => group.key === 'HTF_ZONE');
    expect(zone?.missed.trades).toBe(0);
    expect(zone?.passed_vs_missed).toEqual({ difference: null, p_value: null, significant: false });

    const grades = await api.ok<Analysis>(200, 'GET', '/api/v1/trades/analysis/?dimension=grade');
    const [aPlus, c] = grades.groups as AnalysisGroup[];
    expect([aPlus?.key, c?.key]).toEqual(['A+', 'C']);
    expect(aPlus?.vs_rest).toEqual(volume?.passed_vs_missed);

    const strategies = await api.ok<Analysis>(200, 'GET', '/api/v1/trades/analysis/?dimension=strategy');
    expect(strategies.groups.map((group) => [group.key, group.label])).toEqual([
      [String(configuration.id), configuration.name],
    ]);
  });
});
