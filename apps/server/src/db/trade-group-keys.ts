import type { LinkedBreakdown } from '@carnet/contract';
import { DURATION_BUCKET_LIMITS_MS } from '@carnet/domain';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { capitalAccounts, tradeConfirmations, trades } from './schema/index.ts';

// The group of a trade in each breakdown of the analysis (docs/rules/statistics.md), written once: the analysis groups by these
// keys, and the trade list filters on them, so a breakdown row links to exactly its trades.

/** A zone as a value (the analysis) or as the placeholder of a prepared statement (the trade list). */
export type ZoneParameter = string | Placeholder;

/**
 * An instant read on the wall clock of the scope's zone (DST-exact: PostgreSQL's time zone database). Fields are
 * read with date_part (float8): extract is numeric since PostgreSQL 14, several times slower on 100,000 rows.
 */
export const localTime = (column: SQL | typeof trades.entryDate, timeZone: ZoneParameter): SQL =>
  sql`(${column} at time zone ${timeZone})`;

const holdMs = sql`(date_part('epoch', ${trades.closeDate} - ${trades.entryDate}) * 1000)`;

/** The duration bucket of a trade, from the domain's limits. */
const durationKey = sql.join(
  [
    sql`case`,
    ...DURATION_BUCKET_LIMITS_MS.map(
      ([bucket, limit]) => sql`when ${holdMs} < ${sql.raw(String(limit))} then ${bucket}`,
    ),
    sql`else 'LONGER' end`,
  ],
  sql` `,
);

/**
 * The key (text, null for "no value") of a trade for each dimension but `confirmation` and `tag`, which have their
 * own queries; strategy, strategy type and account are ids, which the analysis labels by their names.
 * `capital_account` reads the account every analysis query joins (the list filters on its own column).
 */
export function dimensionKey(dimension: Exclude<LinkedBreakdown, 'tag'>, timeZone: ZoneParameter): SQL {
  switch (dimension) {
    case 'grade':
      return sql`${trades.grade}`;
    case 'timing_class':
      return sql`${trades.timingClass}`;
    case 'compliance':
      return sql`case when ${trades.isCompliant} then 'COMPLIANT' else 'NON_COMPLIANT' end`;
    case 'strategy':
      return sql`${trades.strategyId}::text`;
    case 'strategy_type':
      return sql`${trades.strategyTypeId}::text`;
    case 'asset':
      return sql`${trades.assetName}`;
    case 'asset_type':
      return sql`${trades.assetType}`;
    case 'direction':
      return sql`${trades.direction}`;
    case 'weekday':
      return sql`date_part('isodow', ${localTime(sql`${trades.entryDate}`, timeZone)})::int::text`;
    case 'hour':
      return sql`date_part('hour', ${localTime(sql`${trades.entryDate}`, timeZone)})::int::text`;
    case 'month':
      return sql`to_char(${localTime(sql`${trades.closeDate}`, timeZone)}, 'YYYY-MM')`;
    case 'duration':
      return durationKey;
    case 'capital_account':
      return sql`${capitalAccounts.id}::text`;
    case 'source':
      return sql`case when ${trades.importBatchId} is not null or ${trades.externalId} is not null
        then 'IMPORT' else 'MANUAL' end`;
  }
}

/** A trade without tags: the « Sans tag » group of the `tag` dimension. */
export const UNTAGGED = sql`(${trades.tags} = '[]'::jsonb)`;

/**
 * The trades whose checklist snapshot holds confirmation `key` as `passed` (true) or missed (false): one side of
 * a `confirmation` row, which the analysis reads by joining the same `trade_confirmations` rows. The trade's id
 * is written with its table's name, so that the subquery never reads its own `id` instead.
 */
export const hasConfirmation = (key: string | Placeholder, passed: boolean): SQL =>
  sql`exists (select 1 from ${tradeConfirmations} where ${and(
    eq(tradeConfirmations.tradeId, sql`${sql.identifier('trades')}.${sql.identifier('id')}`),
    eq(tradeConfirmations.key, key),
    eq(tradeConfirmations.passed, passed),
  )})`;
