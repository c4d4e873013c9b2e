import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aListItem } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const listCalls = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/v1/trades/?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));

const emptyPage = { count: 0, next: null, previous: null, results: [] };

describe('/trades — tag filter and unknown R (docs/rules/trades.md)', () => {
  it('narrows the list to a tag kept in the address, back to page 1, dates kept', async () => {
    const { calls, user } = renderTradePage('/trades?page=2&from=2026-01-01&to=2026-01-31', {
      'GET /api/v1/trades/': () => ({ body: emptyPage }),
      'GET /api/v1/tags/': () => ({
        body: [
          { name: 'FOMO', trades: 3 },
          { name: 'Plan respecté', trades: 1 },
        ],
      }),
    });
    const select = await screen.findByRole('combobox', { name: 'Tag' });
    await screen.findByRole('option', { name: 'FOMO (3)' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Plan respecté');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: '1', tag: 'Plan respecté' }));
    expect(listCalls(calls).at(-1)?.entry_date__gte).toBeDefined();

    await user.selectOptions(select, 'Tous les tags');
    await waitFor(() => expect(listCalls(calls).at(-1)).not.toHaveProperty('tag'));
  });

  it('reads the tag from the address, even one the trader no longer uses', async () => {
    const { calls } = renderTradePage('/trades?tag=Revenge', {
      'GET /api/v1/trades/': () => ({ body: emptyPage }),
    });
    const select = await screen.findByRole('combobox', { name: 'Tag' });
    expect(select).toHaveValue('Revenge');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ tag: 'Revenge' }));
  });

  it('says « R inconnu (pas de stop) » for a closed trade without a stop, not for an open one', async () => {
    renderTradePage('/trades', {
      'GET /api/v1/trades/': () => ({
        body: {
          ...emptyPage,
          count: 2,
          results: [
            aListItem({ id: 1, status: 'CLOSED', outcome: 'WIN', stop_loss_price: null, realized_rr: null }),
            aListItem({ id: 2, stop_loss_price: null, realized_rr: null }),
          ],
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Opérations' });
    const [, closed, open] = within(table).getAllByRole('row');
    expect(closed).toHaveTextContent('R inconnu (pas de stop)');
    expect(open).not.toHaveTextContent('R inconnu');
  });
});
