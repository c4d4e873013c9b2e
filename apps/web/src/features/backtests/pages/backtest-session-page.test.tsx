import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aTrade, NOT_FOUND } from '../testing/fixtures.ts';
import { renderBacktestPage } from '../testing/render-page.tsx';
import { BacktestSessionPage } from './backtest-session-page.tsx';

const SESSION_PATH = '/api/v1/backtests/sessions/7/';
const page = (path = '/backtests/sessions/7') => ({
  pattern: '/backtests/sessions/:id',
  path,
  Component: BacktestSessionPage,
});
const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderSession(handlers: Parameters<typeof renderBacktestPage>[1] = {}, session = aSession()) {
  return renderBacktestPage(page(), {
    [`GET ${SESSION_PATH}`]: () => ({ body: session }),
    [`GET ${SESSION_PATH}trades/`]: () => ({ body: [aTrade()] }),
    ...handlers,
  });
}

describe('backtest session: metrics and trades (docs/ui.md)', () => {
  it('shows exactly five metric cells, formatted as docs/ui.md says', async () => {
    renderSession();
    const band = await screen
      .findByRole('list', { name: 'Métriques de la session' })
      .catch(() => screen.findByLabelText('Métriques de la session'));
    const terms = within(band)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(band)
      .getAllByRole('definition')
      .map((value) => spaces(value.textContent));
    expect(terms).toEqual([
      'Trades clôturés / total',
      'PnL total',
      'Taux de réussite',
      'Profit factor',
      'Drawdown max',
    ]);
    // 125.5 → 2 decimals; win rate 0.5 (a fraction) → 1 decimal; profit factor 2 decimals; drawdown 2 decimals.
    expect(values).toEqual(['2 / 3', '+125,50', '50,0 %', '2,26', '100,00']);
  });

  it('shows a dash for the profit factor and the win rate when undefined', async () => {
    const metrics = { ...aSession().metrics, win_rate: null, profit_factor: null, trades_closed: 0 };
    renderSession({}, aSession({ metrics }));
    const band = await screen.findByLabelText('Métriques de la session');
    const values = within(band)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values[2]).toBe('-');
    expect(values[3]).toBe('-');
  });

  it('lists trades in a table of nine columns', async () => {
    renderSession({
      [`GET ${SESSION_PATH}trades/`]: () => ({
        body: [
          aTrade(),
          aTrade({ id: 32, side: 'SHORT', pnl_abs: null, r_multiple: null, take_profits: [] }),
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Trades de la session' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(within(row).getAllByRole('cell')).toHaveLength(9);
    }
    expect(within(table).getByText('Ouvert')).toBeInTheDocument();
    expect(spaces(within(table).getByText(/^\+2,00/).textContent)).toBe('+2,00 R');
  });

  it('shows the currency of an imported TradingView session with its money (docs/rules/imports.md)', async () => {
    const metrics = {
      trades_closed: 756,
      trades_total: 757,
      total_pnl: '-123507.2',
      win_rate: 0.2817,
      profit_factor: 0.6474,
      max_drawdown_abs: '127451.4',
    };
    renderSession(
      { [`GET ${SESSION_PATH}trades/`]: () => ({ body: [aTrade({ pnl_abs: '-226.2', r_multiple: null })] }) },
      aSession({ currency: 'THB', metrics }),
    );
    const band = await screen.findByLabelText('Métriques de la session');
    const values = within(band)
      .getAllByRole('definition')
      .map((value) => spaces(value.textContent));
    expect(values).toEqual(['756 / 757', '-123 507,20 THB', '28,2 %', '0,65', '127 451,40 THB']);
    const table = await screen.findByRole('table', { name: 'Trades de la session' });
    expect(spaces(within(table).getByText(/^-226,20/).textContent)).toBe('-226,20 THB');
    expect(spaces(screen.getByText(/Capital de départ/).textContent)).toContain(
      'Capital de départ 10 000,00 THB',
    );
  });

  it('says « Session introuvable » for an unknown id and for an id that is not one', async () => {
    renderSession({ [`GET ${SESSION_PATH}`]: () => NOT_FOUND });
    expect(await screen.findByRole('heading', { level: 1, name: 'Session introuvable' })).toBeInTheDocument();
  });

  it('does not even ask the server for a malformed id', async () => {
    const { calls } = renderBacktestPage(page('/backtests/sessions/abc'), {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Session introuvable' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('deletes a trade after confirmation, with « Trade supprimé avec succès »', async () => {
    let trades = [aTrade()];
    const { user, calls } = renderSession({
      [`GET ${SESSION_PATH}trades/`]: () => ({ body: trades }),
      'DELETE /api/v1/backtests/trades/31/': () => {
        trades = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Supprimer le trade du/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Trade supprimé avec succès')).toBeInTheDocument();
    expect(await screen.findByText('Aucun trade dans cette session.')).toBeInTheDocument();
    // The metrics come back from the server after the change.
    expect(calls.filter((call) => call.method === 'GET' && call.url === SESSION_PATH).length).toBeGreaterThan(
      1,
    );
  });

  it('recomputes the metrics on request', async () => {
    const recomputed = aSession({ metrics: { ...aSession().metrics, total_pnl: '-40' } });
    const { user } = renderSession({ [`POST ${SESSION_PATH}recompute/`]: () => ({ body: recomputed }) });
    await user.click(await screen.findByRole('button', { name: 'Recalculer' }));
    const band = screen.getByLabelText('Métriques de la session');
    await waitFor(() => expect(within(band).getByText('-40,00')).toBeInTheDocument());
  });
});
