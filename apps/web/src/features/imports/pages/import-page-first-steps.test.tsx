import { IMPORT_ZONE_PRESETS, IMPORT_ZONE_QUESTIONS } from '@carnet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPreview } from '../testing/fixtures.ts';
import { fieldsOf, previews } from '../testing/form-fields.ts';
import { csvFile, renderImportPage } from '../testing/render-import-page.tsx';

const mt5Preview = (timezone: string, toChoose: boolean) =>
  aPreview({
    platform: 'MT5_REPORT',
    platform_label: 'MetaTrader 5 — rapport d’historique',
    timezone,
    timezone_to_choose: toChoose,
    timezone_presets: [...(IMPORT_ZONE_PRESETS.MT5_REPORT ?? [])],
  });

describe('/import — the first import, the zone asked, a file imported elsewhere (docs/rules/imports.md)', () => {
  it('tells a trader without an active account what to do and offers to create one', async () => {
    renderImportPage({
      'GET /api/v1/capital-accounts/': () => ({ body: [] }),
    });
    const guide = await screen.findByRole('region', { name: 'Premier import' });
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining('Créez un compte de capital'),
      expect.stringContaining('Importez le fichier de votre plateforme'),
      expect.stringContaining('Ou saisissez un trade'),
    ]);
    expect(within(guide).getByRole('link', { name: 'Créer un compte de capital' })).toHaveAttribute(
      'href',
      '/capital/accounts/new?retour=import',
    );
    expect(within(guide).queryByRole('link', { name: 'Voir mes comptes archivés' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choisir un fichier')).not.toBeInTheDocument();
  });

  it('asks MetaTrader’s zone among its presets and imports only once it is chosen', async () => {
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': ({ body }) => {
        const zone = body instanceof FormData ? body.get('timezone') : null;
        return {
          body: zone === null ? mt5Preview('Europe/Helsinki', true) : mt5Preview(String(zone), false),
        };
      },
    });
    await user.upload(await screen.findByLabelText('Choisir un fichier'), csvFile('rapport.html'));
    await screen.findByLabelText('Aperçu de l’import');
    const zone = screen.getByLabelText('Fuseau horaire du fichier');
    expect(zone).toHaveValue('');
    expect(zone).toHaveAccessibleDescription(IMPORT_ZONE_QUESTIONS.MT5_REPORT ?? '');
    const presets = within(zone).getByRole('group', { name: 'Courants pour cette plateforme' });
    expect(within(presets).getAllByRole('option')[0]).toHaveTextContent(
      'UTC+2, UTC+3 en été (le plus courant) — Europe/Helsinki',
    );
    expect(screen.getByRole('button', { name: 'Importer 1 opération' })).toBeDisabled();
    expect(screen.getByText('Choisissez le fuseau horaire du fichier pour importer.')).toBeInTheDocument();

    await user.selectOptions(zone, 'Etc/GMT-2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importer 1 opération' })).toBeEnabled());
    expect(fieldsOf(previews(calls).at(-1))).toMatchObject({ timezone: 'Etc/GMT-2' });
  });

  it('warns, in French, when the file’s trades are already in other accounts', async () => {
    const { user } = renderImportPage({
      'POST /api/v1/imports/preview/': () => ({
        body: aPreview({
          imported_elsewhere: [
            { capital_account: 3, name: 'Compte FTMO', trades: 12 },
            { capital_account: 4, name: 'Démo', trades: 1 },
          ],
        }),
      }),
    });
    await user.upload(await screen.findByLabelText('Choisir un fichier'), csvFile());
    expect(await screen.findByText('Fichier déjà importé ailleurs.')).toBeInTheDocument();
    expect(screen.getByText('Fichier déjà importé ailleurs.').parentElement).toHaveTextContent(
      'Ses opérations sont déjà dans les comptes « Compte FTMO » (12 opérations) et « Démo » (1 opération).',
    );
  });
});
