import type {
  CapitalAccount,
  CloseTrade,
  Configuration,
  Trade,
  TradeCreate,
  TradeHistoryEntry,
} from '@carnet/contract';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../build-test-app.ts';

export { longTrade, PREFERRED_ENTRY } from './long-trade-fixture.ts';

/** Monday 16 November 2026, 14:00 UTC: the secondary slot. */
export const SECONDARY_ENTRY = '2026-11-16T14:00:00Z';
/** Saturday 21 November 2026: outside every slot. */
export const WEEKEND_ENTRY = '2026-11-21T10:00:00Z';

/** A configuration on the UTC clock, so entry times read the same everywhere (docs/ui.md bands and multipliers). */
export const SETUP = {
  name: 'Cassure de range',
  timezone: 'UTC',
  timing_preferred: [{ time: '10:00', tolerance_min: 10, days: [1, 2, 3, 4, 5] }],
  timing_secondary: [{ time: '14:00', tolerance_min: 10 }],
  secondary_min_score_pct: 90,
  timing_multipliers: { preferred: 1, secondary: 0.8 },
  grade_bands: [
    { grade: 'A+', min: 90, risk_pct: 2 },
    { grade: 'A', min: 75, risk_pct: 1.5 },
    { grade: 'B', min: 60, risk_pct: 1 },
    { grade: 'C', min: 0, risk_pct: 0.5 },
  ],
  confirmations: [
    { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 1 },
    { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1 },
    { key: 'VOLUME', label: 'Volume en hausse', level: 'LTF', mandatory: false, weight: 2 },
  ],
  types: [{ description: 'Cassure' }, { description: 'Retest' }],
};

export type Api = ReturnType<typeof apiOf>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** JSON calls of one user, with the status checked where the caller says what it expects. */
export function apiOf(t: TestApp, user: TestUser) {
  async function call(method: HttpMethod, url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: user.authHeader,
      ...(payload === undefined ? {} : { payload }),
    });
  }
  async function ok<T>(status: number, method: HttpMethod, url: string, payload?: object) {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }
  return {
    call,
    ok,
    async remove(url: string) {
      const response = await call('DELETE', url);
      expect(response.statusCode, response.body).toBe(204);
    },
    account: (id: number) => ok<CapitalAccount>(200, 'GET', `/api/v1/capital-accounts/${id}/`),
    trade: (id: number) => ok<Trade>(200, 'GET', `/api/v1/trades/${id}/`),
    createTrade: (body: TradeCreate) => ok<Trade>(201, 'POST', '/api/v1/trades/', body),
    close: (id: number, body: CloseTrade) =>
      ok<Trade>(200, 'POST', `/api/v1/trades/${id}/close_trade/`, body),
    reopen: (id: number) => ok<Trade>(200, 'POST', `/api/v1/trades/${id}/reopen/`),
    history: (id: number) => ok<TradeHistoryEntry[]>(200, 'GET', `/api/v1/trades/${id}/history/`),
  };
}

/** A global strategy, the UTC configuration above and an active account of `startingBalance`. */
export async function arrangeSetup(t: TestApp, user: TestUser, startingBalance = '10000') {
  const api = apiOf(t, user);
  const parent = await api.ok<{ id: number }>(201, 'POST', '/api/v1/trading-strategies/', {
    name: 'Price action',
  });
  const configuration = await api.ok<Configuration>(201, 'POST', '/api/v1/strategies/', {
    ...SETUP,
    parent_strategy: parent.id,
  });
  const account = await api.ok<CapitalAccount>(201, 'POST', '/api/v1/capital-accounts/', {
    name: 'Compte principal',
    starting_balance: startingBalance,
  });
  return { api, parentId: parent.id, configuration, account };
}

/** Another account of the same user, e.g. one per hand-computed scenario. */
export function createAccount(api: Api, startingBalance: string, extra: object = {}) {
  return api.ok<CapitalAccount>(201, 'POST', '/api/v1/capital-accounts/', {
    name: `Compte ${startingBalance}`,
    starting_balance: startingBalance,
    ...extra,
  });
}
