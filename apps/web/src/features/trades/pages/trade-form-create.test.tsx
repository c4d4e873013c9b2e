import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/mock-fetch.ts';
import { aTrade, fakeEvaluation } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const posted = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/trades/').map((call) => call.body);

async function paste(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

function renderNewTrade(handlers: Parameters<typeof renderTradePage>[1] = {}) {
  return renderTradePage('/trades/new', {
    'POST /api/v1/trades/evaluate/': (call) => ({ body: fakeEvaluation(call.body) }),
    'POST /api/v1/trades/': () => ({ status: 201, body: aTrade({ id: 12 }) }),
    'GET /api/v1/trades/12/': () => ({ body: aTrade({ id: 12 }) }),
    'GET /api/v1/trades/12/screenshots/': () => ({ body: [] }),
    ...handlers,
  });
}

async function fillPlan(user: UserEvent) {
  await user.selectOptions(await screen.findByLabelText('Actif'), 'BTCUSDT');
  await paste(user, 'Prix d’entrée', '60000');
  await paste(user, 'Stop loss', '59000');
  await paste(user, 'Quantité', '1');
  await paste(user, 'Prix du take profit 1', '62000');
  await paste(user, 'Quantité du take profit 1', '1');
}

describe('/trades/new (docs/ui.md Trade form)', () => {
  afterEach(() => toast.dismiss());

  it('starts from the defaults: CRYPTO, Achat, entered now, one blank take profit, auto risk on', async () => {
    renderNewTrade();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau trade' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type d’actif')).toHaveValue('CRYPTO');
    expect(screen.getByRole('radio', { name: 'Achat' })).toBeChecked();
    expect(screen.getByLabelText('Date et heure d’entrée')).not.toHaveValue('');
    expect(screen.getByLabelText('Prix du take profit 1')).toHaveValue('');
    expect(screen.getByLabelText('Prix d’entrée')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('checkbox', { name: 'Utiliser le risque recommandé' })).toBeChecked();
    expect(screen.getByLabelText('Risque (%)')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Nouveau setup' })).toHaveAttribute('href', '/strategies/new');
    expect(screen.getByRole('link', { name: 'Nouveau compte de capital' })).toHaveAttribute(
      'href',
      '/capital/accounts/new',
    );
    expect(screen.getByLabelText('Revue post-trade')).toHaveAttribute('readonly');
  });

  it('offers the profile’s names for the asset type, clears one not in the list, and points to the profile', async () => {
    const { user } = renderNewTrade();
    const asset = await screen.findByLabelText('Actif');
    expect(
      within(asset)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un actif…', 'BTCUSDT', 'ETHUSDT']);
    await user.selectOptions(asset, 'ETHUSDT');
    await user.selectOptions(screen.getByLabelText('Type d’actif'), 'FOREX');
    expect(screen.getByLabelText('Actif')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Type d’actif'), 'STOCK');
    expect(screen.getByLabelText('Actif')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Configurez vos actifs dans votre profil' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('offers FUTURES (« Futures ») and CFD (« CFD / indices ») with their own profile lists', async () => {
    const { user } = renderNewTrade();
    const assetType = await screen.findByLabelText('Type d’actif');
    expect(
      within(assetType)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['CRYPTO', 'Crypto'],
      ['FOREX', 'Forex'],
      ['STOCK', 'Actions'],
      ['FUTURES', 'Futures'],
      ['CFD', 'CFD / indices'],
    ]);
    await user.selectOptions(assetType, 'FUTURES');
    const names = () =>
      within(screen.getByLabelText('Actif'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(names()).toEqual(['Choisir un actif…', 'ES', 'GC']));
    await user.selectOptions(assetType, 'CFD');
    await waitFor(() => expect(names()).toEqual(['Choisir un actif…', 'NAS100']));
  });

  it('shows the checklist in the configuration’s order and follows the ticks with the evaluation', async () => {
    const { user, calls } = renderNewTrade();
    await fillPlan(user);
    await user.selectOptions(screen.getByLabelText('Configuration'), 'Cassure NY');
    const checklist = screen.getByRole('list', { name: 'Confirmations' });
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(2);
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Zone HTF'), expect.stringContaining('Cassure LTF')]);
    const panel = screen.getByRole('region', { name: 'Conformité du setup' });
    expect(await within(panel).findByText('Non conforme')).toBeInTheDocument();
    expect(within(panel).getByText('0,0 %')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'OK Zone HTF' }));
    expect(await within(panel).findByText('50,0 %')).toBeInTheDocument();
    expect(within(panel).getByText('C')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'OK Cassure LTF' }));
    expect(await within(panel).findByText('Conforme')).toBeInTheDocument();
    expect(within(panel).getByText('A+')).toBeInTheDocument();
    expect(within(panel).getByText('Créneau préféré')).toBeInTheDocument();
    expect(within(panel).getByText('2,00 %')).toBeInTheDocument();
    // docs/rules/trades.md: auto risk shows the recommended risk in the disabled field.
    expect(screen.getByLabelText('Risque (%)')).toHaveValue('2');
    const evaluated = calls.filter((call) => call.url === '/api/v1/trades/evaluate/').at(-1)?.body;
    expect(evaluated).toMatchObject({
      strategy: 4,
      confirmations: [
        { key: 'HTF_ZONE', passed: true },
        { key: 'LTF_BOS', passed: true },
      ],
      be_moved: false,
      take_profits: [{ price: '62000', quantity_to_sell: '1' }],
    });
  });

  it('creates the trade with the recommended risk, says « Opération créée » and opens its edit page', async () => {
    const { user, calls, router } = renderNewTrade();
    await fillPlan(user);
    await user.selectOptions(screen.getByLabelText('Configuration'), 'Cassure NY');
    await user.click(screen.getByRole('checkbox', { name: 'OK Zone HTF' }));
    await user.click(screen.getByRole('checkbox', { name: 'OK Cassure LTF' }));
    expect(within(screen.getByLabelText('Compte de capital')).queryByText(/Ancien compte/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Compte de capital'), '9');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Opération créée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trades/12/edit'));
    expect(posted(calls)).toEqual([
      expect.objectContaining({
        asset_type: 'CRYPTO',
        asset_name: 'BTCUSDT',
        direction: 'LONG',
        entry_price: '60000',
        strategy: 4,
        strategy_type: null,
        capital_account: 9,
        risk_pct: 2,
        take_profits: [{ price: '62000', quantity_to_sell: '1' }],
        initial_confirmations: [
          { key: 'HTF_ZONE', passed: true, note: '' },
          { key: 'LTF_BOS', passed: true, note: '' },
        ],
      }),
    ]);
  });

  it('requires a capital account on create and sends nothing', async () => {
    const { user, calls } = renderNewTrade();
    await fillPlan(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Sélectionnez un compte de capital')).toBeInTheDocument();
    expect(screen.getByLabelText('Compte de capital')).toHaveAttribute('aria-invalid', 'true');
    expect(posted(calls)).toEqual([]);
  });

  it('shows the server’s field errors under their fields and as a toast', async () => {
    const { user } = renderNewTrade({
      'POST /api/v1/trades/': () => ({
        status: 400,
        body: {
          stop_loss_price: ['Pour un achat, le stop loss doit être inférieur au prix d’entrée.'],
          take_profits: ['Take profit 1 : le prix doit être supérieur au prix d’entrée.'],
          non_field_errors: ['Opération refusée.'],
        },
      }),
    });
    await fillPlan(user);
    await user.selectOptions(screen.getByLabelText('Compte de capital'), '9');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Opération refusée.')).toBeInTheDocument();
    expect(screen.getByLabelText('Stop loss')).toHaveAccessibleDescription(
      'Pour un achat, le stop loss doit être inférieur au prix d’entrée.',
    );
    expect(
      screen.getByText('Take profit 1 : le prix doit être supérieur au prix d’entrée.'),
    ).toBeInTheDocument();
  });

  it('sends every try of one submission with the same Idempotency-Key', async () => {
    let answers = 0;
    const { user, calls } = renderNewTrade({
      'POST /api/v1/trades/': () => {
        answers += 1;
        return answers === 1
          ? { status: 400, body: { non_field_errors: ['Opération refusée.'] } }
          : { status: 201, body: aTrade({ id: 12 }) };
      },
    });
    await fillPlan(user);
    await user.selectOptions(screen.getByLabelText('Compte de capital'), '9');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Opération refusée.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(2));
    const keys = calls.filter((call) => call.url === '/api/v1/trades/').map((call) => call.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps one blank take-profit row when the last one is removed', async () => {
    const { user } = renderNewTrade();
    await screen.findByLabelText('Actif');
    await user.click(screen.getByRole('button', { name: 'Ajouter un take profit' }));
    await paste(user, 'Prix du take profit 2', '63000');
    await user.click(screen.getByRole('button', { name: 'Retirer le take profit 1' }));
    await user.click(screen.getByRole('button', { name: 'Retirer le take profit 1' }));
    expect(screen.getByLabelText('Prix du take profit 1')).toHaveValue('');
    expect(screen.queryByLabelText('Prix du take profit 2')).toBeNull();
  });
});
