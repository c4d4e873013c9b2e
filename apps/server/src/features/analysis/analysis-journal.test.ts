// Hand-made days (docs/rules/journal.md#analysis), closed trades of the given R, entries in UTC, read in Paris:
//   A 2026-11-02: sleep 5.5, mood 2, plan NO, mistakes FOMO, max_trades 1 │ T1 −1 (09:00), T2 −0.5 (11:00)
//   B 2026-11-03: sleep 7, mood 4, plan YES, mistakes fomo + Retard, max_loss_r 2 │ T3 +2 (09:00)
//   C 2026-11-04: no journal │ T4 +1 entered 2026-11-03T23:30Z = 00:30 in Paris (day B in UTC)
//   D 2026-11-05: sleep 8, max_loss_r 1 │ T5 −0.75 (09:00), T6 −0.5 (10:00)
// Another user's journal of 2026-11-04 (sleep 9, mood 5, mistake Autre, max_trades 1) never reaches T4.
// By hand, in Paris:
//   sleep: < 6 h T1 T2 (n 2, mean −0.75) │ 7–8 h T3 (+2) │ ≥ 8 h T5 T6 (−0.625) │ Non renseigné T4 (+1).
//     < 6 h against the rest (2, 1, −0.75, −0.5: mean 0.4375): difference −1.1875; Welch t = −1.1875 /
//     √(0.125/2 + 1.682292/4) = −1.70855, df 3.71 → p ≈ 0.17, not significant.
//   day_rule_break: A breaks MAX_TRADES (2 > 1), D breaks MAX_LOSS_R (−1.25 < −1), B keeps (+2) →
//     Avec infraction T1 T2 T5 T6 (n 4, mean −0.6875, total −2.75) │ Sans infraction T3 │ Non renseigné T4.
//   day_mistake: fomo (spelt FOMO, day A first) T1 T2 T3 (n 3, total 0.5) │ retard T3 │ Non renseigné T4 T5 T6.
//   mood: 2 / 5 T1 T2 │ 4 / 5 T3 │ Non renseigné T4 T5 T6. plan_followed: Oui T3 │ Non T1 T2 │ Non renseigné.
// In UTC, T4 is on day B: 7–8 h holds T3 and T4 and there is no « Non renseigné » sleep group.
import type { Analysis, AnalysisGroup, JournalDay } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { closeJournal } from '../../../test/support/analysis-test-support.ts';
import { type Api, arrangeSetup } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();
const PARIS = 'Europe/Paris';

const day = (date: string, tz = PARIS) => `/api/v1/journal/days/${date}/?tz=${encodeURIComponent(tz)}`;

async function writeDays(api: Api) {
  await api.ok(200, 'PUT', day('2026-11-02'), {
    plan: { max_trades: 1 },
    state: { sleep_hours: 5.5, mood: 2 },
    review: { plan_followed: 'NO', mistakes: ['FOMO'] },
  });
  await api.ok(200, 'PUT', day('2026-11-03'), {
    plan: { max_loss_r: 2 },
    state: { sleep_hours: 7, mood: 4 },
    review: { plan_followed: 'YES', mistakes: ['fomo', 'Retard'] },
  });
  await api.ok(200, 'PUT', day('2026-11-05'), { plan: { max_loss_r: 1 }, state: { sleep_hours: 8 } });
}

const trade = (r: number, entry: string) => {
  const close = new Date(Date.parse(entry) + 3_600_000).toISOString();
  return { r, entry, close };
};

async function arrange(name: string) {
  const { api, account } = await arrangeSetup(t, await t.createUser(`${name}-trader`));
  const other = await arrangeSetup(t, await t.createUser(`${name}-other`));
  await writeDays(api);
  await other.api.ok(200, 'PUT', day('2026-11-04'), {
    plan: { max_trades: 1 },
    state: { sleep_hours: 9, mood: 5 },
    review: { mistakes: ['Autre'] },
  });
  await closeJournal(t, api, account.id, [
    trade(-1, '2026-11-02T09:00:00Z'),
    trade(-0.5, '2026-11-02T11:00:00Z'),
    trade(2, '2026-11-03T09:00:00Z'),
    trade(1, '2026-11-03T23:30:00Z'),
    trade(-0.75, '2026-11-05T09:00:00Z'),
    trade(-0.5, '2026-11-05T10:00:00Z'),
  ]);
  return api;
}

