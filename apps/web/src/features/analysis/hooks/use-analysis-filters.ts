import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DateRange,
  type DayRangeQuery,
  dateRangeParams,
  dayRangeQuery,
  readDateRange,
} from '../../../lib/date-range.ts';
import { userTimeZone } from '../../../lib/format.ts';

/** The address parameter of the capital account filter (the period and the tag are the dashboard's own). */
export const ACCOUNT_PARAM = 'account';
export const TAG_PARAM = 'tag';

/** What every analysis route is filtered by (docs/rules/statistics.md): the days in the zone, an account, a tag. */
export type AnalysisFilters = DayRangeQuery & { capital_account?: number; tag?: string };

function readAccount(text: string | null): number | undefined {
  const id = Number(text);
  return text !== null && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The filters of « Analyse » and « Calendrier », kept in the address: the dashboard's period (`?from=…&to=…`
 * or `?all=1`) and tag (`&tag=`), plus `&account=`. Changing one keeps the others and any other parameter
 * (the tab, the month).
 */
export function useAnalysisFilters() {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => readDateRange(params), [params]);
  const tag = params.get(TAG_PARAM) ?? '';
  const accountId = readAccount(params.get(ACCOUNT_PARAM));
  const filters: AnalysisFilters = useMemo(
    () => ({
      ...dayRangeQuery(range, userTimeZone()),
      ...(accountId === undefined ? {} : { capital_account: accountId }),
      ...(tag === '' ? {} : { tag }),
    }),
    [range, accountId, tag],
  );

  const setParam = (name: string, value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === '') updated.delete(name);
      else updated.set(name, value);
      return updated;
    });
  const applyRange = (next: DateRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of ['from', 'to', 'all']) updated.delete(name);
      for (const [name, value] of dateRangeParams(next)) updated.set(name, value);
      return updated;
    });

  return {
    params,
    range,
    tag,
    accountId,
    filters,
    applyRange,
    applyTag: (next: string) => setParam(TAG_PARAM, next),
    applyAccount: (next: string) => setParam(ACCOUNT_PARAM, next),
    setParam,
  };
}
