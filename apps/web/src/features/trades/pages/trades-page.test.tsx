import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { localDateText, toFrenchDate } from '../../../lib/local-date.ts';
import { aListItem } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const tenRows = Array.from({ length: 10 }, (_, index) =>
  aListItem({ id: 100 + index, asset_name: `ACTIF${index}` }),
);

/** The query of the last list request (the table also loads the accounts, for their currencies). */
function lastListQuery(calls: readonly { url: string }[]) {
  return query(calls.filter((call) => call.url.includes('/api/v1/trades/')).at(-1)?.url ?? '');
}

function query(url: string) {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

/** As Testing Library reads text: the no-break spaces of fr-FR as plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('/trades — « Opérations » in list-only mode (docs/ui.md)', () => {
  it('lists a page of trades with the columns of docs/ui.md', async () => {
    renderTradePage('/trades', {
      'GET /api/v1/trades/': () => ({
        body: {
          count: 3,
          next: null,
          previous: null,
          results: [
            aListItem({
              id: 1,
              asset_name: 'BTCUSDT',
              status: 'CLOSED',
              outcome: 'WIN',
              realized_rr: 1.456,
              close_date: '2026-03-03T10:00:00Z',
              pnl_amount: '-1234.5',
              pnl_source: 'REPORTED',
            }),
            aListItem({
              id: 2,
              asset_name: 'EURUSD',
              direction: 'SHORT',
              is_compliant: false,
              grade: null,
              capital_account: 11,
            }),
            aListItem({ id: 3, status: 'CLOSED', pnl_amount: '50', pnl_source: 'ESTIMATED' }),
          ],
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opérations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un trade' })).toHaveAttribute('href', '/trades/new');
    const table = await screen.findByRole('table', { name: 'Opérations' });
    const [, first, second, third] = within(table).getAllByRole('row');
    if (first === undefined || second === undefined || third === undefined) {
      throw new Error('trois lignes attendues');
    }
    expect(within(first).getByText(formatDateTime('2026-03-02T15:00:00Z'))).toBeInTheDocument();
    expect(within(first).getByText(plain(formatMoney('-1234.5', 'USD')))).toHaveClass('text-loss');
    expect(within(first).queryByText('estimé')).not.toBeInTheDocument();
    expect(await within(third).findByText('estimé')).toBeInTheDocument();
    expect(within(third).getByText(plain(formatMoney('50', 'USD')))).toBeInTheDocument();
    expect(within(first).getByText('Achat')).toBeInTheDocument();
    expect(within(first).getByText('WIN')).toBeInTheDocument();
    expect(within(first).getByText('Clôturée')).toBeInTheDocument();
    expect(within(first).getByText('+1,46 R')).toBeInTheDocument();
    expect(within(first).getByText('A+')).toBeInTheDocument();
    expect(within(first).getByText('OK')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Éditer/ })).toHaveAttribute('href', '/trades/1/edit');
    expect(within(second).getByText('Vente')).toBeInTheDocument();
    expect(within(second).getAllByText('-')).toHaveLength(6);
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
  });

  it('shows the net in the account’s currency, said « estimé » only when it is R × risk', async () => {
    renderTradePage('/trades', {
      'GET /api/v1/trades/': () => ({
        body: {
          count: 2,
          next: null,
          previous: null,
          results: [
            aListItem({ id: 1, status: 'CLOSED', pnl_amount: '225', pnl_source: 'COMPUTED' }),
            aListItem({ id: 2, status: 'CLOSED', pnl_amount: '-101.28', pnl_source: 'ESTIMATED' }),
          ],
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Opérations' });
    const [, computed, estimated] = within(table).getAllByRole('row');
    if (computed === undefined || estimated === undefined) throw new Error('deux lignes attendues');
    expect(within(table).getByRole('columnheader', { name: 'Net' })).toBeInTheDocument();
    expect(await within(computed).findByText(plain(formatMoney('225', 'USD')))).toHaveClass('num');
    expect(within(computed).queryByText('estimé')).toBeNull();
    expect(within(estimated).getByText(plain(formatMoney('-101.28', 'USD')))).toBeInTheDocument();
    expect(within(estimated).getByText('estimé')).toBeInTheDocument();
  });

  it('filters on the last 90 days by default, and applying a range goes back to page 1', async () => {
    const { calls, user } = renderTradePage('/trades?page=3&from=2026-01-01&to=2026-01-31', {
      'GET /api/v1/trades/': () => ({ body: { count: 40, next: null, previous: null, results: tenRows } }),
    });
    await screen.findByRole('table', { name: 'Opérations' });
    expect(lastListQuery(calls)).toMatchObject({
      page: '3',
      entry_date__gte: new Date(2026, 0, 1).toISOString(),
      entry_date__lte: new Date(2026, 0, 31, 23, 59, 59, 999).toISOString(),
    });
    const apply = screen.getByRole('button', { name: 'Appliquer' });
    const from = screen.getByLabelText('Du');
    await user.clear(from);
    await user.type(from, '2026-02-15');
    expect(apply).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('La date de début doit précéder la date de fin.');

    await user.click(screen.getByRole('checkbox', { name: 'Inclure toutes les dates' }));
    expect(from).toBeDisabled();
    expect(screen.getByLabelText('Au')).toBeDisabled();
    expect(apply).toBeEnabled();
    await user.click(apply);
    await screen.findByText('Page 1 sur 4');
    const sent = lastListQuery(calls);
    expect(sent).toEqual({ page: '1' });
  });

  it('starts from 90 days ago to today', async () => {
    const { calls } = renderTradePage('/trades', {
      'GET /api/v1/trades/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    expect(await screen.findByText('Aucune opération sur cette période.')).toBeInTheDocument();
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 90);
    expect(screen.getByLabelText('Du')).toHaveValue(toFrenchDate(localDateText(from)));
    expect(screen.getByLabelText('Au')).toHaveValue(toFrenchDate(localDateText(today)));
    expect(lastListQuery(calls).entry_date__gte).toBe(from.toISOString());
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('moves to the next page with Suivant', async () => {
    const { calls, user } = renderTradePage('/trades?all=1', {
      'GET /api/v1/trades/': (call) => ({
        body: {
          count: 12,
          next: null,
          previous: null,
          results: query(call.url).page === '2' ? tenRows.slice(0, 2) : tenRows,
        },
      }),
    });
    await screen.findByText('Page 1 sur 2');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByText('Page 2 sur 2');
    expect(lastListQuery(calls)).toEqual({ page: '2' });
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });
});
