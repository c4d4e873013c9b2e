import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aHeader, aPreview, aTemplate } from '../testing/fixtures.ts';
import { fieldsOf, previews } from '../testing/form-fields.ts';
import { csvFile, renderImportPage } from '../testing/render-import-page.tsx';

const UNKNOWN = { status: 400, body: { file: ['Format non reconnu : un export de plateforme.'] } };
const templatePreview = aPreview({ platform: 'TEMPLATE', platform_label: 'Modèle d’import personnalisé' });

describe('/import — « Modèle d’import » (docs/rules/imports.md « Column mapping »)', () => {
  it('maps an unrecognised file from its header, enforces the required fields, saves, then previews with it', async () => {
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': (call) =>
        fieldsOf(call).template === '5' ? { body: templatePreview } : UNKNOWN,
      'POST /api/v1/imports/header/': () => ({ body: aHeader() }),
      'GET /api/v1/import-templates/': () => ({ body: [] }),
      'POST /api/v1/import-templates/': () => ({ status: 201, body: aTemplate() }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile('courtier.csv'));

    const panel = await screen.findByRole('region', { name: 'Modèle d’import' });
    const form = await within(panel).findByRole('form', { name: 'Modèle d’import' });
    expect(within(form).getByRole('combobox', { name: 'Actif' })).toHaveValue('Symbole');
    expect(within(form).getByRole('combobox', { name: 'Actif' })).toBeRequired();
    expect(within(form).getByRole('combobox', { name: 'Prix de sortie' })).toHaveValue('Prix de sortie');
    expect(within(form).getByRole('combobox', { name: 'Frais' })).toHaveValue('Frais');
    expect(within(form).getByRole('combobox', { name: 'Frais' })).not.toBeRequired();
    expect(within(form).getByRole('combobox', { name: 'Swap' })).toHaveValue('');
    expect(within(form).getByLabelText('Séparateur de colonnes')).toHaveValue(';');
    expect(within(form).getByLabelText('Séparateur décimal')).toHaveValue(',');
    expect(within(form).getByLabelText('Format des dates')).toHaveValue('DD/MM/YYYY HH:mm');
    expect(within(form).getByLabelText('Nom du modèle')).toHaveValue('courtier');

    // A required field left unmapped is refused before anything is sent.
    const quantity = within(form).getByRole('combobox', { name: 'Quantité' });
    await user.selectOptions(quantity, '');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }));
    await waitFor(() => expect(quantity).toBeInvalid());
    expect(quantity).toHaveAccessibleDescription(/obligatoire/i);
    expect(calls.some((call) => call.url === '/api/v1/import-templates/' && call.method === 'POST')).toBe(
      false,
    );

    await user.selectOptions(quantity, 'Quantité');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }));
    const saved = await waitFor(() => {
      const call = calls.find(
        (candidate) => candidate.url === '/api/v1/import-templates/' && candidate.method === 'POST',
      );
      if (call === undefined) throw new Error('not saved yet');
      return call;
    });
    expect(saved.body).toMatchObject({
      name: 'courtier',
      delimiter: ';',
      decimal_separator: ',',
      columns: { asset_name: 'Symbole', quantity: 'Quantité', fees: 'Frais', swap: null },
    });

    const preview = await screen.findByLabelText('Aperçu de l’import');
    expect(within(preview).getByText('Modèle d’import personnalisé')).toBeInTheDocument();
    expect(fieldsOf(previews(calls).at(-1))).toEqual({
      capital_account: '9',
      template: '5',
      file: 'courtier.csv',
    });
    expect(screen.getByRole('button', { name: 'Importer 1 opération' })).toBeEnabled();
  });

  it('shows the server’s refusal under the column it names', async () => {
    const { user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => UNKNOWN,
      'POST /api/v1/imports/header/': () => ({ body: aHeader() }),
      'GET /api/v1/import-templates/': () => ({ body: [] }),
      'POST /api/v1/import-templates/': () => ({
        status: 400,
        body: {
          name: ['Vous avez déjà un modèle d’import de ce nom.'],
          columns: { close_date: ['Colonne absente.'] },
        },
      }),
    });
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile('courtier.csv'));
    const form = await screen.findByRole('form', { name: 'Modèle d’import' });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }));
    expect(await within(form).findByText('Vous avez déjà un modèle d’import de ce nom.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nom du modèle')).toBeInvalid();
    expect(within(form).getByRole('combobox', { name: 'Date de clôture' })).toHaveAccessibleDescription(
      'Colonne absente.',
    );
  });

  it('reads a file with a saved template chosen under « Autre CSV », and deletes one behind the confirmation', async () => {
    let deleted = false;
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({ body: templatePreview }),
      'POST /api/v1/imports/header/': () => ({ body: aHeader() }),
      'GET /api/v1/import-templates/': () => ({ body: deleted ? [] : [aTemplate()] }),
      'PUT /api/v1/import-templates/5/': () => ({ body: aTemplate() }),
      'DELETE /api/v1/import-templates/5/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.selectOptions(screen.getByLabelText('Plateforme'), 'Autre CSV (modèle d’import)');
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile('courtier.csv'));
    const saved = await screen.findByRole('combobox', { name: 'Modèle enregistré' });
    await within(saved).findByRole('option', { name: 'Courtier maison' });
    expect(previews(calls)).toHaveLength(0);

    await user.selectOptions(saved, 'Courtier maison');
    await screen.findByLabelText('Aperçu de l’import');
    expect(fieldsOf(previews(calls)[0])).toEqual({
      capital_account: '9',
      template: '5',
      file: 'courtier.csv',
    });

    // An edited template reads the file anew.
    await user.click(screen.getByRole('button', { name: 'Modifier le modèle' }));
    const form = await screen.findByRole('form', { name: 'Modèle d’import' });
    expect(within(form).getByLabelText('Nom du modèle')).toHaveValue('Courtier maison');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Swap' }), 'Commentaire');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(previews(calls)).toHaveLength(2));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/v1/import-templates/5/');
    expect(put?.body).toMatchObject({ name: 'Courtier maison', columns: { swap: 'Commentaire' } });
    expect(screen.queryByRole('form', { name: 'Modèle d’import' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer le modèle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Le modèle « Courtier maison » sera supprimé');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(saved).toHaveValue(''));
    expect(within(saved).queryByRole('option', { name: 'Courtier maison' })).not.toBeInTheDocument();
  });
});