async function groupsOf(api: Api, dimension: string, tz = PARIS) {
  const analysis = await api.ok<Analysis>(
    200,
    'GET',
    `/api/v1/trades/analysis/?dimension=${dimension}&tz=${encodeURIComponent(tz)}`,
  );
  expect(analysis.dimension).toBe(dimension);
  expect(analysis.overall.trades).toBe(6);
  return analysis.groups as AnalysisGroup[];
}

const summary = (groups: AnalysisGroup[]) =>
  groups.map((group) => [group.key, group.label, group.trades, group.expectancy, group.total_r]);

describe('GET /api/v1/trades/analysis/ — the journal of each trade’s entry day', () => {
  it('groups by sleep, rule breaks, mistakes, mood and plan, « Non renseigné » last', async () => {
    const api = await arrange('mind-paris');
    const sleep = await groupsOf(api, 'sleep');
    expect(summary(sleep)).toEqual([
      ['UNDER_6_H', '< 6 h', 2, -0.75, -1.5],
      ['UNDER_8_H', '7–8 h', 1, 2, 2],
      ['FROM_8_H', '≥ 8 h', 2, -0.625, -1.25],
      ['NONE', 'Non renseigné', 1, 1, 1],
    ]);
    expect(sleep[0]?.vs_rest).toMatchObject({ difference: -1.1875, significant: false });
    expect(sleep[0]?.vs_rest.p_value).toBeGreaterThan(0.1);
    expect(sleep[0]?.vs_rest.p_value).toBeLessThan(0.25);

    expect(summary(await groupsOf(api, 'day_rule_break'))).toEqual([
      ['BROKEN', 'Avec infraction', 4, -0.6875, -2.75],
      ['KEPT', 'Sans infraction', 1, 2, 2],
      ['NONE', 'Non renseigné', 1, 1, 1],
    ]);
    // The same days break the rules on the day's page (the domain's rule): A and D, not B.
    const breaks = async (date: string) =>
      (await api.ok<JournalDay>(200, 'GET', day(date))).rule_breaks.map((item) => item.rule);
    expect([await breaks('2026-11-02'), await breaks('2026-11-03'), await breaks('2026-11-05')]).toEqual([
      ['MAX_TRADES'],
      [],
      ['MAX_LOSS_R'],
    ]);

    const mistakes = await groupsOf(api, 'day_mistake');
    expect(summary(mistakes)).toEqual([
      ['fomo', 'FOMO', 3, 0.1667, 0.5],
      ['retard', 'Retard', 1, 2, 2],
      ['NONE', 'Non renseigné', 3, -0.0833, -0.25],
    ]);
    expect(summary(await groupsOf(api, 'mood'))).toEqual([
      ['2', '2 / 5', 2, -0.75, -1.5],
      ['4', '4 / 5', 1, 2, 2],
      ['NONE', 'Non renseigné', 3, -0.0833, -0.25],
    ]);
    expect(summary(await groupsOf(api, 'plan_followed'))).toEqual([
      ['YES', 'Oui', 1, 2, 2],
      ['NO', 'Non', 2, -0.75, -1.5],
      ['NONE', 'Non renseigné', 3, -0.0833, -0.25],
    ]);
    const energy = await groupsOf(api, 'energy');
    expect(summary(energy)).toEqual([['NONE', 'Non renseigné', 6, 0.0417, 0.25]]);
  });

  it('reads the entry day in the request’s zone', async () => {
    const api = await arrange('mind-utc');
    expect(summary(await groupsOf(api, 'sleep', 'UTC'))).toEqual([
      ['UNDER_6_H', '< 6 h', 2, -0.75, -1.5],
      ['UNDER_8_H', '7–8 h', 2, 1.5, 3],
      ['FROM_8_H', '≥ 8 h', 2, -0.625, -1.25],
    ]);
  });
});
