import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userTimeZone } from '../../../lib/format.ts';
import { localDateText } from '../../../lib/local-date.ts';
import { aGoal, NOT_FOUND } from '../../backtests/testing/fixtures.ts';
import { aListItem } from '../../trades/testing/fixtures.ts';
import {
  EMPTY_DASHBOARD,
  EMPTY_PAGE,
  lastQuery,
  PAPER_DASHBOARD,
  renderDashboard,
} from '../testing/render-dashboard.tsx';

const DASHBOARD = '/api/v1/trades/dashboard/';

const card = (name: string) => screen.getByRole('region', { name });

describe('/app — « Opérations » with statistics (docs/ui.md)', () => {
  it('shows the five cards and the drawdowns of the hand-made scenario with French formatting', async () => {
    renderDashboard('/app', {
      [`GET ${DASHBOARD}`]: () => ({ body: PAPER_DASHBOARD }),
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => ({ body: aGoal() }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opérations' })).toBeInTheDocument();
    expect(await within(card('Total des opérations')).findByText('3')).toBeInTheDocument();
    expect(within(card('Total des opérations')).getByText('3 clôturées')).toBeInTheDocument();
    expect(within(card('Taux de réussite')).getByText(`33,3 %`)).toBeInTheDocument();
    expect(within(card('Espérance')).getByText(`-0,17 R`)).toHaveClass('text-loss');
    expect(within(card('Ratio gain/perte')).getByText('0,67')).toBeInTheDocument();
    const equity = card('Courbe d’équité');
    expect(within(equity).getByText('Drawdown actuel').nextSibling).toHaveTextContent(`1,50 R`);
    expect(within(equity).getByText('Drawdown max').nextSibling).toHaveTextContent(`1,50 R`);
    expect(screen.queryByText('Aucune donnée d’équité')).not.toBeInTheDocument();
    expect(screen.queryByText('Aucune donnée groupée')).not.toBeInTheDocument();
  });

  it('asks for the last 90 local days grouped by week in the browser zone, and the same range of trades', async () => {
    const { calls } = renderDashboard('/app', {
      [`GET ${DASHBOARD}`]: () => ({ body: PAPER_DASHBOARD }),
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
    });
    await screen.findByText('3 clôturées');
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 90);
    expect(lastQuery(calls, DASHBOARD)).toEqual({
      group: 'week',
      tz: userTimeZone(),
      from: localDateText(from),
      to: localDateText(today),
    });
    expect(lastQuery(calls, '/api/v1/trades/')).toHaveProperty('entry_date__gte');
  });

  it('applies « Inclure toutes les dates » to the statistics (by month, no dates) and the table (page 1)', async () => {
    const { calls, user } = renderDashboard('/app?page=2', {
      [`GET ${DASHBOARD}`]: () => ({ body: PAPER_DASHBOARD }),
      'GET /api/v1/trades/': () => ({
        body: { count: 1, next: null, previous: null, results: [aListItem({ asset_name: 'EURUSD' })] },
      }),
      'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
    });
    await screen.findByText('3 clôturées');
    await user.click(screen.getByRole('checkbox', { name: 'Inclure toutes les dates' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await vi.waitFor(() =>
      expect(lastQuery(calls, DASHBOARD)).toEqual({ group: 'month', tz: userTimeZone() }),
    );
    expect(lastQuery(calls, '/api/v1/trades/')).toEqual({ page: '1' });
    expect(await screen.findByRole('table', { name: 'Opérations' })).toHaveTextContent('EURUSD');
  });

  it('shows dashes and the empty messages without closed trades', async () => {
    renderDashboard('/app', {
      [`GET ${DASHBOARD}`]: () => ({ body: EMPTY_DASHBOARD }),
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
    });
    expect(await screen.findByText('Aucune donnée d’équité')).toBeInTheDocument();
    expect(screen.getByText('Aucune donnée groupée')).toBeInTheDocument();
    expect(within(card('Total des opérations')).getByText('0')).toBeInTheDocument();
    expect(within(card('Taux de réussite')).getByText('-')).toBeInTheDocument();
    expect(within(card('Espérance')).getByText('-')).toBeInTheDocument();
    expect(within(card('Ratio gain/perte')).getByText('-')).toBeInTheDocument();
  });

  it('only logs a failed load: figures show as dashes, no message is shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard('/app', {
      [`GET ${DASHBOARD}`]: () => ({ status: 500, body: { detail: 'Erreur interne du serveur.' } }),
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
    });
    expect(await screen.findByText('Aucune donnée d’équité')).toBeInTheDocument();
    expect(within(card('Taux de réussite')).getByText('-')).toBeInTheDocument();
    expect(screen.queryByText(/Erreur/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('the active backtest goal card', () => {
  it('shows label, logged / target minutes, status, a progress bar and « Gérer » to the goals page', async () => {
    const { user } = renderDashboard('/app', {
      [`GET ${DASHBOARD}`]: () => ({ body: PAPER_DASHBOARD }),
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => ({ body: aGoal() }),
    });
    const goal = card('Objectif de backtest');
    expect(await within(goal).findByText('10 h de replay')).toBeInTheDocument();
    expect(within(goal).getByText(`90 / 600 min`)).toBeInTheDocument();
    expect(within(goal).getByText('Actif')).toBeInTheDocument();
    expect(within(goal).getByText(`15,0 %`)).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar', { name: 'Progression de l’objectif' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    await user.click(within(goal).getByRole('link', { name: 'Gérer' }));
    expect(await screen.findByRole('heading', { name: 'Objectifs de backtest' })).toBeInTheDocument();
  });

  it('caps the bar at 100 % for a goal beyond its target', async () => {
    renderDashboard('/app', {
      [`GET ${DASHBOARD}`]: () => ({ body: PAPER_DASHBOARD }),
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => ({
        body: aGoal({
          logged_minutes: 750,
          progress: { progress_percent: 125, total_minutes: 750, remaining_minutes: 0 },
        }),
      }),
    });
    const goal = card('Objectif de backtest');
    expect(await within(goal).findByText('Atteint')).toBeInTheDocument();
    expect(within(goal).getByText(`125,0 %`)).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says « Aucun objectif actif. » with a link to create one when there is none', async () => {
    renderDashboard('/app', {
      [`GET ${DASHBOARD}`]: () => ({ body: PAPER_DASHBOARD }),
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
    });
    const goal = card('Objectif de backtest');
    expect(await within(goal).findByText('Aucun objectif actif.')).toBeInTheDocument();
    expect(within(goal).getByRole('link', { name: 'Créer un objectif' })).toHaveAttribute(
      'href',
      '/backtests/goals',
    );
    expect(within(goal).queryByRole('link', { name: 'Gérer' })).not.toBeInTheDocument();
  });

  it('links « Analyser cette période » to the analysis of the same days and tag (docs/rules/statistics.md)', async () => {
    renderDashboard('/app?from=2026-09-01&to=2026-11-30&tag=FOMO', {
      [`GET ${DASHBOARD}`]: () => ({ body: PAPER_DASHBOARD }),
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
    });
    expect(await screen.findByRole('link', { name: 'Analyser cette période' })).toHaveAttribute(
      'href',
      '/analysis?from=2026-09-01&to=2026-11-30&tag=FOMO',
    );
  });
});
