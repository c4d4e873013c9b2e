import { type CapitalAccount, CHALLENGE_MESSAGES } from '@carnet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch, type RecordedCall } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { CapitalAccountPage } from './capital-account-page.tsx';

const stored: CapitalAccount = {
  id: 3,
  name: 'FTMO 100k',
  mode: 'CHALLENGE',
  currency: 'USD',
  starting_balance: '100000',
  current_balance: '104250.5',
  target_balance: '110000',
  start_date: '2026-01-05',
  target_date: '2026-02-05',
  is_active: true,
  notes: 'Phase 1',
  progress_pct: 42.5,
  trades_count: 12,
};

function renderAccount(path: string, handlers: Parameters<typeof mockFetch>[0] = {}) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({
    'POST /api/v1/capital-accounts/': () => ({ status: 201, body: { ...stored, id: 9 } }),
    'GET /api/v1/capital-accounts/3/': () => ({ body: stored }),
    'PUT /api/v1/capital-accounts/3/': () => ({ body: stored }),
    'GET /api/v1/capital-accounts/3/adjustments/': () => ({ body: [] }),
    'GET /api/v1/capital-accounts/3/challenge/': () => ({
      status: 400,
      body: { non_field_errors: [CHALLENGE_MESSAGES.noRules] },
    }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      {
        Component: ToasterLayout,
        children: [
          { path: '/capital/accounts/new', Component: CapitalAccountPage },
          { path: '/capital/accounts/:id', Component: CapitalAccountPage },
          { path: '/capital/accounts', element: <h1>Liste des comptes</h1> },
        ],
      },
    ],
    path,
  );
  return { calls, ...view };
}

const sent = (calls: RecordedCall[], method: string) => calls.find((call) => call.method === method)?.body;

