import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { aTrade } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

describe('/trades/{id} — simple detail with its close panel (docs/ui.md)', () => {
  afterEach(() => toast.dismiss());

  it('shows asset, direction, status, outcome, and closes with the same rules as the dialog', async () => {
    let isClosed = false;
    const closed = aTrade({ status: 'CLOSED', outcome: 'LOSS', realized_rr: -1, close_price: '59000' });
    const { user, calls } = renderTradePage('/trades/12', {
      'GET /api/v1/trades/12/': () => ({ body: isClosed ? closed : aTrade() }),
      'POST /api/v1/trades/12/close_trade/': () => {
        isClosed = true;
        return { body: closed };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT' })).toBeInTheDocument();
    expect(screen.getByText(/Achat/)).toBeInTheDocument();
    expect(screen.getByText('Ouverte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux opérations' })).toHaveAttribute('href', '/trades');
    expect(screen.getByRole('link', { name: 'Éditer' })).toHaveAttribute('href', '/trades/12/edit');

    const panel = screen.getByRole('region', { name: 'Clôturer l’opération' });
    await user.click(within(panel).getByRole('button', { name: 'Clôturer' }));
    expect(within(panel).getByText('Le prix de clôture est requis.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Prix de clôture'), '59000');
    await user.click(within(panel).getByRole('checkbox', { name: /TP1/ }));
    await user.click(within(panel).getByRole('checkbox', { name: /TP1/ }));
    await user.click(within(panel).getByRole('button', { name: 'Clôturer' }));

    expect(await screen.findByText('Opération clôturée')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      close_price: '59000',
      hit_take_profits: [],
      close_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/),
    });
    expect(await screen.findByText('LOSS')).toBeInTheDocument();
    expect(screen.getByText('-1,00 R')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Clôturer l’opération' })).toBeNull();
  });
});
