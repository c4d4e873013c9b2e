import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RequireSession } from './require-session.tsx';

const routes = [
  { path: '/login', Component: () => <h1>Se connecter</h1> },
  {
    Component: RequireSession,
    children: [{ path: '/trades/:id/edit', Component: () => <h1>Modifier le trade</h1> }],
  },
];

describe('protected routes (docs/ui.md)', () => {
  it('send a visitor with no access token to /login, remembering the origin', async () => {
    const { router } = renderRoutes(routes, '/trades/12/edit?onglet=captures');
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/trades/12/edit?onglet=captures',
    );
  });

  it('show the page when an access token is stored', async () => {
    storeTokens({ access: 'A1', refresh: 'R1' });
    renderRoutes(routes, '/trades/12/edit');
    expect(await screen.findByRole('heading', { name: 'Modifier le trade' })).toBeInTheDocument();
  });

  it('leave as soon as the tokens are cleared (logout in another tab, refused refresh)', async () => {
    storeTokens({ access: 'A1', refresh: 'R1' });
    const { router } = renderRoutes(routes, '/trades/12/edit');
    await screen.findByRole('heading', { name: 'Modifier le trade' });
    window.localStorage.removeItem('access_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Ftrades%2F12%2Fedit');
  });
});
