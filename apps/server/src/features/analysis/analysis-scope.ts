import { dayWindow } from '@carnet/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { trades } from '../../db/schema/index.ts';

/**
 * The closed trades an analysis looks at (docs/rules/statistics.md): the caller's non-draft closed trades, closed within whole
 * days of `timeZone` (either bound open), on one account and carrying one tag when asked. `timeZone` is the
 * canonical IANA name both Intl and PostgreSQL read.
 */
export type AnalysisScope = {
  userId: number;
  timeZone: string;
  from?: string;
  to?: string;
  capitalAccountId?: number;
  tag?: string;
};

/** The WHERE of a scope; every analysis query joins the trade's account (its currency) as `capitalAccounts`. */
export function scopeCondition(scope: AnalysisScope): SQL | undefined {
  const { startMs, endMs } = dayWindow(scope.from, scope.to, scope.timeZone);
  return and(
    eq(trades.userId, scope.userId),
    eq(trades.status, 'CLOSED'),
    sql`not ${trades.isDraft}`,
    startMs === undefined ? undefined : gte(trades.closeDate, new Date(startMs)),
    endMs === undefined ? undefined : lt(trades.closeDate, new Date(endMs)),
    scope.capitalAccountId === undefined ? undefined : eq(trades.capitalAccountId, scope.capitalAccountId),
    scope.tag === undefined
      ? undefined
      : sql`exists (select 1 from jsonb_array_elements_text(${trades.tags}) as scope_tag(name)
          where lower(scope_tag.name) = lower(${scope.tag}))`,
  );
}
