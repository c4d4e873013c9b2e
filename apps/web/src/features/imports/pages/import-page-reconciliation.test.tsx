import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/mock-fetch.ts';
import { aBatch, aDifferingReconciliation, aPreview } from '../testing/fixtures.ts';
import { fieldsOf } from '../testing/form-fields.ts';
import { csvFile, renderImportPage } from '../testing/render-import-page.tsx';

// docs/rules/imports.md#reconciliation: the file's own figures against what Carnet built, before confirming.
const creates = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/imports/');

describe('/import — « Rapprochement avec le fichier »', () => {
  it('marks each check « OK » with the file’s and Carnet’s figures, and imports without asking', async () => {
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({ body: aPreview() }),
      'POST /api/v1/imports/': () => ({ status: 201, body: aBatch() }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile());

    const section = await screen.findByRole('region', { name: /Rapprochement avec le fichier/ });
    const checks = within(section).getByRole('list');
    const rows = within(checks).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Somme des lignes du fichier : OK',
      'Exécutions lues : OK',
    ]);
    expect(rows[0]).toHaveTextContent('Fichier : 47,50 $US');
    expect(rows[0]).toHaveTextContent('Carnet : 47,50 $US');
    expect(rows[1]).toHaveTextContent('Fichier : 5');
    expect(screen.queryByRole('checkbox', { name: /J’accepte les écarts/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importer 1 opération' }));
    const summary = await screen.findByText(/1 opération importée/);
    expect(summary.closest('[role="status"]')).not.toHaveTextContent('écarts acceptés');
    expect(fieldsOf(creates(calls)[0])).not.toHaveProperty('accept_differences');
  });

  it('an « Écart » is shown in words and amounts, and the import waits for the trader to accept it', async () => {
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({
        body: aPreview({ reconciliation: aDifferingReconciliation() }),
      }),
      'POST /api/v1/imports/': () => ({
        status: 201,
        body: aBatch({ reconciliation: aDifferingReconciliation() }),
      }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile());

    const section = await screen.findByRole('region', { name: /Rapprochement avec le fichier/ });
    expect(within(section).getByRole('heading')).toHaveTextContent('Rapprochement avec le fichier Écart');
    const total = within(section).getByRole('listitem', { name: 'Total indiqué par le fichier : Écart' });
    expect(total).toHaveTextContent('Fichier : 1 245,50 $US');
    expect(total).toHaveTextContent('Carnet : 1 245,40 $US');
    expect(total).toHaveTextContent('Écart : -0,10 $US');
    const prices = within(section).getByRole('listitem', { name: 'Contrôle par les prix : Écart' });
    expect(prices).toHaveTextContent('Écart : 1 opération');
    expect(within(prices).getByRole('list', { name: 'Opérations en écart' })).toHaveTextContent(
      'Ligne 7, MNQ JUN25 : fichier 43,00 $US, prix 41,00 $US',
    );

    const confirm = screen.getByRole('button', { name: 'Importer 1 opération' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /J’accepte les écarts/ }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    const summary = await screen.findByText(/1 opération importée/);
    expect(summary.closest('[role="status"]')).toHaveTextContent('Importé avec les écarts acceptés');
    expect(fieldsOf(creates(calls)[0])).toMatchObject({ accept_differences: 'true' });
  });

  it('shows the server’s refusal of differences not accepted', async () => {
    const { user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({
        body: aPreview({ reconciliation: aDifferingReconciliation() }),
      }),
      'POST /api/v1/imports/': () => ({
        status: 400,
        body: { reconciliation: ['Les montants lus ne correspondent pas à ceux du fichier.'] },
      }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile());
    await user.click(await screen.findByRole('checkbox', { name: /J’accepte les écarts/ }));
    await user.click(screen.getByRole('button', { name: 'Importer 1 opération' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les montants lus ne correspondent pas à ceux du fichier.',
    );
  });

  it('the history shows the reconciliation each import kept, and nothing for older ones', async () => {
    const { user } = renderImportPage({
      'GET /api/v1/imports/': () => ({
        body: [
          aBatch({ id: 32, file_name: 'Statement.htm', reconciliation: aDifferingReconciliation() }),
          aBatch({ reconciliation: null }),
        ],
      }),
    });
    const older = (await screen.findByText('Performance.csv')).closest('tr') as HTMLElement;
    expect(older).toHaveTextContent('Non conservé');
    const row = screen.getByText('Statement.htm').closest('tr') as HTMLElement;
    await user.click(
      within(row).getByRole('button', { name: /^Rapprochement avec le fichier de Statement\.htm : ?Écart$/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Rapprochement avec le fichier — Statement.htm',
    });
    expect(
      within(dialog).getByRole('listitem', { name: 'Total indiqué par le fichier : Écart' }),
    ).toHaveTextContent('Écart : -0,10 $US');
  });
});
