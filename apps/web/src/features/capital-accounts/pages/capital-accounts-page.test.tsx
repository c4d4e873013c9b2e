import type { CapitalAccount } from '@carnet/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CapitalAccountsPage } from './capital-accounts-page.tsx';

const challenge: CapitalAccount = {
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
  notes: null,
  progress_pct: 42.505,
  trades_count: 12,
};
const archived: CapitalAccount = {
  ...challenge,
  id: 4,
  name: 'Démo 2025',
  mode: 'SIM',
  currency: 'EUR',
  starting_balance: '5000',
  current_balance: '4800',
  target_balance: null,
  is_active: false,
  progress_pct: null,
  trades_count: 0,
};

function renderList(reply: () => { status?: number; body?: unknown }) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  mockFetch({ 'GET /api/v1/capital-accounts/': reply });
  return renderRoutes([{ path: '/capital/accounts', Component: CapitalAccountsPage }], '/capital/accounts');
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (row === null) throw new Error(`row of ${name}`);
  return row;
}

describe('capital accounts list (docs/ui.md Capital accounts)', () => {
  it('shows each account with its badge, type, balances in its currency, progress and trades', async () => {
    renderList(() => ({ body: [challenge, archived] }));
    await screen.findByText('FTMO 100k');
    const active = within(rowOf('FTMO 100k'));
    expect(active.getByText('Actif')).toBeInTheDocument();
    expect(active.getByText('Challenge')).toBeInTheDocument();
    expect(active.getByText('100 000,00 $US')).toBeInTheDocument();
    expect(active.getByText('104 250,50 $US')).toBeInTheDocument();
    expect(active.getByText('110 000,00 $US')).toBeInTheDocument();
    expect(active.getByText('42,5 %')).toBeInTheDocument();
    expect(active.getByRole('progressbar', { name: 'Progression de FTMO 100k' })).toBeInTheDocument();
    expect(active.getByText('12')).toBeInTheDocument();
    expect(active.getByRole('link', { name: 'Modifier FTMO 100k' })).toHaveAttribute(
      'href',
      '/capital/accounts/3',
    );

    const old = within(rowOf('Démo 2025'));
    expect(old.getByText('Archivé')).toBeInTheDocument();
    expect(old.getByText('Simulation')).toBeInTheDocument();
    expect(old.getByText('4 800,00 €')).toBeInTheDocument();
    expect(old.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when there is no account yet', async () => {
    renderList(() => ({ body: [] }));
    expect(await screen.findByText('Aucun compte de capital pour l’instant.')).toBeInTheDocument();
  });

  it('says « Impossible de charger les comptes de capital » when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderList(() => ({ status: 500, body: { detail: 'Erreur interne du serveur.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les comptes de capital',
    );
  });
});
