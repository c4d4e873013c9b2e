import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBatch, aPreview } from '../testing/fixtures.ts';
import { fieldsOf, previews } from '../testing/form-fields.ts';
import { csvFile, renderImportPage } from '../testing/render-import-page.tsx';

describe('/import — « Importer » (docs/rules/imports.md)', () => {
  it('previews a dropped file: platform, counts, totals, line errors and the trades with their duplicates', async () => {
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({ body: aPreview() }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Importer' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun import')).toBeInTheDocument();
    const account = screen.getByLabelText('Compte de capital');
    await waitFor(() => expect(account).toHaveValue('9'));
    // Only active accounts are offered.
    expect(within(account).queryByRole('option', { name: /Ancien compte/ })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile());

    expect(await screen.findByText('Tradovate — Performance')).toBeInTheDocument();
    expect(fieldsOf(previews(calls)[0])).toEqual({ capital_account: '9', file: 'Performance.csv' });
    const preview = screen.getByLabelText('Aperçu de l’import');
    const figures = preview.querySelector('dl') as HTMLElement;
    expect(within(figures).getByText('Opérations lues').nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Doublons').nextSibling).toHaveTextContent('1');
    expect(within(figures).getByText('Frais').nextSibling).toHaveTextContent('2,50 $US');
    expect(within(figures).getByText('Net').nextSibling).toHaveTextContent('47,50 $US');
    expect(screen.getByText('1 ligne non importée')).toBeInTheDocument();
    expect(screen.getByText('Ligne 4').parentElement).toHaveTextContent(
      'Ligne 4 : Ligne illisible : prix manquant',
    );

    // Up to 200 rows scroll in place: the scroller is named and takes the focus, so the keyboard scrolls it.
    const scroller = within(preview).getByRole('region', { name: 'Aperçu des opérations' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    const rows = [...(scroller.querySelector('table')?.rows ?? [])];
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('MESH5');
    expect(rows[1]).toHaveTextContent('Futures');
    expect(rows[1]).toHaveTextContent('Achat');
    expect(rows[1]).toHaveTextContent('62,50 $US');
    expect(within(rows[1] as HTMLTableRowElement).queryByText('Doublon')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Vente');
    expect(rows[2]).toHaveTextContent('-12,50 $US');
    expect(within(rows[2] as HTMLTableRowElement).getByText('Doublon')).toBeInTheDocument();

    // The zone proposed for the file is selected; choosing another previews again with it.
    const zone = screen.getByLabelText('Fuseau horaire du fichier');
    expect(zone).toHaveValue('America/Chicago');
    expect(zone).toHaveAccessibleDescription('Proposé pour ce fichier : America/Chicago');
    await user.selectOptions(zone, 'UTC');
    await waitFor(() => expect(previews(calls)).toHaveLength(2));
    expect(zone).toHaveValue('UTC');
    // The platform's hint stays offered after another zone is chosen.
    expect(zone).toHaveAccessibleDescription('Proposé pour ce fichier : America/Chicago');
    expect(fieldsOf(previews(calls)[1])).toMatchObject({ timezone: 'UTC', capital_account: '9' });
    expect(screen.getByRole('button', { name: 'Importer 1 opération' })).toBeEnabled();
  });

  it('shows the zone a file writes beside its times, not the trader’s to choose', async () => {
    const { user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({
        body: aPreview({
          platform: 'BINANCE_TRADES',
          platform_label: 'Binance — historique des trades',
          timezone: 'UTC',
          timezone_stated: true,
        }),
      }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile());
    const zone = screen.getByLabelText('Fuseau horaire du fichier');
    await waitFor(() => expect(zone).toHaveAccessibleDescription('Indiqué par le fichier : UTC'));
    expect(zone).toHaveValue('UTC');
    expect(zone).toBeDisabled();
  });

  it('shows the server’s field errors under their controls', async () => {
    const { user } = renderImportPage({
      'POST /api/v1/imports/preview/': (call) =>
        fieldsOf(call).platform === 'MT5_REPORT'
          ? { status: 400, body: { platform: ['Ce fichier n’est pas un fichier MetaTrader 5.'] } }
          : { status: 400, body: { file: ['Format non reconnu : un export de plateforme.'] } },
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile('notes.txt'));
    expect(await screen.findByLabelText('Choisir un autre fichier')).toHaveAccessibleDescription(
      /Format non reconnu : un export de plateforme\./,
    );
    expect(screen.queryByRole('button', { name: /^Importer \d/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Plateforme'), 'MT5_REPORT');
    const platform = screen.getByLabelText('Plateforme');
    await waitFor(() => expect(platform).toHaveAccessibleDescription(/n’est pas un fichier MetaTrader 5/));
    expect(platform).toBeInvalid();
  });

  it('keeps « Importer » disabled when every trade is already in the account', async () => {
    const { user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({ body: aPreview({ count: 2, duplicates: 2 }) }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile());
    expect(await screen.findByRole('button', { name: 'Importer 0 opérations' })).toBeDisabled();
    expect(
      screen.getByText('Toutes les opérations de ce fichier sont déjà dans ce compte.'),
    ).toBeInTheDocument();
  });

  it('imports in the zone of the preview, then sums up and lists the new import', async () => {
    let imported = false;
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({ body: aPreview() }),
      'POST /api/v1/imports/': () => {
        imported = true;
        return { status: 201, body: aBatch() };
      },
      'GET /api/v1/imports/': () => ({ body: imported ? [aBatch()] : [] }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Importer 1 opération' }));

    const summary = await screen.findByText(/1 opération importée depuis « Performance\.csv »/);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary.closest('[role="status"]')).toHaveTextContent('Net : 62,50 $US');
    const create = calls.find((call) => call.method === 'POST' && call.url === '/api/v1/imports/');
    expect(fieldsOf(create)).toEqual({
      capital_account: '9',
      timezone: 'America/Chicago',
      file: 'Performance.csv',
    });
    // The confirmation carries its Idempotency-Key: sent twice, it imports once.
    expect(create?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    const history = await screen.findByRole('table');
    expect(within(history).getByText('Compte futures')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Voir les opérations' }));
    expect(await screen.findByRole('heading', { name: 'Opérations' })).toBeInTheDocument();
  });

  it('undoes a past import only after the confirmation', async () => {
    let undone = false;
    const { calls, user } = renderImportPage({
      'GET /api/v1/imports/': () => ({ body: undone ? [] : [aBatch()] }),
      'DELETE /api/v1/imports/31/': () => {
        undone = true;
        return { status: 204 };
      },
    });
    const row = (await screen.findByText('Performance.csv')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Tradovate — Performance');
    expect(row).toHaveTextContent('62,50 $US');

    await user.click(within(row).getByRole('button', { name: /^Annuler l’import/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Les 1 opérations de « Performance.csv » seront supprimées');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: /^Annuler l’import/ }));
    dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Aucun import')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/v1/imports/31/',
    ]);
  });
});
