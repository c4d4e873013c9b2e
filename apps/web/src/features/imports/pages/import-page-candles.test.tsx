import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANDLE_IMPORT_MESSAGES } from '../../candles/utils/candle-import-validation.ts';
import { fieldsOf } from '../testing/form-fields.ts';
import { renderImportPage } from '../testing/render-import-page.tsx';

const COVERAGE = [
  {
    symbol: 'EURUSD',
    timeframe: '1h',
    first: '2026-03-02T00:00:00Z',
    last: '2026-03-06T21:00:00Z',
    count: 110,
  },
];

function renderCandlesTab(handlers: Parameters<typeof renderImportPage>[0] = {}) {
  return renderImportPage({
    'GET /api/v1/profile/': () => ({
      body: { assets: { CRYPTO: ['BTCUSDT'], FOREX: ['EURUSD'], STOCK: [] } },
    }),
    'GET /api/v1/candles/coverage/': () => ({ body: COVERAGE }),
    ...handlers,
  });
}

describe('/import « Bougies » (docs/rules/candles.md#candles)', () => {
  it('sends nothing without a file, a symbol and the file’s zone, and says so under each field', async () => {
    const { calls, user } = renderCandlesTab();
    await user.click(await screen.findByRole('tab', { name: 'Bougies' }));
    await user.click(screen.getByRole('button', { name: 'Importer les bougies' }));
    expect(await screen.findByText(CANDLE_IMPORT_MESSAGES.fileRequired)).toBeInTheDocument();
    expect(screen.getByText(CANDLE_IMPORT_MESSAGES.symbolRequired)).toBeInTheDocument();
    expect(screen.getByText(CANDLE_IMPORT_MESSAGES.timezoneRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Fuseau horaire du fichier')).toHaveValue('');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('imports the file for the symbol in the zone chosen, then shows what it stored and its line errors', async () => {
    const { calls, user } = renderCandlesTab({
      'POST /api/v1/candles/import/': () => ({
        status: 201,
        body: {
          symbol: 'EURUSD',
          timeframe: '1h',
          first: '2026-03-02T00:00:00Z',
          last: '2026-03-06T21:00:00Z',
          count: 1085,
          replaced: 12,
          errors: [{ line: 7, message: 'Le plus haut est sous le plus bas.' }],
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Bougies' }));
    await user.upload(screen.getByLabelText('Fichier de bougies'), new File(['x'], 'EURUSD_H1.csv'));
    await user.type(screen.getByLabelText('Symbole'), 'EURUSD');
    await user.selectOptions(screen.getByLabelText('Fuseau horaire du fichier'), 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Importer les bougies' }));
    const result = await screen.findByRole('region', { name: 'Résultat de l’import de bougies' });
    expect(result).toHaveTextContent(/1\s085 bougies 1\sh importées pour EURUSD, dont 12 remplacées\./);
    expect(within(result).getByText('Ligne 7 : Le plus haut est sous le plus bas.')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/v1/candles/import/');
    expect(fieldsOf(sent)).toEqual({ symbol: 'EURUSD', timezone: 'Europe/Paris', file: 'EURUSD_H1.csv' });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Bougies importées' })).toHaveTextContent('EURUSD'),
    );
  });
});
