import { RISK_PER_TRADE_MESSAGE } from '@carnet/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBatch, anImportedTrade, aPreview } from '../testing/fixtures.ts';
import { fieldsOf, previews } from '../testing/form-fields.ts';
import { csvFile, renderImportPage } from '../testing/render-import-page.tsx';

describe('/import — the risk each trade took (docs/rules/imports.md#stops)', () => {
  it('sends it with the preview and the import, and says beside the field what the server refused', async () => {
    const { calls, user } = renderImportPage({
      'POST /api/v1/imports/preview/': (call) =>
        fieldsOf(call).risk_per_trade === 'beaucoup'
          ? { status: 400, body: { risk_per_trade: [RISK_PER_TRADE_MESSAGE] } }
          : { body: aPreview({ trades: [anImportedTrade({ realized_rr: 1.25 })] }) },
      'POST /api/v1/imports/': () => ({ status: 201, body: aBatch() }),
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile('Performance.csv'));
    await waitFor(() => expect(previews(calls)).toHaveLength(1));
    expect(fieldsOf(previews(calls)[0]).risk_per_trade).toBeUndefined();

    const field = screen.getByLabelText('Risque par trade');
    await user.type(field, 'beaucoup');
    expect(await screen.findByText(RISK_PER_TRADE_MESSAGE)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '1 %');
    await waitFor(() => expect(fieldsOf(previews(calls).at(-1)).risk_per_trade).toBe('1 %'));
    await user.click(await screen.findByRole('button', { name: /^Importer/ }));
    await screen.findByText(/importée depuis/);
    const create = calls.find((call) => call.method === 'POST' && call.url === '/api/v1/imports/');
    expect(fieldsOf(create)).toMatchObject({ risk_per_trade: '1 %', file: 'Performance.csv' });
  });
});
