import {
  ANALYSIS_DIMENSIONS,
  type Analysis,
  type AnalysisGroup,
  type AnalysisScopeQuery,
  type ConfirmationGroup,
  confirmationTradeFilters,
  groupTradeFilters,
  type Heatmap,
  heatmapCellTradeFilters,
  isJournalDimension,
  type LinkedBreakdown,
  type Stats,
  type TradeListParams,
  type TradePage,
} from '@carnet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  confirmationKeysOf,
  type GroupsTrade,
  groupKeysOf,
  isInScope,
  type SeededTrade,
  seedGroupsJournal,
} from '../../../test/support/analysis-groups-test-support.ts';
import { type Api, arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

/*
 * Every row of every breakdown links to exactly its trades: for each dimension and each group of the
 * analysis, the trade list filtered by the row's link (the contract's groupTradeFilters, as the web writes it)
 * gives the row's trades, `trades` + `skipped_unknown_r` of them (the row counts a trade without R in its money),
 * and the ids an oracle finds from each trade's face with Intl, apart from the server's SQL.
 *
 * The journal (UTC instants; Paris leaves summer time on 25 Oct 01:00Z and enters it on 29 Mar 01:00Z, New York
 * leaves it on 1 Nov 06:00Z):
 *   1  entry 28 Mar 23:30 (Paris Sun 00:30, New York Sat 19:30), closed 1 h 50 later in Paris's summer time
 *   2  entry 29 Mar 00:59 (Paris 01:59 CET), closed 3 min later at 03:02 CEST; VOLUME missed; fomo + Breakout
 *   3  entry 25 Oct 00:30 (Paris 02:30 CEST), closed at the second 02:30 (CET): exactly 1 h; no configuration
 *   4  closed 1 Nov 00:10 (Paris: November, New York: 31 October); R unknown; imported
 *   5  New York's repeated 01:30 on 1 Nov, SHORT ETHUSDT; every confirmation missed; FOMO
 *   6–10  November: preferred slot (A+), secondary slot, a 19-day hold (imported), a breakeven and a loss on
 *      the second account
 *   and, outside every scope, a closed draft, an open trade and another user's trade.
 */
const t = useTestApp();

const CASSURE_ALL = { type: 'Cassure', passed: ['HTF_ZONE', 'LTF_BOS', 'VOLUME'] } as const;
const JOURNAL: GroupsTrade[] = [
  {
    entry: '2026-03-28T23:30:00Z',
    close: '2026-03-29T01:20:00Z',
    r: 2,
    strategy: CASSURE_ALL,
    tags: ['Breakout'],
  },
  {
    entry: '2026-03-29T00:59:00Z',
    close: '2026-03-29T01:02:00Z',
    r: -1,
    strategy: { type: 'Cassure', passed: ['HTF_ZONE', 'LTF_BOS'] },
    tags: ['fomo', 'Breakout'],
  },
  { entry: '2026-10-25T00:30:00Z', close: '2026-10-25T01:30:00Z', r: 0.5 },
  {
    entry: '2026-10-31T23:30:00Z',
    close: '2026-11-01T00:10:00Z',
    r: null,
    tags: ['Breakout'],
    isImported: true,
  },
  {
    entry: '2026-11-01T05:30:00Z',
    close: '2026-11-01T06:30:00Z',
    r: -1,
    strategy: { type: 'Retest', passed: [] },
    tags: ['FOMO'],
    isShort: true,
    asset: 'ETHUSDT',
  },
  {
    entry: '2026-11-16T10:05:00Z',
    close: '2026-11-17T09:00:00Z',
    r: 3,
    strategy: { type: 'Retest', passed: CASSURE_ALL.passed },
  },
  {
    entry: '2026-11-16T14:00:00Z',
    close: '2026-11-20T14:00:00Z',
    r: -0.5,
    strategy: { passed: ['VOLUME'] },
    tags: ['Breakout'],
    asset: 'ETHUSDT',
  },
  { entry: '2026-09-01T08:00:00Z', close: '2026-09-20T08:00:00Z', r: 1, tags: ['Swing'], isImported: true },
  {
    entry: '2026-11-18T12:00:00Z',
    close: '2026-11-18T14:00:00Z',
    r: 0,
    tags: ['fomo', 'Breakout'],
    onSecondAccount: true,
  },
  {
    entry: '2026-11-19T21:00:00Z',
    close: '2026-11-19T23:30:00Z',
    r: -1,
    strategy: { type: 'Cassure', passed: ['HTF_ZONE'] },
    tags: ['Breakout'],
    onSecondAccount: true,
  },
  {
    entry: '2026-11-10T10:00:00Z',
    close: '2026-11-10T11:00:00Z',
    r: 1,
    strategy: CASSURE_ALL,
    tags: ['Breakout'],
    isDraft: true,
  },
  { entry: '2026-11-20T10:00:00Z', r: 1, tags: ['Breakout'] },
];

let api: Api;
let seeded: SeededTrade[];
let mainAccount: number;

beforeAll(async () => {
  const setup = await arrangeSetup(t, await t.createUser('groups-owner'));
  api = setup.api;
  mainAccount = setup.account.id;
  seeded = await seedGroupsJournal(
    t,
    api,
    { accountId: mainAccount, configuration: setup.configuration },
    JOURNAL,
  );
  const stranger = await arrangeSetup(t, await t.createUser('groups-stranger'));
  const theirs = await stranger.api.createTrade(longTrade(stranger.account.id, { tags: ['Breakout'] }));
  await stranger.api.close(theirs.id, { close_price: '51000', close_date: '2026-11-17T09:00:00Z' });
});

const queryOf = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([name, value]): [string, string][] =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );

