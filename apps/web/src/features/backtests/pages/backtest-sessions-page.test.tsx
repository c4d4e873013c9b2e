import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, LOADED } from '../testing/fixtures.ts';
import { renderBacktestPage } from '../testing/render-page.tsx';
import { BacktestSessionsPage } from './backtest-sessions-page.tsx';

const LIST = 'GET /api/v1/backtests/sessions/';
const CREATE = 'POST /api/v1/backtests/sessions/';
const page = { pattern: '/backtests/sessions', path: '/backtests/sessions', Component: BacktestSessionsPage };
const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function fillAndSubmit(user: ReturnType<typeof renderBacktestPage>['user']) {
  const form = within(await screen.findByRole('region', { name: 'Nouvelle session' }, LOADED));
  await user.type(form.getByLabelText('Nom'), 'Asian range');
  await user.type(form.getByLabelText('Instrument'), 'GBPJPY');
  await user.type(form.getByLabelText('Unité de temps'), 'H1');
  await user.click(form.getByRole('button', { name: 'Créer la session' }));
  return form;
}

describe('backtest sessions list (docs/ui.md)', () => {
  it('lists the sessions with trades, total pnl, win rate and creation date', async () => {
    const imported = aSession({ id: 8, name: 'SET50 TradingView', currency: 'THB', instrument: 'S50' });
    renderBacktestPage(page, { [LIST]: () => ({ body: [aSession(), imported] }) });
    const table = await screen.findByRole('table', { name: 'Sessions de backtest' }, LOADED);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Nom',
      'Instrument',
      'Unité de temps',
      'Trades',
      'PnL total',
      'Taux de réussite',
      'Créée le',
    ]);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => spaces(cell.textContent));
    // docs/rules/imports.md: an imported session's money comes with its currency.
    expect(cells).toEqual([
      'SET50 TradingView',
      'S50',
      'M15',
      '3',
      '+125,50 THB',
      '50,0 %',
      '02/11/2026',
      'London breakout',
      'EURUSD',
      'M15',
      '3',
      '+125,50',
      '50,0 %',
      '02/11/2026',
    ]);
    expect(within(table).getByRole('link', { name: 'London breakout' })).toHaveAttribute(
      'href',
      '/backtests/sessions/7',
    );
  });

  it('says when there is no session yet', async () => {
    renderBacktestPage(page, { [LIST]: () => ({ body: [] }) });
    expect(await screen.findByText('Aucune session de backtest.', {}, LOADED)).toBeInTheDocument();
  });

  it('creates a session and opens it', async () => {
    const { user, calls } = renderBacktestPage(page, {
      [LIST]: () => ({ body: [] }),
      [CREATE]: () => ({ status: 201, body: aSession({ id: 12, name: 'Asian range' }) }),
    });
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Session ouverte' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Asian range',
      instrument: 'GBPJPY',
      timeframe: 'H1',
      starting_equity: '10000',
      notes: '',
    });
  });

  it('refuses an empty name before calling the server', async () => {
    const { user, calls } = renderBacktestPage(page, { [LIST]: () => ({ body: [] }) });
    const form = within(await screen.findByRole('region', { name: 'Nouvelle session' }, LOADED));
    await user.click(form.getByRole('button', { name: 'Créer la session' }));
    expect(await form.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says « Impossible d’enregistrer cette session. » when the server refuses it, with its field errors', async () => {
    const { user } = renderBacktestPage(page, {
      [LIST]: () => ({ body: [] }),
      [CREATE]: () => ({ status: 400, body: { name: ['Une session porte déjà ce nom.'] } }),
    });
    const form = await fillAndSubmit(user);
    expect(await screen.findByText("Impossible d'enregistrer cette session.")).toBeInTheDocument();
    expect(form.getByText('Une session porte déjà ce nom.')).toBeInTheDocument();
  });

  it('says « Erreur lors de l’enregistrement de la session. » when the save fails', async () => {
    const { user } = renderBacktestPage(page, {
      [LIST]: () => ({ body: [] }),
      [CREATE]: () => ({ status: 500, body: { detail: 'Erreur interne du serveur.' } }),
    });
    await fillAndSubmit(user);
    expect(await screen.findByText("Erreur lors de l'enregistrement de la session.")).toBeInTheDocument();
  });
});
