import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal } from '../../../lib/local-date-time.ts';
import { BacktestSessionPage } from '../pages/backtest-session-page.tsx';
import { aSession, aTrade, LOADED } from '../testing/fixtures.ts';
import { renderBacktestPage } from '../testing/render-page.tsx';

const TRADES_PATH = '/api/v1/backtests/sessions/7/trades/';

function renderForm(
  postReply: () => { status?: number; body?: unknown } = () => ({ status: 201, body: aTrade() }),
) {
  const view = renderBacktestPage(
    { pattern: '/backtests/sessions/:id', path: '/backtests/sessions/7', Component: BacktestSessionPage },
    {
      'GET /api/v1/backtests/sessions/7/': () => ({ body: aSession() }),
      [`GET ${TRADES_PATH}`]: () => ({ body: [] }),
      [`POST ${TRADES_PATH}`]: postReply,
    },
  );
  const form = async () => {
    const card = await screen.findByRole('region', { name: 'Ajouter un trade' }, LOADED);
    return within(card);
  };
  return { ...view, form };
}

/** The text of an input as the browser holds it (a number input's `toHaveValue` is a number). */
function typedText(element: HTMLElement): string {
  if (!(element instanceof HTMLInputElement)) throw new Error('input expected');
  return element.value;
}

describe('add-trade form of a backtest session (docs/rules/trades.md#validation)', () => {
  it('refuses a missing entry price and quantity with the exact messages, without calling the server', async () => {
    const { user, calls, form } = renderForm();
    const fields = await form();
    await user.type(fields.getByLabelText('Quantité'), '0');
    await user.click(fields.getByRole('button', { name: 'Ajouter le trade' }));
    expect(await fields.findByText("Prix d'entrée requis et doit être > 0")).toBeInTheDocument();
    expect(fields.getByText('Quantité requise et doit être > 0')).toBeInTheDocument();
    expect(fields.getByLabelText('Prix d’entrée')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('defaults instrument and timeframe from the session and the entry time to now', async () => {
    const { form } = renderForm();
    const fields = await form();
    expect(fields.getByLabelText('Instrument')).toHaveValue('EURUSD');
    expect(fields.getByLabelText('Unité de temps')).toHaveValue('M15');
    expect(fields.getByRole('radio', { name: 'Achat' })).toBeChecked();
    const entryTime = fields.getByLabelText('Date d’entrée');
    const sent = fromDateTimeLocal(typedText(entryTime));
    expect(Math.abs(Date.parse(sent ?? '') - Date.now())).toBeLessThan(2 * 60_000);
  });

  it('normalises numbers to 2 decimals on blur and takes prices to the 8th decimal', async () => {
    const { user, form } = renderForm();
    const fields = await form();
    const entryPrice = fields.getByLabelText('Prix d’entrée');
    expect(entryPrice).toHaveAttribute('inputmode', 'decimal');
    await user.type(entryPrice, '100');
    await user.tab();
    expect(entryPrice).toHaveValue('100,00');
    const stop = fields.getByLabelText('Stop loss (facultatif)');
    await user.type(stop, '1.08345');
    await user.tab();
    expect(typedText(stop)).toBe('1,08345');
  });

  it('sends the session, a UTC entry time, a null stop and only the complete take profits', async () => {
    const { user, calls, form } = renderForm();
    const fields = await form();
    await user.click(fields.getByRole('radio', { name: 'Vente' }));
    await user.type(fields.getByLabelText('Tag de stratégie'), ' BOS ');
    const entryTime = fields.getByLabelText('Date d’entrée');
    await user.clear(entryTime);
    await user.type(entryTime, '2026-11-20T15:05');
    await user.type(fields.getByLabelText('Prix d’entrée'), '1.1');
    await user.type(fields.getByLabelText('Quantité'), '1000');
    await user.type(fields.getByLabelText('Prix du take profit 1'), '1.09');
    await user.type(fields.getByLabelText('Quantité du take profit 1'), '500');
    for (const [price, quantity] of [
      ['1.08', ''],
      ['', '200'],
      ['1.07', '0'],
      ['1.06', '500'],
    ]) {
      await user.click(fields.getByRole('button', { name: 'Ajouter un take profit' }));
      const rows = fields.getAllByLabelText(/^Prix du take profit/).length;
      if (price) await user.type(fields.getByLabelText(`Prix du take profit ${rows}`), price);
      if (quantity) await user.type(fields.getByLabelText(`Quantité du take profit ${rows}`), quantity);
    }
    await user.click(fields.getByRole('button', { name: 'Ajouter le trade' }));
    expect(await screen.findByText('Trade ajouté')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      session: 7,
      side: 'SHORT',
      instrument: 'EURUSD',
      timeframe: 'M15',
      strategy_tag: 'BOS',
      entry_time: new Date(2026, 10, 20, 15, 5).toISOString().replace('.000Z', 'Z'),
      entry_price: '1.1',
      qty: '1000',
      stop_loss: null,
      notes: '',
      take_profits: [
        { price: '1.09', quantity_to_sell: '500', order: 0 },
        { price: '1.06', quantity_to_sell: '500', order: 1 },
      ],
    });
    // Ready for the next trade: prices cleared, the context kept.
    expect(fields.getByLabelText('Prix d’entrée')).toHaveValue('');
    expect(fields.getByRole('radio', { name: 'Vente' })).toBeChecked();
  });

  it('shows the server field errors under their fields and as an error toast', async () => {
    const { user, form } = renderForm(() => ({
      status: 400,
      body: { stop_loss: ['Le stop d’un achat doit être sous le prix d’entrée.'] },
    }));
    const fields = await form();
    await user.type(fields.getByLabelText('Prix d’entrée'), '1.1');
    await user.type(fields.getByLabelText('Quantité'), '1');
    await user.type(fields.getByLabelText('Stop loss (facultatif)'), '1.2');
    await user.click(fields.getByRole('button', { name: 'Ajouter le trade' }));
    expect(
      await fields.findByText('Le stop d’un achat doit être sous le prix d’entrée.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Requête invalide')).toBeInTheDocument();
  });
});
