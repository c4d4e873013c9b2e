import type { InstrumentSpecResponse } from '@carnet/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format.ts';
import { fakeEvaluation } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const EURUSD: InstrumentSpecResponse = {
  symbol: 'EURUSD',
  asset_type: 'FOREX',
  contract_size: '100000',
  quote_currency: 'USD',
  point_value: '100000',
  tick_size: '0.00001',
  pip_size: '0.0001',
  quantity_step: '0.01',
  source: 'BUILT_IN',
};

/** As Testing Library reads text: the no-break spaces of fr-FR as plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

async function paste(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

function renderForm(instrument: () => { status?: number; body: unknown }) {
  return renderTradePage('/trades/new', {
    'POST /api/v1/trades/evaluate/': (call) => ({ body: fakeEvaluation(call.body) }),
    'GET /api/v1/instruments/EURUSD/': instrument,
  });
}

async function planEurusd(user: UserEvent) {
  await user.selectOptions(await screen.findByLabelText('Type d’actif'), 'FOREX');
  await user.selectOptions(screen.getByLabelText('Actif'), 'EURUSD');
  await user.selectOptions(screen.getByLabelText('Compte de capital'), '9');
  await paste(user, 'Prix d’entrée', '1.085');
  await paste(user, 'Stop loss', '1.083');
  await user.click(screen.getByRole('button', { name: 'Calculer la taille' }));
  return screen.findByRole('region', { name: 'Taille de position' });
}

describe('/trades/new — the position size (docs/rules/money.md#instruments)', () => {
  it('sizes EURUSD from the risk and the stop, and one click fills « Quantité »', async () => {
    const { user, calls } = renderForm(() => ({ body: EURUSD }));
    const panel = await planEurusd(user);
    // 300 USD at risk over a 20-pip stop: 20 pips × 10 USD a pip and a lot = 200 USD a lot → 1.5 lots.
    await user.type(within(panel).getByLabelText('Ou montant risqué (USD)'), '300');
    const sized = within(panel).getByLabelText('Taille calculée');
    expect(within(sized).getByText('1,5 lot(s)')).toBeInTheDocument();
    expect(within(sized).getByText(plain(formatMoney('10', 'USD')))).toBeInTheDocument();
    expect(within(sized).getByText(plain(formatMoney('300', 'USD')))).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Utiliser cette taille' }));
    expect(screen.getByLabelText('Quantité')).toHaveValue('1,5');
    const asked = calls.find((call) => call.url.startsWith('/api/v1/instruments/'));
    expect(asked?.url).toBe('/api/v1/instruments/EURUSD/?capital_account=9&asset_type=FOREX');
  });

  it('rounds down to the step: 1 % of the 10 250 balance over 20 pips is 0.51 lot, 102 USD at risk', async () => {
    const { user } = renderForm(() => ({ body: EURUSD }));
    const panel = await planEurusd(user);
    // The account's balance is the default: 102.50 USD ÷ 200 USD a lot = 0.5125 → 0.51 lot, 102 USD at risk.
    expect(within(panel).getByLabelText('Solde (USD)')).toHaveValue('10\u202f250');
    await user.type(within(panel).getByLabelText('Risque du calcul (%)'), '1');
    const sized = within(panel).getByLabelText('Taille calculée');
    expect(within(sized).getByText('0,51 lot(s)')).toBeInTheDocument();
    expect(within(sized).getByText(plain(formatMoney('102', 'USD')))).toBeInTheDocument();
  });

  it('says when Carnet cannot size the instrument', async () => {
    const { user } = renderForm(() => ({ status: 404, body: { detail: 'Introuvable.' } }));
    const panel = await planEurusd(user);
    expect(
      await within(panel).findByText(
        'Carnet ne connaît pas la taille de cet instrument : pas de calcul, et son résultat sera estimé depuis R × risque.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Utiliser cette taille' })).toBeNull();
  });
});
