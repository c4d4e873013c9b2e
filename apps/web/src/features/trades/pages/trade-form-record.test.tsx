import type { Trade } from '@carnet/contract';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/mock-fetch.ts';
import { aRecordedTrade, aTrade, fakeEvaluation } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const puts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body as Record<string, unknown>);

function renderEdit(trade: Trade, put: () => { status?: number; body: unknown } = () => ({ body: trade })) {
  return renderTradePage(`/trades/${trade.id}/edit`, {
    [`GET /api/v1/trades/${trade.id}/`]: () => ({ body: trade }),
    [`GET /api/v1/trades/${trade.id}/screenshots/`]: () => ({ body: [] }),
    'POST /api/v1/trades/evaluate/': (call) => ({ body: fakeEvaluation(call.body) }),
    [`PUT /api/v1/trades/${trade.id}/`]: put,
    'GET /api/v1/trades/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
  });
}

const save = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('/trades/{id}/edit — fees, reported net and the reason of a change (docs/rules/trades.md)', () => {
  afterEach(() => toast.dismiss());

  it('sends the stop change with its reason, and no reported net while the trade is open', async () => {
    const { user, calls } = renderEdit(aTrade());
    const stop = await screen.findByLabelText('Stop loss');
    expect(screen.queryByLabelText(/Résultat net réel/)).toBeNull();
    await user.clear(stop);
    await user.type(stop, '59500');
    await user.type(screen.getByLabelText('Raison de la modification'), '  Stop sous le dernier creux ');
    await user.click(save());
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({
      stop_loss_price: '59500',
      fees: '0',
      swap: '0',
      edit_reason: 'Stop sous le dernier creux',
    });
    expect(puts(calls)[0]).not.toHaveProperty('pnl_amount');
    await waitFor(() => expect(screen.getByLabelText('Raison de la modification')).toHaveValue(''));
  });

  it('on a closed trade shows the reported net, and sends null to go back to the estimate', async () => {
    const { user, calls } = renderEdit(aRecordedTrade());
    const net = await screen.findByLabelText('Résultat net réel (optionnel) (USD)');
    expect(net).toHaveValue('974,75');
    expect(screen.getByLabelText('Frais (USD)')).toHaveValue('4,5');
    await user.clear(net);
    await user.click(save());
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ pnl_amount: null, fees: '4.5', swap: '-1.25' });
    expect(puts(calls)[0]).not.toHaveProperty('edit_reason');
  });

  it('refuses negative fees before sending, and shows the server’s refusal of the reason under it', async () => {
    const { user, calls } = renderEdit(aTrade(), () => ({
      status: 400,
      body: { edit_reason: ['500 caractères au maximum.'] },
    }));
    const fees = await screen.findByLabelText('Frais (USD)');
    await user.clear(fees);
    await user.type(fees, '-2');
    await user.click(save());
    expect(await screen.findByText('Les frais ne peuvent pas être négatifs.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    await user.clear(fees);
    await user.type(screen.getByLabelText('Raison de la modification'), 'Correction');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('Raison de la modification')).toHaveAccessibleDescription(
        expect.stringContaining('500 caractères au maximum.'),
      ),
    );
  });
});
