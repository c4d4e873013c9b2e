import type { Trade } from '@carnet/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/local-date-time.ts';
import type { RecordedCall } from '../../../test/mock-fetch.ts';
import { aTrade, fakeEvaluation } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const open = aTrade({
  take_profits: [
    { id: 101, price: '62000', quantity_to_sell: '0.5', is_hit: false },
    { id: 102, price: '64000', quantity_to_sell: '0.5', is_hit: false },
  ],
});
const closed: Trade = {
  ...open,
  status: 'CLOSED',
  outcome: 'WIN',
  realized_rr: 1.5,
  close_price: '61000',
  close_date: '2026-03-03T16:00:00Z',
  take_profits: open.take_profits.map((tp) => ({ ...tp, is_hit: tp.id === 101 })),
};

/** The close date the dialog sends when the trader keeps « now »: a UTC instant to the minute. */
const KEPT_NOW = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);

const closeCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url === '/api/v1/trades/12/close_trade/').map((call) => call.body);

function renderEdit(handlers: Parameters<typeof renderTradePage>[1]) {
  return renderTradePage('/trades/12/edit', {
    'GET /api/v1/trades/12/': () => ({ body: open }),
    'GET /api/v1/trades/12/screenshots/': () => ({ body: [] }),
    'POST /api/v1/trades/evaluate/': (call) => ({ body: fakeEvaluation(call.body) }),
    'GET /api/v1/trades/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    ...handlers,
  });
}

async function openDialog(user: ReturnType<typeof renderEdit>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Clôturer' }));
  return screen.getByRole('dialog', { name: 'Clôturer l’opération' });
}

describe('close dialog (docs/ui.md, docs/rules/trades.md#validation, docs/ui.md#errors)', () => {
  afterEach(() => toast.dismiss());

  it('requires a close price, then shows the server’s refusal by the rule of docs/ui.md#errors', async () => {
    const { user, calls } = renderEdit({
      'POST /api/v1/trades/12/close_trade/': () => ({
        status: 400,
        body: { hit_take_profits: ['Take profit 102 inconnu.'], close_price: ['Ignoré.'] },
      }),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(within(dialog).getByLabelText('Prix de clôture')).toHaveAccessibleDescription(
      'Le prix de clôture est requis.',
    );
    expect(closeCalls(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Prix de clôture'), '61000');
    await user.click(within(dialog).getByRole('checkbox', { name: /TP2/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Take profit 102 inconnu.');
    expect(closeCalls(calls)).toEqual([
      { close_price: '61000', hit_take_profits: [102], close_date: KEPT_NOW },
    ]);
  });

  it('says « Impossible de clôturer l’opération. » when the server gives no reason', async () => {
    const { user } = renderEdit({
      'POST /api/v1/trades/12/close_trade/': () => ({ status: 400, body: {} }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Prix de clôture'), '61000');
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Impossible de clôturer l’opération.');
  });

  it('closes with the reached take profits, says « Opération clôturée » and shows the result', async () => {
    let isClosed = false;
    const { user, calls } = renderEdit({
      'GET /api/v1/trades/12/': () => ({ body: isClosed ? closed : open }),
      'POST /api/v1/trades/12/close_trade/': () => {
        isClosed = true;
        return { body: closed };
      },
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Prix de clôture'), '61000');
    await user.click(within(dialog).getByRole('checkbox', { name: /TP1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer' }));

    expect(await screen.findByText('Opération clôturée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closeCalls(calls)).toEqual([
      { close_price: '61000', hit_take_profits: [101], close_date: KEPT_NOW },
    ]);
    expect(within(screen.getByLabelText('Résultat de l’opération')).getByText('+1,50 R')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clôturer' })).toBeNull();
    expect(screen.getByLabelText('Revue post-trade')).not.toHaveAttribute('readonly');
  });

  it('prefills « Date et heure de clôture » with now, sends the date typed, shows its refusal under it', async () => {
    const { user, calls } = renderEdit({
      'POST /api/v1/trades/12/close_trade/': () => ({
        status: 400,
        body: { close_date: ['La clôture ne peut pas précéder l’entrée.'] },
      }),
    });
    const before = toDateTimeLocal(new Date());
    const dialog = await openDialog(user);
    const closeDate = within(dialog).getByLabelText('Date et heure de clôture');
    expect([before, toDateTimeLocal(new Date())]).toContain((closeDate as HTMLInputElement).value);

    // The trader journals the evening after: yesterday's close, on their own clock.
    fireEvent.change(closeDate, { target: { value: '2026-03-02T14:30' } });
    await user.type(within(dialog).getByLabelText('Prix de clôture'), '61000');
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    await waitFor(() =>
      expect(closeDate).toHaveAccessibleDescription('La clôture ne peut pas précéder l’entrée.'),
    );
    expect(closeCalls(calls)).toEqual([
      { close_price: '61000', hit_take_profits: [], close_date: fromDateTimeLocal('2026-03-02T14:30') },
    ]);
    // Said under the field, not again in the alert.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.change(closeDate, { target: { value: '2026-03-02T16:30' } });
    expect(closeDate).not.toHaveAccessibleDescription();
  });

  it('« Enregistrer puis clôturer » saves first, and says why when the save fails', async () => {
    let saveFails = true;
    const { user, calls } = renderEdit({
      'PUT /api/v1/trades/12/': () =>
        saveFails ? { status: 500, body: { detail: 'Erreur interne du serveur.' } } : { body: open },
      'POST /api/v1/trades/12/close_trade/': () => ({ body: closed }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Prix de clôture'), '61000');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer puis clôturer' }));
    expect(await screen.findByText('Erreur 500')).toBeInTheDocument();
    expect(closeCalls(calls)).toEqual([]);

    saveFails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer puis clôturer' }));
    expect(await screen.findByText('Opération clôturée')).toBeInTheDocument();
    const order = calls.filter((call) => call.method !== 'GET' && !call.url.includes('evaluate'));
    expect(order.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/v1/trades/12/',
      'PUT /api/v1/trades/12/',
      'POST /api/v1/trades/12/close_trade/',
    ]);
  });

  it('« Enregistrer puis clôturer » on an invalid form says « Échec de l’enregistrement avant clôture. »', async () => {
    const { user, calls } = renderEdit({});
    await user.clear(await screen.findByLabelText('Quantité'));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Prix de clôture'), '61000');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer puis clôturer' }));
    expect(await screen.findByText('Échec de l’enregistrement avant clôture.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT' || call.url.includes('close_trade'))).toEqual([]);
  });

  it('asks to save first when take profits are unsaved', async () => {
    const { user } = renderEdit({});
    let dialog = await openDialog(user);
    expect(within(dialog).queryByText(/enregistrez d’abord l’opération/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await user.type(screen.getByLabelText('Prix du take profit 2'), '5');
    dialog = await openDialog(user);
    expect(within(dialog).getByText(/enregistrez d’abord l’opération/)).toBeInTheDocument();
  });
});