/** Every trade of the list under these filters, page after page; the count holds them all. */
async function listedIds(filters: TradeListParams): Promise<number[]> {
  const ids: number[] = [];
  let count = 0;
  for (let page = 1; page === 1 || ids.length < count; page += 1) {
    const answer = await api.ok<TradePage>(200, 'GET', `/api/v1/trades/?${queryOf({ ...filters, page })}`);
    count = answer.count;
    ids.push(...answer.results.map((trade) => trade.id));
  }
  return ids.sort((a, b) => a - b);
}

const idsWhere = (scope: AnalysisScopeQuery, keep: (trade: SeededTrade) => boolean) =>
  seeded
    .filter((trade) => isInScope(trade, scope) && keep(trade))
    .map(({ trade }) => trade.id)
    .sort((a, b) => a - b);

/** The list behind one row (or one side of a confirmation row) against its stats and the oracle's ids. */
async function expectRow(filters: TradeListParams, stats: Stats, expected: number[], row: string) {
  const ids = await listedIds(filters);
  expect(ids, row).toEqual(expected);
  expect(ids.length, row).toBe(stats.trades + stats.skipped_unknown_r);
}

async function checkEveryRow(scope: AnalysisScopeQuery) {
  const inScope = idsWhere(scope, () => true);
  // The journal's dimensions open no list (docs/rules/journal.md#analysis).
  for (const dimension of ANALYSIS_DIMENSIONS.filter((name) => !isJournalDimension(name))) {
    const analysis = await api.ok<Analysis>(
      200,
      'GET',
      `/api/v1/trades/analysis/?${queryOf({ dimension, ...scope })}`,
    );
    if (analysis.dimension === 'confirmation') {
      const groups: ConfirmationGroup[] = analysis.groups;
      const keys = new Set(
        seeded
          .filter((trade) => isInScope(trade, scope))
          .flatMap((trade) => trade.trade.confirmations.map((item) => item.key)),
      );
      expect(groups.map((group) => group.key).sort()).toEqual([...keys].sort());
      for (const group of groups) {
        for (const passed of [true, false]) {
          const expected = idsWhere(scope, (trade) => confirmationKeysOf(trade, passed).includes(group.key));
          const stats = passed ? group.passed : group.missed;
          await expectRow(
            confirmationTradeFilters(group.key, passed, scope),
            stats,
            expected,
            `${group.key} ${passed}`,
          );
        }
      }
      continue;
    }
    const breakdown = analysis.dimension;
    if (isJournalDimension(breakdown)) throw new Error(`${breakdown} has no list filter`);
    const groups: AnalysisGroup[] = analysis.groups;
    const keysOf = (trade: SeededTrade) => groupKeysOf(trade, breakdown, scope.tz);
    const oracleKeys = new Set(seeded.filter((trade) => isInScope(trade, scope)).flatMap(keysOf));
    expect(groups.map((group) => group.key).sort(), dimension).toEqual([...oracleKeys].sort());
    for (const group of groups) {
      const expected = idsWhere(scope, (trade) => keysOf(trade).includes(group.key));
      await expectRow(
        groupTradeFilters(breakdown, group, scope),
        group,
        expected,
        `${dimension} ${group.key}`,
      );
    }
    // Each trade is in one group of a dimension (tags aside): the rows' lists share out the scope.
    if (breakdown !== 'tag')
      expect(groups.reduce((sum, group) => sum + group.trades + group.skipped_unknown_r, 0)).toBe(
        inScope.length,
      );
  }
}

