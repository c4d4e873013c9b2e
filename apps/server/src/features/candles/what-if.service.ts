import type { WhatIfQuery, WhatIfResponse } from '@carnet/contract';
import { WHAT_IF_DEFAULT_HORIZON_DAYS, whatIfExits } from '@carnet/domain';
import type { Db } from '../../db/database.ts';
import type { AnalysisService } from '../analysis/analysis.service.ts';
import { whatIfTrades } from './what-if.queries.ts';

/**
 * GET /api/v1/trades/what-if/ (docs/rules/candles.md#what-if): the analysis' scope (period of close dates in
 * `tz`, account, tag; another user's account is a 404), replayed by the domain's `whatIfExits`.
 */
export function createWhatIfService(deps: { db: Db; analysis: Pick<AnalysisService, 'scopeOf'> }) {
  return {
    async whatIf(userId: number, query: WhatIfQuery): Promise<WhatIfResponse> {
      const scope = await deps.analysis.scopeOf(userId, query);
      const horizonDays = query.horizon_days ?? WHAT_IF_DEFAULT_HORIZON_DAYS;
      return whatIfExits(await whatIfTrades(deps.db, scope, horizonDays), horizonDays);
    },
  };
}

export type WhatIfService = ReturnType<typeof createWhatIfService>;
