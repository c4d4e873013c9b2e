import { EMPTY_ASSETS } from '@carnet/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../lib/session.ts';
import { mockFetch } from '../test/mock-fetch.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './routes.tsx';

// docs/ui.md route table: path → the h1 its page shows today.
const PROTECTED_PAGES: Record<string, string> = {
  '/app': 'Opérations',
  '/trades': 'Opérations',
  '/trades/new': 'Nouveau trade',
  // Unknown trade: « Opération introuvable » under the page title.
  '/trades/7': 'Opération',
  '/trades/7/edit': 'Opération',
  '/profile': 'Profil',
  '/strategies': 'Configurations',
  '/strategies/new': 'Nouvelle configuration',
  '/strategies/3': 'Configuration',
  '/global-strategies': 'Stratégies globales',
  '/global-strategies/new': 'Nouvelle stratégie globale',
  '/global-strategies/2': 'Stratégie globale',
  '/capital/accounts': 'Comptes de capital',
  '/capital/accounts/new': 'Nouveau compte de capital',
  // Unknown account: « Impossible de charger le compte », then back to the list (docs/ui.md#errors).
  '/capital/accounts/4': 'Comptes de capital',
  '/backtests/sessions': 'Sessions de backtest',
  '/backtests/sessions/9': 'Session introuvable',
  '/backtests/goals': 'Objectifs de backtest',
};

describe('route table', () => {
  it('serves every protected route of docs/ui.md, and « Page introuvable » for the rest', async () => {
    storeTokens({ access: 'A1', refresh: 'R1' });
    mockFetch({
      'GET /auth/users/me/': () => ({ body: { id: 1, username: 'alice', email: '', is_staff: false } }),
      'GET /api/v1/profile/': () => ({ body: { assets: EMPTY_ASSETS } }),
      'GET /api/v1/trades/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
      'GET /api/v1/trades/7/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
      'GET /api/v1/strategies/': () => ({ body: [] }),
      'GET /api/v1/strategies/3/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
      'GET /api/v1/trading-strategies/': () => ({ body: [] }),
      'GET /api/v1/trading-strategies/2/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
      'GET /api/v1/capital-accounts/': () => ({ body: [] }),
      'GET /api/v1/capital-accounts/4/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
      'GET /api/v1/backtests/sessions/': () => ({ body: [] }),
      'GET /api/v1/backtests/sessions/9/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
      'GET /api/v1/backtests/goals/active/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
      'GET /api/v1/backtests/goals/': () => ({ body: [] }),
    });
    const { router } = renderRoutes(routes, '/app');
    for (const [path, title] of Object.entries(PROTECTED_PAGES)) {
      await act(() => router.navigate(path));
      expect(await screen.findByRole('heading', { level: 1, name: title }), path).toBeInTheDocument();
    }
    await act(() => router.navigate('/trades/7/nulle-part'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    // Each lazy page is transformed on first import: generous for a cold run on two cores.
  }, 60_000);

  it('shows the landing page with a login link to a visitor', async () => {
    renderRoutes(routes, '/');
    const links = await screen.findAllByRole('link', { name: 'Se connecter' });
    expect(links[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('img', { name: /Courbe d’équité d’exemple/ })).toBeInTheDocument();
  });

  it('links the landing page to the app when an access token is stored', async () => {
    storeTokens({ access: 'A1', refresh: 'R1' });
    renderRoutes(routes, '/');
    const links = await screen.findAllByRole('link', { name: 'Ouvrir l’application' });
    expect(links[0]).toHaveAttribute('href', '/app');
  });
});
