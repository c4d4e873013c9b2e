import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTrade } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

describe('/trades/{id} « Graphique » (docs/rules/candles.md#chart)', () => {
  it('says how to export the symbol’s candles and links to the « Bougies » tab when there are none', async () => {
    renderTradePage('/trades/12', { 'GET /api/v1/trades/12/': () => ({ body: aTrade() }) });
    const section = await screen.findByRole('region', { name: 'Graphique' });
    expect(await within(section).findByText('Aucune bougie pour BTCUSDT')).toBeInTheDocument();
    expect(within(section).getByText(/« Fichier → Exporter les barres »/)).toBeInTheDocument();
    expect(within(section).getByText(/« Exporter les données du graphique »/)).toBeInTheDocument();
    expect(within(section).getByText(/Historical Data → Export/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Importer des bougies' })).toHaveAttribute(
      'href',
      '/import?tab=candles',
    );
  });
});
