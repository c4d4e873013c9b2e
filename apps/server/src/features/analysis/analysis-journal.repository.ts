import type { JournalAnalysisDimension } from '@carnet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { capitalAccounts, journalDays, trades } from '../../db/schema/index.ts';
import type { KeyedRow } from './analysis.repository.ts';
import {
  ACCOUNT_OF_TRADE,
  AGGREGATE_FIELDS,
  type AggregateRow,
  scopedColumn,
  scopedTrades,
  TRADE_INPUTS,
} from './analysis-aggregates.ts';
import { type AnalysisScope, scopeCondition } from './analysis-scope.ts';
import { JOURNAL_DAY_OF_TRADE, journalKey, ruleDays } from './journal-keys.ts';
import { readForAnalysis } from './read-for-analysis.ts';

const KEY = scopedColumn('key');

/** Each mistake of the trade's journal day, for `day_mistake` (over the trades whose day names one). */
const EACH_MISTAKE = sql`lateral jsonb_array_elements_text(${journalDays.mistakes}) as day_mistake(name)`;
const DAY_MISTAKE = sql.raw('day_mistake.name');
/** A mistake's label: its spelling on the oldest day, as the journal shows it. */
const MISTAKE_SPELLING = sql<
  string | null
>`(array_agg(${scopedColumn('mistake')} order by ${scopedColumn('day')}))[1]`;

/** The breakdowns by the journal day of each trade's entry (docs/rules/journal.md#analysis), one query each. */
export function createJournalAnalysisRepository(db: Db) {
  return {
    /** Per (key, currency) of a journal dimension but `day_mistake`; a null key is « Non renseigné ». */
    byJournal(
      scope: AnalysisScope,
      dimension: Exclude<JournalAnalysisDimension, 'day_mistake'>,
    ): Promise<KeyedRow[]> {
      return readForAnalysis(db, (tx) => {
        const base = tx
          .select({ key: sql`${journalKey(dimension)}`.as('key'), ...TRADE_INPUTS })
          .from(trades)
          .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE);
        const rows =
          dimension === 'day_rule_break'
            ? (() => {
                const days = ruleDays(tx, scope.userId, scope.timeZone);
                return base.leftJoin(days, sql`${days.tradeId} = ${trades.id}`);
              })()
            : base.leftJoin(journalDays, JOURNAL_DAY_OF_TRADE(scope.timeZone));
        return tx
          .select({ key: sql<string | null>`${KEY}`, ...AGGREGATE_FIELDS, label: sql<null>`null` })
          .from(scopedTrades(rows.where(scopeCondition(scope))))
          .groupBy(sql`1, 2`);
      });
    },

    /**
     * Per (lower-cased mistake, currency) of the trades' days, labelled as the oldest day spells it, then the
     * trades of days naming none under a null key; and the whole scope per currency (a day names none, one or
     * several mistakes), read at the same time.
     */
    async byDayMistake(scope: AnalysisScope): Promise<{ rows: KeyedRow[]; overall: AggregateRow[] }> {
      const joined = JOURNAL_DAY_OF_TRADE(scope.timeZone);
      const noMistake = sql`coalesce(${journalDays.mistakes}, '[]'::jsonb) = '[]'::jsonb`;
      const [named, halves] = await Promise.all([
        readForAnalysis(db, (tx) =>
          tx
            .select({ key: sql<string | null>`${KEY}`, ...AGGREGATE_FIELDS, label: MISTAKE_SPELLING })
            .from(
              scopedTrades(
                tx
                  .select({
                    key: sql`lower(${DAY_MISTAKE})`.as('key'),
                    mistake: sql`${DAY_MISTAKE}`.as('mistake'),
                    day: sql`${journalDays.date}`.as('day'),
                    ...TRADE_INPUTS,
                  })
                  .from(trades)
                  .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE)
                  .innerJoin(journalDays, joined)
                  .crossJoin(EACH_MISTAKE)
                  .where(scopeCondition(scope)),
              ),
            )
            .groupBy(sql`1, 2`),
        ),
        readForAnalysis(db, (tx) =>
          tx
            .select({ none: sql<boolean>`${scopedColumn('none')}`, ...AGGREGATE_FIELDS })
            .from(
              scopedTrades(
                tx
                  .select({ none: sql`${noMistake}`.as('none'), ...TRADE_INPUTS })
                  .from(trades)
                  .innerJoin(capitalAccounts, ACCOUNT_OF_TRADE)
                  .leftJoin(journalDays, joined)
                  .where(scopeCondition(scope)),
              ),
            )
            .groupBy(sql`1, 2`),
        ),
      ]);
      const none = halves
        .filter((half) => half.none)
        .map(({ none: _, ...row }) => ({ key: null, ...row, label: null }));
      return { rows: [...named, ...none], overall: halves };
    },
  };
}

export type JournalAnalysisRepository = ReturnType<typeof createJournalAnalysisRepository>;
