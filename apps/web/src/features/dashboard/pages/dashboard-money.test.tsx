import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format.ts';
import { NOT_FOUND } from '../../backtests/testing/fixtures.ts';
import { MONEY_CURVE_TITLE } from '../components/money-curve-card.tsx';
import { unknownRNote } from '../components/unknown-r-note.tsx';
import {
  EMPTY_DASHBOARD,
  EMPTY_PAGE,
  PAPER_DASHBOARD,
  renderDashboard,
} from '../testing/render-dashboard.tsx';

const DASHBOARD = '/api/v1/trades/dashboard/';

function renderWith(dashboard: typeof PAPER_DASHBOARD) {
  return renderDashboard('/app', {
    [`GET ${DASHBOARD}`]: () => ({ body: dashboard }),
    'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
    'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
  });
}

/** As Testing Library reads text: the no-break spaces of fr-FR as plain spaces. */
const money = (value: string, currency: string) => formatMoney(value, currency).replace(/\s+/g, ' ');

const moneyCard = () => screen.getByRole('region', { name: MONEY_CURVE_TITLE });

describe('/app — money and trades without R (docs/rules/trades.md)', () => {
  it('shows the net result of the money curve, a loss in red, and no note when every trade has an R', async () => {
    renderWith(PAPER_DASHBOARD);
    const total = await within(moneyCard()).findByText(money('-50', 'EUR'));
    expect(total).toHaveClass('text-loss');
    expect(screen.queryByText(/sans stop/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'EUR' })).not.toBeInTheDocument();
  });

  it('says how many closed trades the R statistics left out, and counts them as closed', async () => {
    renderWith({ ...PAPER_DASHBOARD, trades_without_r: 2 });
    expect(await screen.findByText(unknownRNote(2))).toBeInTheDocument();
    expect(unknownRNote(2)).toBe('2 opérations sans stop exclues des statistiques en R');
    expect(unknownRNote(1)).toBe('1 opération sans stop exclue des statistiques en R');
    expect(screen.getByText('5 clôturées')).toBeInTheDocument();
  });

  it('shows one currency at a time and never adds two', async () => {
    const { user } = renderWith({
      ...PAPER_DASHBOARD,
      money_curves: [
        ...PAPER_DASHBOARD.money_curves,
        { currency: 'USD', points: [{ date: '2026-11-24', net: '212.35', cumulative_net: '212.35' }] },
      ],
    });
    const euro = await within(moneyCard()).findByRole('button', { name: 'EUR' });
    expect(euro).toHaveAttribute('aria-pressed', 'true');
    expect(within(moneyCard()).getByText(money('-50', 'EUR'))).toBeInTheDocument();
    await user.click(within(moneyCard()).getByRole('button', { name: 'USD' }));
    expect(within(moneyCard()).getByText(money('212.35', 'USD'))).toHaveClass('text-gain');
    expect(within(moneyCard()).getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the previous total dimmed and busy while another period loads, then shows the new one', async () => {
    let release: () => void = () => undefined;
    const allDates = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = renderDashboard('/app', {
      [`GET ${DASHBOARD}`]: async ({ url }) => {
        if (!url.includes('from=')) await allDates;
        return { body: url.includes('from=') ? EMPTY_DASHBOARD : PAPER_DASHBOARD };
      },
      'GET /api/v1/trades/': () => ({ body: EMPTY_PAGE }),
      'GET /api/v1/backtests/goals/active/': () => NOT_FOUND,
    });
    expect(await within(moneyCard()).findByText('Aucun résultat en argent')).toBeInTheDocument();
    expect(moneyCard()).toHaveAttribute('aria-busy', 'false');

    await user.click(screen.getByRole('checkbox', { name: 'Inclure toutes les dates' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(moneyCard()).toHaveAttribute('aria-busy', 'true'));
    expect(moneyCard()).toHaveClass('opacity-60');
    expect(within(moneyCard()).getByText('Aucun résultat en argent')).toBeInTheDocument();

    release();
    expect(await within(moneyCard()).findByText(money('-50', 'EUR'))).toBeInTheDocument();
    // Busy until the lazily loaded chart is drawn, no longer dimmed at once.
    expect(moneyCard()).not.toHaveClass('opacity-60');
    await waitFor(() => expect(moneyCard()).toHaveAttribute('aria-busy', 'false'));
  });

  it('says so when no closed trade has money', async () => {
    renderWith(EMPTY_DASHBOARD);
    expect(await within(moneyCard()).findByText('Aucun résultat en argent')).toBeInTheDocument();
  });
});
