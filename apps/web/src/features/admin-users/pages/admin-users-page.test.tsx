import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

const admin = { id: 1, username: 'admin', email: '', is_staff: true };
const bob = {
  id: 2,
  username: 'bob',
  email: 'bob@example.com',
  is_staff: false,
  is_active: true,
  date_joined: '2026-02-11T14:30:00Z',
  last_login: null,
};

function renderAdmin(handlers: Parameters<typeof mockFetch>[0], me = admin) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({ 'GET /auth/users/me/': () => ({ body: me }), ...handlers });
  return { calls, ...renderRoutes([{ path: '/admin/users', Component: AdminUsersPage }], '/admin/users') };
}

describe('administration of users (README.md)', () => {
  it('lists users with their e-mail, staff flag, status, creation and last login', async () => {
    renderAdmin({ 'GET /api/v1/admin/users/': () => ({ body: [bob] }) });
    const row = (await screen.findByRole('cell', { name: 'bob' })).closest('tr');
    if (row === null) throw new Error('row of bob');
    expect(within(row).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Actif')).toBeInTheDocument();
    expect(within(row).getByText('11/02/2026')).toBeInTheDocument();
    expect(within(row).getByText('Jamais')).toBeInTheDocument();
  });

  it('shows the server field errors under the fields of the creation form', async () => {
    const { user, calls } = renderAdmin({
      'GET /api/v1/admin/users/': () => ({ body: [] }),
      'POST /api/v1/admin/users/': () => ({
        status: 400,
        body: { username: ['Ce nom d’utilisateur existe déjà.'] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Nouvel utilisateur' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvel utilisateur' });
    await user.type(within(dialog).getByLabelText('Nom d’utilisateur'), 'bob');
    await user.type(within(dialog).getByLabelText('Mot de passe initial'), 'motdepasse-1');
    await user.click(within(dialog).getByRole('checkbox', { name: /Administrateur/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer le compte' }));
    expect(await within(dialog).findByText('Ce nom d’utilisateur existe déjà.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'bob',
      email: '',
      password: 'motdepasse-1',
      is_staff: true,
    });
  });

  it('disables a user after the confirmation dialog', async () => {
    const { user, calls } = renderAdmin({
      'GET /api/v1/admin/users/': () => ({ body: [bob] }),
      'PATCH /api/v1/admin/users/2/': () => ({ body: { ...bob, is_active: false } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Désactiver bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr ?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.getByText('Désactivé')).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ is_active: false });
  });

  it('tells a non-staff user the page is reserved, without asking for the list', async () => {
    const { calls } = renderAdmin({}, { ...admin, is_staff: false });
    expect(await screen.findByText('Accès réservé aux administrateurs.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/v1/admin/'))).toBe(false);
  });
});
