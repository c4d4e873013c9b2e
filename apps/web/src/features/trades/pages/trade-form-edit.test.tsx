import type { Trade } from '@carnet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/mock-fetch.ts';
import { aTrade, fakeEvaluation } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const puts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body as Record<string, unknown>);

function renderEdit(trade: Trade, handlers: Parameters<typeof renderTradePage>[1] = {}) {
  return renderTradePage(`/trades/${trade.id}/edit`, {
    [`GET /api/v1/trades/${trade.id}/`]: () => ({ body: trade }),
    [`GET /api/v1/trades/${trade.id}/screenshots/`]: () => ({ body: [] }),
    'POST /api/v1/trades/evaluate/': (call) => ({ body: fakeEvaluation(call.body) }),
    [`PUT /api/v1/trades/${trade.id}/`]: () => ({ body: trade }),
    'GET /api/v1/trades/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    ...handlers,
  });
}

const save = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('/trades/{id}/edit (docs/ui.md, docs/rules/trades.md, docs/rules/trades.md#validation)', () => {
  // Sonner keeps its toasts between renders: each test starts without the previous one's.
  afterEach(() => toast.dismiss());

  it('shows the trade’s tags, removes one, adds another and sends the list (docs/rules/trades.md)', async () => {
    const { user, calls } = renderEdit(aTrade({ tags: ['FOMO', 'Revenge'] }));
    const shown = await screen.findByRole('list', { name: 'Tags de l’opération' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FOMO', 'Revenge']);

    await user.click(screen.getByRole('button', { name: 'Retirer le tag Revenge' }));
    await user.type(screen.getByLabelText('Tags', { selector: 'input' }), 'Plan respecté{Enter}');
    await user.click(save());
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.tags).toEqual(['FOMO', 'Plan respecté']);
  });

  it('resets the checklist and clears the type when the configuration changes', async () => {
    const { user, calls } = renderEdit(aTrade({ strategy_type: 41 }));
    expect(await screen.findByRole('checkbox', { name: 'OK Zone HTF' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Type de stratégie')).toHaveValue('41'));

    await user.selectOptions(screen.getByLabelText('Configuration'), 'Range asiatique');
    const checklist = screen.getByRole('list', { name: 'Confirmations' });
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'OK Range validé' })).not.toBeChecked();
    expect(screen.getByLabelText('Type de stratégie')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Configuration'), 'Cassure NY');
    expect(screen.getByRole('checkbox', { name: 'OK Zone HTF' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'OK Cassure LTF' })).not.toBeChecked();

    await user.click(save());
    await screen.findByText('Opération enregistrée');
    expect(puts(calls)[0]).toMatchObject({
      strategy: 4,
      strategy_type: null,
      initial_confirmations: [
        { key: 'HTF_ZONE', passed: false, note: '' },
        { key: 'LTF_BOS', passed: false, note: '' },
      ],
    });
  });

  it('keeps auto risk off for a trade whose risk differs from the recommendation, and turns it on', async () => {
    const { user, calls } = renderEdit(aTrade({ risk_pct: 1.25, recommended_risk_pct: 2 }));
    const auto = await screen.findByRole('checkbox', { name: 'Utiliser le risque recommandé' });
    expect(auto).not.toBeChecked();
    expect(screen.getByLabelText('Risque (%)')).toBeEnabled();
    expect(screen.getByLabelText('Risque (%)')).toHaveValue('1,25');

    await user.click(save());
    await screen.findByText('Opération enregistrée');
    expect(puts(calls)[0]?.risk_pct).toBe(1.25);

    await user.click(auto);
    expect(screen.getByLabelText('Risque (%)')).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Risque (%)')).toHaveValue('2'));
    await user.click(save());
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.risk_pct).toBe(2);
  });

  it('sends take profits only when every row is complete, and no review while the trade is open', async () => {
    const { user, calls } = renderEdit(aTrade());
    expect(await screen.findByLabelText('Revue post-trade')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Ajouter un take profit' }));
    await user.click(save());
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).not.toHaveProperty('take_profits');
    expect(puts(calls)[0]).not.toHaveProperty('post_trade_review');

    // The saved trade comes back with its one take profit; a complete list is sent.
    await waitFor(() => expect(screen.queryByLabelText('Prix du take profit 2')).toBeNull());
    const price = screen.getByLabelText('Prix du take profit 1');
    await user.clear(price);
    await user.type(price, '62500');
    await user.click(save());
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.take_profits).toEqual([{ price: '62500', quantity_to_sell: '1' }]);
  });

  it('shows a closed trade’s figures and lets the review be written and sent', async () => {
    const closed = aTrade({
      status: 'CLOSED',
      outcome: 'WIN',
      realized_rr: 2,
      close_price: '62000',
      close_date: '2026-03-03T16:00:00Z',
      pnl_amount: '410',
      take_profits: [{ id: 101, price: '62000', quantity_to_sell: '1', is_hit: true }],
    });
    const { user, calls } = renderEdit(closed);
    const result = await screen.findByLabelText('Résultat de l’opération');
    expect(within(result).getByText('+2,00 R')).toBeInTheDocument();
    expect(within(result).getByText('62 000')).toBeInTheDocument();
    expect(screen.getByText('WIN')).toBeInTheDocument();
    expect(screen.getByText('Clôturée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clôturer' })).toBeNull();

    const review = screen.getByLabelText('Revue post-trade');
    expect(review).not.toHaveAttribute('readonly');
    await user.type(review, 'Plan suivi.');
    await user.click(save());
    await screen.findByText('Opération enregistrée');
    expect(puts(calls)[0]).toMatchObject({ post_trade_review: 'Plan suivi.', risk_pct: 2 });
  });

  it('deletes after confirmation, or says why it could not', async () => {
    const trade = aTrade();
    let refuse = true;
    const { user, router } = renderEdit(trade, {
      'DELETE /api/v1/trades/12/': () =>
        refuse ? { status: 500, body: { detail: 'Erreur interne du serveur.' } } : { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Erreur lors de la suppression: Erreur 500')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Opération supprimée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trades'));
  });

  it('shows « Opération introuvable » for another user’s trade (404)', async () => {
    renderTradePage('/trades/99/edit', {
      'GET /api/v1/trades/99/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
    });
    expect(await screen.findByText('Opération introuvable')).toBeInTheDocument();
  });
});
