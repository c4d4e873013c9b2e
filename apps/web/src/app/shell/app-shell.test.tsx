import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken, getRefreshToken, storeTokens } from '../../lib/session.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

const routes = [
  { path: '/login', Component: () => <h1>Se connecter</h1> },
  {
    Component: AppShell,
    children: [{ path: '/app', Component: () => <h1>Opérations</h1>, handle: { crumb: 'Tableau de bord' } }],
  },
];

function signIn(isStaff: boolean) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  return mockFetch({
    'GET /auth/users/me/': () => ({
      body: { id: 1, username: 'alice', email: 'a@example.com', is_staff: isStaff },
    }),
    'POST /auth/jwt/logout/': () => ({ status: 204 }),
  });
}

describe('shell (docs/ui.md)', () => {
  it('offers a login link when signed out', async () => {
    renderRoutes(routes, '/app');
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toHaveTextContent('Tableau de bord');
  });

  it('shows « Administration » in the account menu for staff only', async () => {
    signIn(true);
    const { user } = renderRoutes(routes, '/app');
    await user.click(await screen.findByRole('button', { name: 'Compte alice' }));
    expect(await screen.findByRole('menuitem', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
  });

  it('hides « Administration » from other users', async () => {
    signIn(false);
    const { user } = renderRoutes(routes, '/app');
    await user.click(await screen.findByRole('button', { name: 'Compte alice' }));
    expect(await screen.findByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('logs out: revokes the refresh token, clears both tokens and goes to /login', async () => {
    const calls = signIn(false);
    const { user, router } = renderRoutes(routes, '/app');
    await user.click(await screen.findByRole('button', { name: 'Compte alice' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(calls.find((call) => call.url === '/auth/jwt/logout/')?.body).toEqual({ refresh: 'R1' });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('toggles the theme and keeps it in local storage', async () => {
    const { user } = renderRoutes(routes, '/app');
    await user.click(await screen.findByRole('button', { name: 'Passer au thème clair' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Passer au thème sombre' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('shows the notification count and items from local storage', async () => {
    window.localStorage.setItem('notif_count', '1');
    window.localStorage.setItem('notif_items', JSON.stringify(['Objectif de backtest atteint']));
    const { user } = renderRoutes(routes, '/app');
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 non lue)' }));
    expect(await screen.findByText('Objectif de backtest atteint')).toBeInTheDocument();
  });
});
