import { TAG_MESSAGES } from '@carnet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aListItem } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const page = {
  count: 3,
  next: null,
  previous: null,
  results: [
    aListItem({ id: 1, asset_name: 'EURUSD', tags: ['FOMO'] }),
    aListItem({ id: 2, asset_name: 'BTCUSDT', tags: ['Plan respecté', 'fomo'] }),
    aListItem({ id: 3, asset_name: 'XAUUSD', tags: [] }),
  ],
};

const bulkCalls = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/trades/bulk/'));

describe('/trades — bulk actions (docs/ui.md#bulk-actions)', () => {
  it('ticks rows with the keyboard and « Tout sélectionner », then adds a tag to the count it states', async () => {
    const { calls, user } = renderTradePage('/trades', {
      'GET /api/v1/trades/': () => ({ body: page }),
      'POST /api/v1/trades/bulk/add_tag/': () => ({ body: { count: 2 } }),
    });
    const first = await screen.findByRole('checkbox', { name: 'Sélectionner l’opération EURUSD n° 1' });
    expect(screen.queryByRole('button', { name: 'Ajouter un tag' })).not.toBeInTheDocument();
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(screen.getByText('1 opération sélectionnée')).toBeInTheDocument();

    const all = screen.getByRole('checkbox', { name: 'Tout sélectionner' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(screen.getByText('3 opérations sélectionnées')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner l’opération XAUUSD n° 3' }));
    expect(screen.getByText('2 opérations sélectionnées')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter un tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un tag' });
    expect(dialog).toHaveTextContent('Ajouter un tag aux 2 opérations sélectionnées.');
    await user.type(within(dialog).getByRole('combobox', { name: 'Tag' }), ' Revenge ');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    await screen.findByText('Tag « Revenge » ajouté à 2 opérations');
    expect(bulkCalls(calls).map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/v1/trades/bulk/add_tag/', body: { ids: [1, 2], tag: 'Revenge' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('2 opérations sélectionnées')).not.toBeInTheDocument();
  });

  it('removes one of the tags the ticked trades carry, each once whatever the case', async () => {
    const { calls, user } = renderTradePage('/trades', {
      'GET /api/v1/trades/': () => ({ body: page }),
      'POST /api/v1/trades/bulk/remove_tag/': () => ({ body: { count: 2 } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }));
    await user.click(screen.getByRole('button', { name: 'Retirer un tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer un tag' });
    const select = within(dialog).getByRole('combobox', { name: 'Tag' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['FOMO', 'Plan respecté']);
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await screen.findByText('Tag « FOMO » retiré de 2 opérations');
    expect(bulkCalls(calls)[0]?.body).toEqual({ ids: [1, 2, 3], tag: 'FOMO' });
  });

  it('shows the server’s refusal under the tag and keeps the dialog open', async () => {
    const { user } = renderTradePage('/trades', {
      'GET /api/v1/trades/': () => ({ body: page }),
      'POST /api/v1/trades/bulk/add_tag/': () => ({ status: 400, body: { tag: [TAG_MESSAGES.tooMany] } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Sélectionner l’opération EURUSD n° 1' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un tag' });
    expect(dialog).toHaveTextContent('Ajouter un tag à l’opération sélectionnée.');
    await user.type(within(dialog).getByRole('combobox', { name: 'Tag' }), 'Revenge{Enter}');
    expect(await within(dialog).findByText(TAG_MESSAGES.tooMany)).toBeInTheDocument();
  });

  it('deletes after a confirmation that states the count', async () => {
    const { calls, user } = renderTradePage('/trades', {
      'GET /api/v1/trades/': () => ({ body: page }),
      'POST /api/v1/trades/bulk/delete/': () => ({ body: { count: 3 } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer 3 opérations ?' });
    expect(dialog).toHaveTextContent('Les 3 opérations sélectionnées seront supprimées');
    expect(bulkCalls(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await screen.findByText('3 opérations supprimées');
    expect(bulkCalls(calls)[0]?.body).toEqual({ ids: [1, 2, 3] });
  });
});
