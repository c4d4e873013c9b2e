import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { GlobalStrategiesPage } from './global-strategies-page.tsx';
import { GlobalStrategyPage } from './global-strategy-page.tsx';

const swing = { id: 1, name: 'Swing', description: 'Tenue de plusieurs jours', active: true };
const scalping = { id: 2, name: 'Scalping', description: '', active: false };

function renderGlobalStrategies(path: string, handlers: Parameters<typeof mockFetch>[0]) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch(handlers);
  const view = renderRoutes(
    [
      {
        Component: ToasterLayout,
        children: [
          { path: '/global-strategies', Component: GlobalStrategiesPage },
          { path: '/global-strategies/new', Component: GlobalStrategyPage },
          { path: '/global-strategies/:id', Component: GlobalStrategyPage },
        ],
      },
    ],
    path,
  );
  return { calls, ...view };
}

describe('global strategies (docs/ui.md Global strategies)', () => {
  it('lists name, active and an edit link', async () => {
    renderGlobalStrategies('/global-strategies', {
      'GET /api/v1/trading-strategies/': () => ({ body: [swing, scalping] }),
    });
    const row = (await screen.findByText('Swing')).closest('tr');
    if (row === null) throw new Error('row of Swing');
    expect(within(row).getByText('Oui')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Modifier Swing' })).toHaveAttribute(
      'href',
      '/global-strategies/1',
    );
    const other = screen.getByText('Scalping').closest('tr');
    if (other === null) throw new Error('row of Scalping');
    expect(within(other).getByText('Non')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    renderGlobalStrategies('/global-strategies', { 'GET /api/v1/trading-strategies/': () => ({ body: [] }) });
    expect(await screen.findByText('Aucune stratégie globale pour l’instant.')).toBeInTheDocument();
  });

  it('creates one with its name, active select and description, then lists it', async () => {
    let list = [swing];
    const { user, calls, router } = renderGlobalStrategies('/global-strategies/new', {
      'GET /api/v1/trading-strategies/': () => ({ body: list }),
      'POST /api/v1/trading-strategies/': () => {
        list = [swing, { ...scalping, id: 3, name: 'Intraday' }];
        return { status: 201, body: list[1] };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom'), ' Intraday ');
    await user.selectOptions(screen.getByLabelText('Active'), 'Non');
    await user.type(screen.getByLabelText('Description'), 'Clôture avant la nuit');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Intraday',
      description: 'Clôture avant la nuit',
      active: false,
    });
    expect(await screen.findByText('Stratégie globale enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/global-strategies'));
    expect(await screen.findByText('Intraday')).toBeInTheDocument();
  });

  it('edits a stored one with PUT and shows server field errors under their fields', async () => {
    const { user, calls } = renderGlobalStrategies('/global-strategies/1', {
      'GET /api/v1/trading-strategies/1/': () => ({ body: swing }),
      'PUT /api/v1/trading-strategies/1/': () => ({ status: 400, body: { name: ['Ce nom existe déjà.'] } }),
    });
    expect(await screen.findByLabelText('Nom')).toHaveValue('Swing');
    expect(screen.getByLabelText('Description')).toHaveValue('Tenue de plusieurs jours');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce nom existe déjà.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Swing',
      description: 'Tenue de plusieurs jours',
      active: true,
    });
  });

  it('says when it cannot be found', async () => {
    renderGlobalStrategies('/global-strategies/8', {
      'GET /api/v1/trading-strategies/8/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
    });
    expect(await screen.findByText('Stratégie globale introuvable')).toBeInTheDocument();
  });
});
