import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const listCalls = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/v1/trades/?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));

const emptyPage = { count: 0, next: null, previous: null, results: [] };
const handlers = { 'GET /api/v1/trades/': () => ({ body: emptyPage }) };

// What an « Analyse » row links to: the closed, non-draft A+ shorts of account 3 closed from 17 Nov, tag FOMO.
const FROM_ANALYSIS =
  '/trades?all=1&status=CLOSED&is_draft=false&close_date__gte=2026-11-17T00%3A00%3A00.000Z' +
  '&capital_account=3&grade=A%2B&direction=SHORT&is_compliant=false&tag=FOMO';

describe('/trades — the column filters of a link (issue 17)', () => {
  it('sends the address’s filters to the list and names them in the active-filters line', async () => {
    const { calls } = renderTradePage(FROM_ANALYSIS, handlers);
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({
        page: '1',
        status: 'CLOSED',
        is_draft: 'false',
        close_date__gte: '2026-11-17T00:00:00.000Z',
        capital_account: '3',
        grade: 'A+',
        direction: 'SHORT',
        is_compliant: 'false',
        tag: 'FOMO',
      }),
    );
    const line = screen.getByRole('region', { name: 'Filtres actifs' });
    const items = within(line)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Statut : Clôturée',
        'Brouillon : non',
        'Compte : n° 3',
        'Note : A+',
        'Sens : Vente',
        'Conformité : Non conforme',
      ]),
    );
    expect(items).toHaveLength(7);
  });

  it('« Effacer les filtres » lifts them all but keeps the tag and the dates', async () => {
    const { calls, user } = renderTradePage(FROM_ANALYSIS, handlers);
    await user.click(await screen.findByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1', tag: 'FOMO' }));
    expect(screen.queryByRole('region', { name: 'Filtres actifs' })).not.toBeInTheDocument();
  });

  it('shows no filter line without column filters', async () => {
    const { calls } = renderTradePage('/trades?all=1', handlers);
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1' }));
    expect(screen.queryByRole('region', { name: 'Filtres actifs' })).not.toBeInTheDocument();
  });
});
