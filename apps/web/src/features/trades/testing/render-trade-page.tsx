import type { ComponentType } from 'react';
import { storeTokens } from '../../../lib/session.ts';
import { anAccount } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { TradeDetailPage } from '../pages/trade-detail-page.tsx';
import { TradeFormPage } from '../pages/trade-form-page.tsx';
import { TradesPage } from '../pages/trades-page.tsx';
import { aConfiguration, otherConfiguration, PROFILE } from './fixtures.ts';

type Handlers = Parameters<typeof mockFetch>[0];

const landing =
  (title: string): ComponentType =>
  () => <h1>{title}</h1>;

/** The reference data every trade page loads: profile, configurations, tags, accounts, the fixture’s history, no candles. */
export const REFERENCE_HANDLERS: Handlers = {
  'GET /api/v1/profile/': () => ({ body: PROFILE }),
  'GET /api/v1/strategies/': () => ({ body: [aConfiguration(), otherConfiguration] }),
  'GET /api/v1/tags/': () => ({ body: [{ name: 'FOMO', trades: 3 }] }),
  'GET /api/v1/trades/12/history/': () => ({ body: [] }),
  'GET /api/v1/candles/coverage/': () => ({ body: [] }),
  'GET /api/v1/capital-accounts/': () => ({
    body: [anAccount(), anAccount({ id: 10, name: 'Ancien compte', is_active: false })],
  }),
};

/** Renders the trades pages at `path` for a signed-in trader, with toasts and the places they lead to. */
export function renderTradePage(path: string, handlers: Handlers) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({ ...REFERENCE_HANDLERS, ...handlers });
  const routes = [
    {
      Component: ToasterLayout,
      children: [
        { path: '/trades', Component: TradesPage },
        { path: '/trades/new', Component: TradeFormPage },
        { path: '/trades/:id/edit', Component: TradeFormPage },
        { path: '/trades/:id', Component: TradeDetailPage },
        { path: '/app', Component: landing('Tableau de bord') },
        { path: '/profile', Component: landing('Profil') },
        { path: '/strategies/new', Component: landing('Nouvelle configuration') },
        { path: '/capital/accounts/new', Component: landing('Nouveau compte de capital') },
      ],
    },
  ];
  return { calls, ...renderRoutes(routes, path) };
}
