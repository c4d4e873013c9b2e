import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayRangeQuery, defaultDateRange } from '../../../lib/date-range.ts';
import { userTimeZone } from '../../../lib/format.ts';
import { getAccessToken, getRefreshToken } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NOT_FOUND } from '../../backtests/testing/fixtures.ts';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard.ts';
import { EMPTY_DASHBOARD, EMPTY_PAGE } from '../../dashboard/testing/render-dashboard.tsx';
import { dashboardQueryFor } from '../../dashboard/utils/dashboard-query.ts';
import { LoginPage } from './login-page.tsx';

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/app', Component: () => <h1>Opérations</h1> },
  { path: '/profile', Component: () => <h1>Profil</h1> },
];

/** What /app loads for its default range, answered empty. */
const DASHBOARD_DATA = {
  'GET /api/v1/trades/dashboard/': () => ({ body: EMPTY_DASHBOARD }),
  'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
  'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
};

/** Fills the form as a person would and sends it. */
async function logIn(user: ReturnType<typeof renderRoutes>['user'], username: string, password: string) {
  await user.type(screen.getByLabelText('Nom d’utilisateur'), username);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Connexion' }));
}

describe('login page (docs/ui.md Login screen)', () => {
  it('shows every text of the spec', () => {
    renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByText('Accédez à votre journal de trading')).toBeInTheDocument();
    expect(screen.getByText('Besoin d’un accès ? Contactez l’administrateur.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeEnabled();
  });

  it('requires the username and the password before calling the server', async () => {
    const calls = mockFetch({});
    const { user } = renderRoutes(routes, '/login');
    await user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByLabelText('Nom d’utilisateur')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Nom d’utilisateur'), '   ');
    await user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const { user } = renderRoutes(routes, '/login');
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("says 'Connexion…' while submitting, then the failure message of docs/ui.md#errors", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    mockFetch({ 'POST /auth/jwt/create/': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderRoutes(routes, '/login');
    await logIn(user, 'alice', 'mauvais');
    const pending = await screen.findByRole('button', { name: 'Connexion…' });
    expect(pending).toBeDisabled();
    answer({ status: 401, body: { detail: 'Identifiants invalides.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides ou erreur serveur.');
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeEnabled();
    expect(getAccessToken()).toBeNull();
  });

  it('stores both tokens and returns to the remembered origin', async () => {
    const calls = mockFetch({ 'POST /auth/jwt/create/': () => ({ body: { access: 'A1', refresh: 'R1' } }) });
    const { user, router } = renderRoutes(routes, '/login?next=%2Fprofile');
    await logIn(user, '  alice ', 'secret-123');
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(calls[0]?.body).toEqual({ username: 'alice', password: 'secret-123' });
    expect(getAccessToken()).toBe('A1');
    expect(getRefreshToken()).toBe('R1');
  });

  it('goes to /app without an origin, and never to another site', async () => {
    const calls = mockFetch({
      'POST /auth/jwt/create/': () => ({ body: { access: 'A1', refresh: 'R1' } }),
      ...DASHBOARD_DATA,
    });
    const { user, router } = renderRoutes(routes, '/login?next=%2F%2Fevil.example');
    await logIn(user, 'alice', 'secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    // The dashboard's prefetch ends inside this test, not in the next one's fetch mock.
    await waitFor(() => expect(calls).toHaveLength(1 + Object.keys(DASHBOARD_DATA).length));
  });

  it('on the way to /app, starts loading the dashboard’s default range with the new token', async () => {
    const calls = mockFetch({
      'POST /auth/jwt/create/': () => ({ body: { access: 'A1', refresh: 'R1' } }),
      ...DASHBOARD_DATA,
    });
    const { user, queryClient } = renderRoutes(routes, '/login');
    await logIn(user, 'alice', 'secret-123');
    const expected = dashboardQueryFor(dayRangeQuery(defaultDateRange(), userTimeZone()));
    await waitFor(() =>
      expect(queryClient.getQueryData(dashboardQueryKey(expected))).toEqual(EMPTY_DASHBOARD),
    );
    const prefetched = () => calls.slice(1).map((call) => `${call.method} ${call.url.split('?')[0]}`);
    await waitFor(() => expect(prefetched().sort()).toEqual(Object.keys(DASHBOARD_DATA).sort()));
    expect(calls.slice(1).every((call) => call.authorization === 'Bearer A1')).toBe(true);
  });

  it('prefetches nothing when returning elsewhere', async () => {
    const calls = mockFetch({ 'POST /auth/jwt/create/': () => ({ body: { access: 'A1', refresh: 'R1' } }) });
    const { user } = renderRoutes(routes, '/login?next=%2Fprofile');
    await logIn(user, 'alice', 'secret-123');
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
