import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { anAccount } from '../../../test/fixtures.ts';
import type { RecordedCall } from '../../../test/mock-fetch.ts';
import { aTrade } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const closeBodies = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url === '/api/v1/trades/12/close_trade/').map((call) => call.body);

function renderPanel(answer: () => { status?: number; body: unknown }) {
  const rendered = renderTradePage('/trades/12', {
    'GET /api/v1/trades/12/': () => ({ body: aTrade({ fees: '2.5' }) }),
    'GET /api/v1/trades/12/history/': () => ({ body: [] }),
    'GET /api/v1/capital-accounts/': () => ({ body: [anAccount({ currency: 'EUR' })] }),
    'POST /api/v1/trades/12/close_trade/': answer,
  });
  return { ...rendered, panel: async () => screen.findByRole('region', { name: 'Clôturer l’opération' }) };
}

describe('close: fees, swap and the reported net (docs/rules/trades.md)', () => {
  afterEach(() => toast.dismiss());

  it('sends what was typed in the account’s currency, and nothing for blank fields', async () => {
    const { user, calls, panel } = renderPanel(() => ({ body: aTrade({ status: 'CLOSED' }) }));
    const region = await panel();
    const fees = within(region).getByLabelText('Frais (EUR)');
    // A blank fee keeps what the trade holds: the field shows it.
    expect(fees).toHaveAttribute('placeholder', '2,5');
    expect(await within(region).findAllByText('EUR')).toHaveLength(3);
    await user.type(within(region).getByLabelText('Prix de clôture'), '61000');
    await user.type(fees, '4.5');
    await user.type(within(region).getByLabelText('Résultat net réel (optionnel) (EUR)'), '-12.25');
    await user.click(within(region).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('Opération clôturée')).toBeInTheDocument();
    expect(closeBodies(calls)).toEqual([
      expect.objectContaining({ close_price: '61000', fees: '4.5', pnl_amount: '-12.25' }),
    ]);
    expect(closeBodies(calls)[0]).not.toHaveProperty('swap');
  });

  it('refuses negative fees under « Frais » before sending anything', async () => {
    const { user, calls, panel } = renderPanel(() => ({ body: aTrade({ status: 'CLOSED' }) }));
    const region = await panel();
    await user.type(within(region).getByLabelText('Prix de clôture'), '61000');
    await user.type(within(region).getByLabelText('Frais (EUR)'), '-3');
    await user.click(within(region).getByRole('button', { name: 'Clôturer' }));
    expect(within(region).getByLabelText('Frais (EUR)')).toHaveAccessibleDescription(
      'Les frais ne peuvent pas être négatifs.',
    );
    expect(closeBodies(calls)).toEqual([]);
  });

  it('shows the server’s refusal of an amount under its own field, not in the alert', async () => {
    const { user, panel } = renderPanel(() => ({
      status: 400,
      body: { swap: ['10 décimales au maximum.'] },
    }));
    const region = await panel();
    await user.type(within(region).getByLabelText('Prix de clôture'), '61000');
    await user.type(within(region).getByLabelText('Swap (EUR)'), '1.5');
    await user.click(within(region).getByRole('button', { name: 'Clôturer' }));
    const swap = within(region).getByLabelText('Swap (EUR)');
    expect(await within(region).findByText('10 décimales au maximum.')).toBeInTheDocument();
    expect(swap).toHaveAccessibleDescription('10 décimales au maximum.');
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});

describe('close: the rate the server asks for (docs/rules/money.md#sources)', () => {
  afterEach(() => toast.dismiss());

  it('shows « Taux de change » with the server’s question, then sends the rate typed', async () => {
    let answers = 0;
    const { user, calls, panel } = renderPanel(() =>
      answers++ === 0
        ? { status: 400, body: { fx_rate: ['Taux de change requis : valeur de 1 EUR en USD.'] } }
        : { body: aTrade({ status: 'CLOSED', pnl_source: 'COMPUTED', fx_rate: '1.0845' }) },
    );
    const region = await panel();
    expect(within(region).queryByLabelText('Taux de change')).toBeNull();
    await user.type(within(region).getByLabelText('Prix de clôture'), '18560.3');
    await user.click(within(region).getByRole('button', { name: 'Clôturer' }));
    const rate = await within(region).findByLabelText('Taux de change');
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining('Taux de change requis : valeur de 1 EUR en USD.'),
    );
    expect(within(region).queryByRole('alert')).toBeNull();
    await user.type(rate, '1.0845');
    await user.click(within(region).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('Opération clôturée')).toBeInTheDocument();
    expect(closeBodies(calls)).toEqual([
      expect.not.objectContaining({ fx_rate: expect.anything() }),
      expect.objectContaining({ close_price: '18560.3', fx_rate: '1.0845' }),
    ]);
  });
});
