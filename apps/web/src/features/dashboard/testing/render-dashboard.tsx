import type { Dashboard } from '@carnet/contract';
import type { ComponentType } from 'react';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { DashboardPage } from '../pages/dashboard-page.tsx';

type Handlers = Parameters<typeof mockFetch>[0];

/** The hand-made scenario: +1 R, −1.5 R, 0 R closed in that order (a draft left out). */
export const PAPER_DASHBOARD: Dashboard = {
  total_trades: 3,
  win_rate: 33.3,
  expectancy: -0.1667,
  payoff_ratio: 0.6667,
  equity_curve: [0, 1, -0.5, -0.5],
  grouped: [{ period: '2026-11-16', wins: 1, losses: 1, breakevens: 1 }],
  rr_histogram: [
    { label: '-2R à -1R', count: 1 },
    { label: '-1R à 0R', count: 0 },
    { label: '0R à 1R', count: 1 },
    { label: '1R à 2R', count: 1 },
  ],
  current_drawdown: 1.5,
  max_drawdown: 1.5,
  trades_without_r: 0,
  // 1 % of 10 000 at risk: +100, −150, then 0, closed over two days.
  money_curves: [
    {
      currency: 'EUR',
      points: [
        { date: '2026-11-16', net: '100', cumulative_net: '100' },
        { date: '2026-11-17', net: '-150', cumulative_net: '-50' },
      ],
    },
  ],
};

export const EMPTY_DASHBOARD: Dashboard = {
  total_trades: 0,
  win_rate: null,
  expectancy: null,
  payoff_ratio: null,
  equity_curve: [],
  grouped: [],
  rr_histogram: [],
  current_drawdown: 0,
  max_drawdown: 0,
  trades_without_r: 0,
  money_curves: [],
};

export const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

const landing =
  (title: string): ComponentType =>
  () => <h1>{title}</h1>;

/** /app for a signed-in trader; `handlers` answer the dashboard, the trade list and the active goal. */
export function renderDashboard(path: string, handlers: Handlers) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch(handlers);
  const routes = [
    {
      Component: ToasterLayout,
      children: [
        { path: '/app', Component: DashboardPage },
        { path: '/backtests/goals', Component: landing('Objectifs de backtest') },
        { path: '/trades/new', Component: landing('Nouveau trade') },
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
