import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aListItem } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const listCalls = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/v1/trades/?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));

const rows = [aListItem({ id: 1 }), aListItem({ id: 2, asset_name: 'EURUSD' })];
const aPage = {
  'GET /api/v1/trades/': () => ({ body: { count: 2, next: null, previous: null, results: rows } }),
};

describe('/trades — filters and sort in the address (docs/rules/money.md)', () => {
  it('reads the filters and the sort of a link, and sends them to the list', async () => {
    const { calls } = renderTradePage(
      '/trades?all=1&capital_account=9&asset_name=EURUSD&outcome=LOSS&status=CLOSED&direction=LONG&ordering=realized_rr&page=2',
      aPage,
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({
        page: '2',
        capital_account: '9',
        asset_name: 'EURUSD',
        outcome: 'LOSS',
        status: 'CLOSED',
        direction: 'LONG',
        ordering: 'realized_rr',
      }),
    );
    expect(await screen.findByLabelText('Compte')).toHaveValue('9');
    expect(screen.getByRole('option', { name: 'Compte live' })).toBeInTheDocument();
    expect(screen.getByLabelText('Actif')).toHaveValue('EURUSD');
    expect(screen.getByLabelText('Résultat')).toHaveValue('LOSS');
    expect(screen.getByLabelText('Statut')).toHaveValue('CLOSED');
    expect(screen.getByLabelText('Sens')).toHaveValue('LONG');
    const table = await screen.findByRole('table', { name: 'Opérations' });
    expect(within(table).getByRole('columnheader', { name: /R réalisé/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: /Entrée/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('a filter goes back to page 1 and keeps the others; the symbol applies on Entrée', async () => {
    const { calls, user, router } = renderTradePage('/trades?all=1&page=3&status=CLOSED', aPage);
    await user.selectOptions(await screen.findByLabelText('Résultat'), 'WIN');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ page: '1', status: 'CLOSED', outcome: 'WIN' }),
    );
    await user.type(screen.getByLabelText('Actif'), ' btcusdt {Enter}');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ asset_name: 'btcusdt' }));
    expect(router.state.location.search).toBe('?all=1&status=CLOSED&outcome=WIN&asset_name=btcusdt');
    await user.selectOptions(screen.getByLabelText('Statut'), 'Tous les statuts');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ page: '1', outcome: 'WIN', asset_name: 'btcusdt' }),
    );
  });

  it('sorts from the headers with the keyboard: largest first, then the other way', async () => {
    const { calls, user, router } = renderTradePage('/trades?all=1&page=2', aPage);
    const table = await screen.findByRole('table', { name: 'Opérations' });
    expect(within(table).getByRole('columnheader', { name: /Entrée/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const net = within(table).getByRole('button', { name: 'Net' });
    net.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1', ordering: '-pnl_amount' }));
    expect(within(table).getByRole('columnheader', { name: /Net/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.keyboard(' ');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1', ordering: 'pnl_amount' }));
    expect(router.state.location.search).toBe('?all=1&ordering=pnl_amount');
    await user.click(within(table).getByRole('button', { name: 'Entrée' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1' }));
  });

  it('says when filters match nothing and resets them, the sort kept', async () => {
    const { calls, user, router } = renderTradePage(
      '/trades?all=1&outcome=WIN&tag=FOMO&ordering=-realized_rr',
      {
        'GET /api/v1/trades/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
      },
    );
    expect(await screen.findByText('Aucune opération ne correspond à ces filtres.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=-realized_rr'));
    expect(listCalls(calls).at(-1)).toMatchObject({ page: '1', ordering: '-realized_rr' });
    expect(listCalls(calls).at(-1)).not.toHaveProperty('outcome');
    expect(await screen.findByText('Aucune opération sur cette période.')).toBeInTheDocument();
  });
});
