import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aListItem } from '../../features/trades/testing/fixtures.ts';
import { storeTokens } from '../../lib/session.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CommandPalette } from './command-palette.tsx';

const routes = [
  { path: '/app', Component: () => <CommandPalette open onOpenChange={() => {}} /> },
  { path: '/trades/:id', Component: () => <h1>Fiche de l’opération</h1> },
];

const searches = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/v1/trades/search/'))
    .map((call) => new URL(call.url, 'http://localhost').searchParams.get('q'));

describe('command palette: trades by symbol and tag (docs/ui.md, docs/api.md#search)', () => {
  it('asks the server once the typing pauses, lists the trades found and opens one with Entrée', async () => {
    storeTokens({ access: 'A1', refresh: 'R1' });
    const calls = mockFetch({
      'GET /api/v1/trades/search/': () => ({
        body: {
          count: 12,
          next: '/api/v1/trades/search/?q=eur&page=2',
          previous: null,
          results: [
            aListItem({ id: 7, asset_name: 'EURUSD', tags: ['FOMO'], realized_rr: 1.5 }),
            aListItem({ id: 8, asset_name: 'EURJPY', tags: [] }),
          ],
        },
      }),
    });
    const { user, router } = renderRoutes(routes, '/app');
    await user.type(await screen.findByRole('combobox'), 'e');
    expect(searches(calls)).toEqual([]);
    await user.type(screen.getByRole('combobox'), 'ur');
    const group = await screen.findByRole('group', { name: 'Opérations (2 sur 12)' });
    const found = within(group).getAllByRole('option');
    expect(found.map((option) => option.textContent)).toEqual([
      expect.stringContaining('EURUSD · Achat'),
      expect.stringContaining('EURJPY · Achat'),
    ]);
    expect(found[0]).toHaveTextContent('FOMO');
    expect(found[0]).toHaveTextContent('1,50 R');
    expect(searches(calls)).toEqual(['eur']);

    // Pages whose words match (« Journal ») may come first: the arrows reach the trades after them.
    const selected = () => screen.queryByRole('option', { selected: true })?.textContent ?? '';
    for (let step = 0; step < 10 && !selected().includes('EURUSD'); step += 1)
      await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('EURUSD');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('EURJPY');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/trades/8'));
  });

  it('asks nothing for a single character or when signed out', async () => {
    const calls = mockFetch({});
    const { user } = renderRoutes(routes, '/app');
    await user.type(await screen.findByRole('combobox'), 'eurusd');
    await screen.findByText('Aucun résultat.');
    expect(searches(calls)).toEqual([]);
  });
});
