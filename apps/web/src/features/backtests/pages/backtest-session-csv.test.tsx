import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSession, aTrade } from '../testing/fixtures.ts';
import { renderBacktestPage } from '../testing/render-page.tsx';
import { BacktestSessionPage } from './backtest-session-page.tsx';

const SESSION_PATH = '/api/v1/backtests/sessions/7/';

function renderSession(handlers: Parameters<typeof renderBacktestPage>[1]) {
  return renderBacktestPage(
    { pattern: '/backtests/sessions/:id', path: '/backtests/sessions/7', Component: BacktestSessionPage },
    {
      [`GET ${SESSION_PATH}`]: () => ({ body: aSession() }),
      [`GET ${SESSION_PATH}trades/`]: () => ({ body: [aTrade()] }),
      ...handlers,
    },
  );
}

const csvFile = (text: string) => new File([text], 'trades.csv', { type: 'text/csv' });

describe('backtest session: CSV import and export (docs/ui.md, docs/rules/backtests.md)', () => {
  it('summarises an import with rejected lines and lists each line with its French messages', async () => {
    const { user, calls } = renderSession({
      [`POST ${SESSION_PATH}import_csv/`]: () => ({
        body: {
          imported: 8,
          errors: [
            { line: 3, errors: { entry_price: ["Prix d'entrée requis et doit être > 0"] } },
            { line: 7, errors: { entry_time: ['Date invalide.'], tp2_qty: ['Quantité invalide.'] } },
          ],
        },
      }),
    });
    await user.upload(await screen.findByLabelText('Fichier CSV à importer'), csvFile('entry_time,side\n'));
    const report = await screen.findByRole('region', { name: 'Import terminé avec erreurs (2 lignes)' });
    expect(
      within(report).getByText('8 trades importés ; les lignes ci-dessous ont été ignorées.'),
    ).toBeInTheDocument();
    const lines = within(report)
      .getAllByRole('listitem')
      .filter((item) => /^Ligne/.test(item.textContent ?? ''));
    expect(lines.map((line) => line.textContent)).toEqual([
      "Ligne 3Prix d’entrée : Prix d'entrée requis et doit être > 0",
      'Ligne 7Date d’entrée : Date invalide.Quantité TP2 : Quantité invalide.',
    ]);
    const upload = calls.find((call) => call.method === 'POST');
    if (!(upload?.body instanceof FormData)) throw new Error('multipart body expected');
    expect(upload.body.get('file')).toBeInstanceOf(File);
    expect(new URL(upload.url, 'http://carnet.test').searchParams.get('tz')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('confirms a clean import with a toast', async () => {
    const { user } = renderSession({
      [`POST ${SESSION_PATH}import_csv/`]: () => ({ body: { imported: 3, errors: [] } }),
    });
    await user.upload(await screen.findByLabelText('Fichier CSV à importer'), csvFile('entry_time,side\n'));
    expect(await screen.findByText('Import terminé : 3 trades importés')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Import terminé avec erreurs/ })).toBeNull();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const { user, calls } = renderSession({});
    const big = csvFile('x'.repeat(5 * 1024 * 1024 + 1));
    await user.upload(await screen.findByLabelText('Fichier CSV à importer'), big);
    expect(await screen.findByText('Fichier trop volumineux : 5 Mo au maximum.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('downloads the export with the bearer token and shows it in a new tab, with a named download link', async () => {
    const tab = { document: document.implementation.createHTMLDocument(''), close: vi.fn() };
    // Only what the hook touches of the opened tab.
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:carnet/1');
        static override revokeObjectURL = vi.fn();
      },
    );
    const csv = 'entry_time,side\n2026-03-02T08:15:00Z,LONG\n';
    const { user, calls } = renderSession({
      [`GET ${SESSION_PATH}export_csv/`]: () => ({
        body: csv,
        contentType: 'text/csv; charset=utf-8',
        headers: { 'Content-Disposition': 'attachment; filename="backtest-7-london.csv"' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Exporter CSV' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.document.querySelector('pre')?.textContent).toBe(csv));
    expect(tab.document.title).toBe('backtest-7-london.csv');
    const link = tab.document.querySelector('a');
    expect(link?.getAttribute('download')).toBe('backtest-7-london.csv');
    expect(link?.getAttribute('href')).toBe('blob:carnet/1');
    expect(calls.find((call) => call.url.endsWith('export_csv/'))?.authorization).toBe('Bearer A1');
  });

  it('closes the tab it opened and says why when the export fails', async () => {
    const tab = { document: document.implementation.createHTMLDocument(''), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderSession({
      [`GET ${SESSION_PATH}export_csv/`]: () => ({
        status: 500,
        body: { detail: 'Erreur interne du serveur.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Exporter CSV' }));
    expect(await screen.findByText('Erreur 500')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
