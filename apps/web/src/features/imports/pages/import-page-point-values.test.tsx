import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBatch, anImportedTrade, aPreview } from '../testing/fixtures.ts';
import { fieldsOf, previews } from '../testing/form-fields.ts';
import { csvFile, renderImportPage } from '../testing/render-import-page.tsx';

const LE_LINE = 'Valeur du point inconnue pour LE 02-25 (racine LE) : indiquez-la pour importer ce contrat';

describe('/import — point values Carnet asks for (docs/rules/imports.md)', () => {
  it('asks for each unknown root, checks the value, previews and imports with it', async () => {
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': (call) =>
        fieldsOf(call).point_values === undefined
          ? {
              body: aPreview({
                platform: 'NINJATRADER_TRADES',
                platform_label: 'NinjaTrader — trades ou exécutions',
                count: 1,
                duplicates: 0,
                errors: [
                  { line: 4, message: LE_LINE },
                  { line: 5, message: LE_LINE },
                ],
                point_values_needed: ['LE'],
                trades: [anImportedTrade()],
              }),
            }
          : {
              body: aPreview({
                count: 2,
                duplicates: 0,
                errors: [],
                point_values_needed: [],
                trades: [anImportedTrade(), anImportedTrade({ line: 4, asset_name: 'LE 02-25' })],
              }),
            },
      'POST /api/v1/imports/': () => ({ status: 201, body: aBatch() }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile('Executions.csv'));

    expect(await screen.findByRole('heading', { name: 'Valeur du point à indiquer' })).toBeInTheDocument();
    const field = screen.getByLabelText('Valeur du point — LE');
    expect(field).toHaveAccessibleDescription('Manquante');

    // A value the contract refuses is said beside the field, and nothing is asked of the server.
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Recalculer l’aperçu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Valeur du point de LE : Doit être supérieur à 0.',
    );
    expect(previews(calls)).toHaveLength(1);

    await user.clear(field);
    await user.type(field, '400');
    await user.click(screen.getByRole('button', { name: 'Recalculer l’aperçu' }));
    expect(await screen.findByRole('heading', { name: 'Valeurs du point indiquées' })).toBeInTheDocument();
    expect(fieldsOf(previews(calls)[1])).toMatchObject({ point_values: '{"LE":"400"}' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Importer 2 opérations' }));
    await screen.findByText(/importée depuis/);
    const create = calls.find((call) => call.method === 'POST' && call.url === '/api/v1/imports/');
    expect(fieldsOf(create)).toMatchObject({ point_values: '{"LE":"400"}', file: 'Executions.csv' });
  });
});
