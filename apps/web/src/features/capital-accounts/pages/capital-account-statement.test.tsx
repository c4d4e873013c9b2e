import type { CapitalAccount, StatementCheck } from '@carnet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, userTimeZone } from '../../../lib/format.ts';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { aBatch, anImportedTrade } from '../../imports/testing/fixtures.ts';
import { fieldsOf } from '../../imports/testing/form-fields.ts';
import { CapitalAccountPage } from './capital-account-page.tsx';

const account: CapitalAccount = {
  id: 3,
  name: 'Compte MT5',
  mode: 'LIVE',
  currency: 'USD',
  starting_balance: '10000',
  current_balance: '11835.4',
  target_balance: null,
  start_date: null,
  target_date: null,
  is_active: true,
  notes: null,
  progress_pct: null,
  trades_count: 3,
};

// docs/rules/imports.md#statement-check: a trade typed 3.00 short of the file, one missing (−414.00), one extra.
const differing: StatementCheck = {
  ok: false,
  matched: 2,
  missing: [
    anImportedTrade({
      external_id: '1003',
      asset_name: 'GBPUSD',
      entry_date: '2025-05-05T09:00:00Z',
      pnl_amount: '-414',
    }),
  ],
  extra: [{ id: 12, asset_name: 'BTCUSDT', entry_date: '2025-05-05T08:00:00Z', pnl_amount: '100' }],
  different: [{ id: 11, external_id: '1002', field: 'pnl_amount', carnet: '490', file: '493' }],
  days: [
    { date: '2025-05-02', carnet_net: '1735.4', file_net: '1738.4', difference: '-3' },
    { date: '2025-05-05', carnet_net: '100', file_net: '-414', difference: '514' },
  ],
};
const agreeing: StatementCheck = {
  ...differing,
  ok: true,
  matched: 3,
  missing: [],
  extra: [],
  different: [],
};

function renderAccount() {
  storeTokens({ access: 'A1', refresh: 'R1' });
  let checks = 0;
  const calls = mockFetch({
    'GET /api/v1/capital-accounts/3/': () => ({ body: account }),
    'POST /api/v1/capital-accounts/3/reconcile/': () => ({ body: checks++ === 0 ? differing : agreeing }),
    'POST /api/v1/imports/': () => ({ status: 201, body: aBatch({ capital_account: 3, duplicates: 0 }) }),
  });
  const view = renderRoutes(
    [
      {
        Component: ToasterLayout,
        children: [{ path: '/capital/accounts/:id', Component: CapitalAccountPage }],
      },
    ],
    '/capital/accounts/3',
  );
  return { calls, ...view };
}

/** The one item of a list, its text exact (money keeps its narrow spaces). */
const itemOf = (list: string) =>
  within(screen.getByRole('list', { name: list })).getByRole('listitem').textContent;

// The zone offered is the browser's, which the times are shown in.
const money = (value: string) => formatMoney(value, 'USD');

describe('/capital/accounts/{id} — « Rapprocher avec un relevé »', () => {
  it('shows the differences day by day and trade by trade, then imports only the missing trades', async () => {
    const { calls, user } = renderAccount();
    expect(await screen.findByRole('heading', { name: 'Rapprocher avec un relevé' })).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Vérifier le relevé' });
    expect(check).toBeDisabled();
    await user.upload(
      screen.getByLabelText('Choisir un fichier'),
      new File(['<html>'], 'ReportHistory.html'),
    );
    await user.click(check);

    const days = await screen.findByRole('region', { name: 'Nets par jour' });
    const rows = within(days).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `02/05/2025${money('1735.4')}${money('1738.4')}${money('-3')}Écart`,
      `05/05/2025${money('100')}${money('-414')}${money('514')}Écart`,
    ]);
    expect(itemOf('Trades manquants')).toBe(
      `GBPUSD, ${formatDateTime('2025-05-05T09:00:00Z')} : ${money('-414')}`,
    );
    expect(itemOf('Trades en trop')).toBe(
      `BTCUSDT, ${formatDateTime('2025-05-05T08:00:00Z')} : ${money('100')}`,
    );
    expect(itemOf('Écarts par trade')).toBe(
      `Trade 1002, P&L net : Carnet ${money('490')}, relevé ${money('493')}`,
    );
    const reconcile = calls.find((call) => call.url === '/api/v1/capital-accounts/3/reconcile/');
    expect(fieldsOf(reconcile)).toEqual({ timezone: userTimeZone(), file: 'ReportHistory.html' });

    await user.click(screen.getByRole('button', { name: 'Importer les 1 trade(s) manquant(s)' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/reconcile/'))).toHaveLength(2));
    const imported = calls.find((call) => call.url === '/api/v1/imports/');
    expect(fieldsOf(imported)).toEqual({
      capital_account: '3',
      timezone: userTimeZone(),
      external_ids: '["1003"]',
      file: 'ReportHistory.html',
    });
    expect(await screen.findByText('1 trade(s) importé(s)')).toBeInTheDocument();
    expect(await screen.findByText(/3 trade\(s\) rapproché\(s\)/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Trades manquants' })).not.toBeInTheDocument();
  });

  it('says a refused file in French beside the file field', async () => {
    storeTokens({ access: 'A1', refresh: 'R1' });
    mockFetch({
      'GET /api/v1/capital-accounts/3/': () => ({ body: account }),
      'POST /api/v1/capital-accounts/3/reconcile/': () => ({
        status: 400,
        body: { file: ['Format non reconnu : fichiers lus : MetaTrader 5.'] },
      }),
    });
    const { user } = renderRoutes(
      [
        {
          Component: ToasterLayout,
          children: [{ path: '/capital/accounts/:id', Component: CapitalAccountPage }],
        },
      ],
      '/capital/accounts/3',
    );
    await user.upload(await screen.findByLabelText('Choisir un fichier'), new File(['x'], 'notes.txt'));
    await user.click(screen.getByRole('button', { name: 'Vérifier le relevé' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le relevé n’a pas pu être vérifié');
    expect(screen.getByText('Format non reconnu : fichiers lus : MetaTrader 5.')).toBeInTheDocument();
  });
});
