import {
  ANALYSIS_NONE_KEY,
  type Analysis,
  type AnalysisDimension,
  type analysisQuerySchema,
  type ConfirmationGroup,
  canonicalTimeZone,
  isJournalDimension,
  type Stats,
  type summaryQuerySchema,
} from '@carnet/contract';
import { breakdown, rStats, welchTest } from '@carnet/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { AnalysisRepository, ConfirmationRow, KeyedRow } from './analysis.repository.ts';
import {
  type AggregateRow,
  addRow,
  emptyTotals,
  type GroupTotals,
  netByCurrency,
} from './analysis-aggregates.ts';
import type { JournalAnalysisRepository } from './analysis-journal.repository.ts';
import type { AnalysisScope } from './analysis-scope.ts';
import { compareGroups, groupLabel } from './group-labels.ts';

export type AnalysisParameters = z.output<typeof analysisQuerySchema>;
export type ScopeParameters = z.output<typeof summaryQuerySchema>;

export type AnalysisServiceDeps = {
  repository: AnalysisRepository;
  journalRepository: JournalAnalysisRepository;
  /** Ownership of the `capital_account` filter: another user's account is a 404 (docs/api.md). */
  accounts: { findOwnedAccount(userId: number, id: number): Promise<unknown> };
  /** The zone of days and hours when the caller sends no `tz` (as the dashboard: the server's). */
  defaultTimeZone: string;
};

/** The stats of a group: R statistics, skipped trades and net money per currency (docs/rules/statistics.md). */
export function statsOf(totals: GroupTotals): Stats {
  return {
    ...rStats(totals.aggregate),
    net_pnl: netByCurrency(totals.net),
    skipped_unknown_r: totals.skipped,
  };
}

/** Rows of (key, currency) summed per key. */
function totalsByKey<T extends AggregateRow>(
  rows: readonly T[],
  keyOf: (row: T) => string,
): Map<string, GroupTotals> {
  const totals = new Map<string, GroupTotals>();
  for (const row of rows) {
    const key = keyOf(row);
    totals.set(key, addRow(totals.get(key) ?? emptyTotals(), row));
  }
  return totals;
}

export function createAnalysisService({
  repository,
  journalRepository,
  accounts,
  defaultTimeZone,
}: AnalysisServiceDeps) {
  async function scopeOf(userId: number, parameters: ScopeParameters): Promise<AnalysisScope> {
    const { from, to, capital_account: capitalAccountId, tag } = parameters;
    if (capitalAccountId !== undefined && !(await accounts.findOwnedAccount(userId, capitalAccountId))) {
      throw notFound();
    }
    return {
      userId,
      timeZone: canonicalTimeZone(parameters.tz ?? defaultTimeZone),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      ...(capitalAccountId === undefined ? {} : { capitalAccountId }),
      ...(tag === undefined ? {} : { tag }),
    };
  }

  async function overallOf(scope: AnalysisScope): Promise<GroupTotals> {
    return (await repository.overall(scope)).reduce(addRow, emptyTotals());
  }

  /** The groups' rows and the whole scope's totals of a dimension but `confirmation`. */
  async function rowsOf(
    scope: AnalysisScope,
    dimension: Exclude<AnalysisDimension, 'confirmation'>,
  ): Promise<{ rows: KeyedRow[]; overall: GroupTotals }> {
    // Each trade is in exactly one group, except with tags (none, one or several): the whole then has its own rows.
    // A journal day names none, one or several mistakes: the same.
    if (dimension === 'tag' || dimension === 'day_mistake') {
      const { rows, overall } =
        dimension === 'tag' ? await repository.byTag(scope) : await journalRepository.byDayMistake(scope);
      return { rows, overall: overall.reduce(addRow, emptyTotals()) };
    }
    const rows = isJournalDimension(dimension)
      ? await journalRepository.byJournal(scope, dimension)
      : await repository.byDimension(scope, dimension);
    return { rows, overall: rows.reduce(addRow, emptyTotals()) };
  }

  async function confirmations(scope: AnalysisScope, overall: GroupTotals): Promise<Analysis> {
    const rows = await repository.byConfirmation(scope);
    const sides = totalsByKey(rows, (row: ConfirmationRow) => `${row.passed ? 1 : 0}${row.key}`);
    const labels = new Map(rows.map((row) => [row.key, row.label]));
    const groups: ConfirmationGroup[] = [...labels.entries()].map(([key, label]) => {
      const passed = sides.get(`1${key}`) ?? emptyTotals();
      const missed = sides.get(`0${key}`) ?? emptyTotals();
      return {
        key,
        label,
        passed: statsOf(passed),
        missed: statsOf(missed),
        passed_vs_missed: welchTest(passed.aggregate, missed.aggregate),
      };
    });
    groups.sort((a, b) => a.label.localeCompare(b.label, 'fr'));
    return { dimension: 'confirmation', overall: statsOf(overall), groups };
  }

  return {
    scopeOf,
    overallOf,

    /** GET /api/v1/trades/analysis/ (docs/rules/statistics.md). */
    async analysis(userId: number, parameters: AnalysisParameters): Promise<Analysis> {
      const scope = await scopeOf(userId, parameters);
      const dimension: AnalysisDimension = parameters.dimension;
      if (dimension === 'confirmation') return confirmations(scope, await overallOf(scope));
      const { rows, overall } = await rowsOf(scope, dimension);
      const totals = totalsByKey(rows, (row) => row.key ?? ANALYSIS_NONE_KEY);
      const names = await repository.names(userId, dimension);
      for (const row of rows) if (row.key !== null && row.label !== null) names.set(row.key, row.label);
      const keyed = [...totals.entries()].map(([key, group]) => ({ key, aggregate: group.aggregate }));
      const groups = breakdown(overall.aggregate, keyed).map(({ key, stats, vs_rest }) => {
        const group = totals.get(key) ?? emptyTotals();
        return {
          key,
          label: groupLabel(dimension, key, names),
          ...stats,
          net_pnl: netByCurrency(group.net),
          skipped_unknown_r: group.skipped,
          vs_rest,
        };
      });
      groups.sort(compareGroups(dimension));
      return { dimension, overall: statsOf(overall), groups };
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
