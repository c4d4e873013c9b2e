import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { AnalysisPage } from '../pages/analysis-page.tsx';
import { CalendarPage } from '../pages/calendar-page.tsx';

type Handlers = Parameters<typeof mockFetch>[0];

/** The filters' own lists: one account, one tag. */
export const FILTER_HANDLERS: Handlers = {
  'GET /api/v1/capital-accounts/': () => ({ body: [] }),
  'GET /api/v1/tags/': () => ({ body: [{ name: 'breakout', trades: 3 }] }),
};

/** No trade measured on candles yet: no scenario resolved, no excursion (docs/rules/candles.md). */
export const CANDLE_HANDLERS: Handlers = {
  'GET /api/v1/trades/what-if/': () => ({ body: { horizon_days: 5, skipped_unknown_r: 0, scenarios: [] } }),
  'GET /api/v1/trades/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
};

/** /analysis and /calendar for a signed-in trader; `handlers` answer the analysis routes. */
export function renderAnalysis(path: string, handlers: Handlers) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({ ...FILTER_HANDLERS, ...CANDLE_HANDLERS, ...handlers });
  const routes = [
    {
      Component: ToasterLayout,
      children: [
        { path: '/analysis', Component: AnalysisPage },
        { path: '/calendar', Component: CalendarPage },
      ],
    },
  ];
  return { calls, ...renderRoutes(routes, path) };
}

/** The query of the last call to `path`, as an object. */
export function lastQuery(calls: { url: string }[], path: string): Record<string, string> {
  const call = calls.findLast((recorded) => recorded.url.split('?')[0] === path);
  return Object.fromEntries(new URL(call?.url ?? path, 'http://localhost').searchParams);
}