describe('capital account form (docs/rules/trades.md#fields, docs/rules/trades.md#validation)', () => {
  it('starts as an active simulation account in USD', async () => {
    renderAccount('/capital/accounts/new');
    expect(await screen.findByLabelText('Type')).toHaveValue('SIM');
    expect(screen.getByLabelText('Devise')).toHaveValue('USD');
    expect(screen.getByLabelText('Statut')).toHaveValue('true');
    expect(screen.getByLabelText('Solde de départ')).toHaveValue('');
  });

  it('requires a name and a starting balance (« Champ requis »)', async () => {
    const { user, calls } = renderAccount('/capital/accounts/new');
    await user.click(await screen.findByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findAllByText('Champ requis')).toHaveLength(2);
    expect(screen.getByLabelText('Solde de départ')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the name trimmed, empty optional values as null and the starting balance as current', async () => {
    const { user, calls, router } = renderAccount('/capital/accounts/new');
    await user.type(await screen.findByLabelText('Nom'), '  Compte live  ');
    await user.selectOptions(screen.getByLabelText('Type'), 'Live');
    await user.type(screen.getByLabelText('Solde de départ'), '10 000,50');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    await waitFor(() => expect(sent(calls, 'POST')).toBeDefined());
    expect(sent(calls, 'POST')).toEqual({
      name: 'Compte live',
      mode: 'LIVE',
      currency: 'USD',
      starting_balance: '10000.5',
      current_balance: '10000.5',
      target_balance: null,
      start_date: null,
      target_date: null,
      is_active: true,
      notes: null,
    });
    expect(await screen.findByText('Compte créé')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/capital/accounts'));
  });

  it('creates a challenge with a target and dates', async () => {
    const { user, calls } = renderAccount('/capital/accounts/new');
    await user.type(await screen.findByLabelText('Nom'), 'FTMO');
    await user.selectOptions(screen.getByLabelText('Type'), 'Challenge');
    await user.clear(screen.getByLabelText('Devise'));
    await user.type(screen.getByLabelText('Devise'), 'eur');
    await user.type(screen.getByLabelText('Solde de départ'), '100000');
    await user.type(screen.getByLabelText('Solde actuel'), '101500');
    await user.type(screen.getByLabelText('Objectif de solde'), '110000');
    await user.type(screen.getByLabelText('Date de début'), '2026-03-02');
    await user.type(screen.getByLabelText('Date cible'), '2026-04-02');
    await user.type(screen.getByLabelText('Notes'), 'Phase 1');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    await waitFor(() => expect(sent(calls, 'POST')).toBeDefined());
    expect(sent(calls, 'POST')).toEqual({
      name: 'FTMO',
      mode: 'CHALLENGE',
      currency: 'EUR',
      starting_balance: '100000',
      current_balance: '101500',
      target_balance: '110000',
      start_date: '2026-03-02',
      target_date: '2026-04-02',
      is_active: true,
      notes: 'Phase 1',
      rules: null,
    });
  });

  it('edits a stored account and says « Compte mis à jour »', async () => {
    const { user, calls } = renderAccount('/capital/accounts/3');
    expect(await screen.findByLabelText('Solde actuel')).toHaveValue('104\u202f250,5');
    await user.selectOptions(screen.getByLabelText('Statut'), 'Archivé');
    await user.clear(screen.getByLabelText('Objectif de solde'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toBeDefined());
    expect(sent(calls, 'PUT')).toMatchObject({ is_active: false, target_balance: null, notes: 'Phase 1' });
    expect(await screen.findByText('Compte mis à jour')).toBeInTheDocument();
  });

  it('shows a balance with fractions of a cent rounded, and leaves it out of the save when left as shown', async () => {
    const exact = { ...stored, current_balance: '103728.31277' };
    const { user, calls } = renderAccount('/capital/accounts/3', {
      'GET /api/v1/capital-accounts/3/': () => ({ body: exact }),
      'PUT /api/v1/capital-accounts/3/': () => ({ body: exact }),
    });
    expect(await screen.findByLabelText('Solde actuel')).toHaveValue('103\u202f728,31');
    await user.type(screen.getByLabelText('Notes'), ' et 2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toBeDefined());
    expect(sent(calls, 'PUT')).toMatchObject({ notes: 'Phase 1 et 2' });
    expect(sent(calls, 'PUT')).not.toHaveProperty('current_balance');
  });

  it('sends the balance the user types (the server records the difference as an adjustment)', async () => {
    const { user, calls } = renderAccount('/capital/accounts/3', {
      'GET /api/v1/capital-accounts/3/': () => ({ body: { ...stored, current_balance: '103728.31277' } }),
    });
    await user.clear(await screen.findByLabelText('Solde actuel'));
    await user.type(screen.getByLabelText('Solde actuel'), '103 728,30');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toBeDefined());
    expect(sent(calls, 'PUT')).toMatchObject({ current_balance: '103728.3' });
  });

  it('lists the balance adjustments with their sign, amount and time, and none when there is none', async () => {
    renderAccount('/capital/accounts/3', {
      'GET /api/v1/capital-accounts/3/adjustments/': () => ({
        body: [
          { id: 2, amount: '-40.5', created_at: '2026-11-20T09:30:00Z' },
          { id: 1, amount: '1250', created_at: '2026-11-18T16:00:00Z' },
        ],
      }),
    });
    const card = await screen.findByRole('region', { name: 'Ajustements de solde' });
    const amounts = within(card)
      .getAllByRole('listitem')
      .map((item) => item.lastChild?.textContent?.replace(/\s/g, ' '));
    expect(amounts).toEqual(['-40,50 $US', '+1 250,00 $US']);
  });

  it('shows no adjustments card for an account without one', async () => {
    renderAccount('/capital/accounts/3');
    await screen.findByLabelText('Solde actuel');
    expect(screen.queryByRole('region', { name: 'Ajustements de solde' })).toBeNull();
  });

  it('shows a server field error under its field and as a toast', async () => {
    const { user } = renderAccount('/capital/accounts/3', {
      'PUT /api/v1/capital-accounts/3/': () => ({
        status: 400,
        body: { currency: ['Code devise ISO à 3 lettres (ex. USD).'] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Code devise ISO à 3 lettres (ex. USD).')).toBeInTheDocument();
    expect(screen.getByLabelText('Devise')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Requête invalide')).toBeInTheDocument();
  });

  it('says « Impossible de charger le compte » and goes back to the list', async () => {
    const { router } = renderAccount('/capital/accounts/3', {
      'GET /api/v1/capital-accounts/3/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
    });
    expect(await screen.findByText('Impossible de charger le compte')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/capital/accounts'));
  });
});

describe('an account whose balance holds estimates (docs/rules/money.md#sources)', () => {
  it('says how many closed trades moved it by R × risk', async () => {
    renderAccount('/capital/accounts/3', {
      'GET /api/v1/capital-accounts/3/': () => ({ body: { ...stored, estimated_trades_count: 2 } }),
    });
    expect(
      await screen.findByText(
        '2 opérations clôturées ont un résultat estimé (R × risque) : Carnet ne connaît pas la taille de leur instrument.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when every result is computed or reported', async () => {
    renderAccount('/capital/accounts/3', {
      'GET /api/v1/capital-accounts/3/': () => ({ body: { ...stored, estimated_trades_count: 0 } }),
    });
    expect(await screen.findByLabelText('Nom')).toHaveValue('FTMO 100k');
    expect(screen.queryByText(/résultat estimé/)).toBeNull();
  });
});