/** Each cell of the weekday × hour map opens its trades: those of its weekday row and of its hour row. */
async function checkEveryHeatmapCell(scope: AnalysisScopeQuery) {
  const heatmap = await api.ok<Heatmap>(200, 'GET', `/api/v1/trades/heatmap/?${queryOf(scope)}`);
  expect(heatmap.cells.length).toBeGreaterThan(1);
  for (const cell of heatmap.cells) {
    const expected = idsWhere(
      scope,
      (trade) =>
        groupKeysOf(trade, 'weekday', scope.tz).includes(String(cell.weekday)) &&
        groupKeysOf(trade, 'hour', scope.tz).includes(String(cell.hour)),
    );
    const ids = await listedIds(heatmapCellTradeFilters(cell, scope));
    const row = `${cell.weekday} ${cell.hour}`;
    expect(ids, row).toEqual(expected);
    // The map counts the trades with a known R; the list also holds those without a stop.
    const withR = seeded.filter((trade) => ids.includes(trade.trade.id) && trade.trade.realized_rr !== null);
    expect(withR.length, row).toBe(cell.trades);
  }
}

describe('GET /api/v1/trades/ — each analysis row links to exactly its trades', () => {
  it('the journal is what the header says: zones, DST, « sans » groups and an unknown R', () => {
    const keysIn = (index: number, dimension: LinkedBreakdown, tz: string) => {
      const trade = seeded[index];
      return trade === undefined ? [] : groupKeysOf(trade, dimension, tz);
    };
    expect([keysIn(0, 'weekday', 'Europe/Paris'), keysIn(0, 'hour', 'Europe/Paris')]).toEqual([['7'], ['0']]);
    expect([keysIn(0, 'weekday', 'America/New_York'), keysIn(0, 'hour', 'America/New_York')]).toEqual([
      ['6'],
      ['19'],
    ]);
    expect([keysIn(1, 'duration', 'UTC'), keysIn(2, 'duration', 'UTC')]).toEqual([
      ['UNDER_5_MIN'],
      ['UNDER_4_HOURS'],
    ]);
    expect([keysIn(3, 'month', 'Europe/Paris'), keysIn(3, 'month', 'America/New_York')]).toEqual([
      ['2026-11'],
      ['2026-10'],
    ]);
    expect([keysIn(2, 'grade', 'UTC'), keysIn(2, 'tag', 'UTC'), keysIn(6, 'strategy_type', 'UTC')]).toEqual([
      ['NONE'],
      ['NONE'],
      ['NONE'],
    ]);
    expect([keysIn(5, 'grade', 'UTC'), keysIn(7, 'source', 'UTC')]).toEqual([['A+'], ['IMPORT']]);
    expect(seeded[3]?.trade.realized_rr).toBeNull();
  });

  it('in Paris, over all time', async () => {
    await checkEveryRow({ tz: 'Europe/Paris' });
  });

  it('each cell of the weekday × hour map, in Paris and in New York on one tag', async () => {
    await checkEveryHeatmapCell({ tz: 'Europe/Paris' });
    await checkEveryHeatmapCell({ tz: 'America/New_York', tag: 'breakout' });
  });

  it('in New York, over October and November, on one tag (another tag’s row lists both)', async () => {
    await checkEveryRow({ tz: 'America/New_York', from: '2026-10-01', to: '2026-11-30', tag: 'breakout' });
  });

  it('in UTC spelt in lower case, from the spring change to 1 November, on one account', async () => {
    await checkEveryRow({ tz: 'utc', from: '2026-03-29', to: '2026-11-01', capital_account: mainAccount });
  });
});
