import {
  type CapitalAccount,
  CHALLENGE_MESSAGES,
  type ChallengeStatus,
  SIMULATION_MESSAGES,
  type SimulationResponse,
} from '@carnet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch, type RecordedCall } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { CapitalAccountPage } from './capital-account-page.tsx';

/*
 * docs/rules/challenges.md on the account page. The account: 100 000, two-step rules (target 10 000, 5 000 a day from the
 * starting balance, 10 000 static, 4 days). Its status: 95 500 after a day of −4 500 then a breach of the floor.
 * Hand-read gauges: objective −45 %, daily loss used 4 500 / 5 000 = 90 %, 5 500 to the floor, 2 / 4 days.
 */
const RULES: NonNullable<CapitalAccount['rules']> = {
  profit_target: '10000',
  daily_loss_limit: '5000',
  daily_loss_pct: null,
  daily_loss_basis: 'STARTING_BALANCE',
  max_loss: '10000',
  max_loss_type: 'STATIC',
  trailing_lock: null,
  min_trading_days: 4,
  consistency_pct: null,
  reset_timezone: 'Europe/Prague',
  reset_time: '00:00',
};
const ACCOUNT: CapitalAccount = {
  id: 7,
  name: 'Prop 100k',
  mode: 'CHALLENGE',
  currency: 'USD',
  starting_balance: '100000',
  current_balance: '95500',
  target_balance: null,
  start_date: null,
  target_date: null,
  is_active: true,
  notes: null,
  progress_pct: null,
  trades_count: 3,
  rules: RULES,
};
const STATUS: ChallengeStatus = {
  state: 'FAILED',
  balance: '95500',
  profit: '-4500',
  progress_pct: -45,
  trading_days: 2,
  best_day_share_pct: null,
  consistency_ok: true,
  floor: '90000',
  headroom: '5500',
  daily_loss_used_today: '4500',
  daily_loss_limit_today: '5000',
  breaches: [{ rule: 'MAX_LOSS', date: '2026-11-20', trade: 41, balance: '89900', limit: '90000' }],
  days: [
    { date: '2026-11-19', pnl: '100', low: '100000', balance_end: '100100', floor: '90000' },
    { date: '2026-11-20', pnl: '-4600', low: '95500', balance_end: '95500', floor: '90000' },
  ],
};
const ODDS: SimulationResponse = {
  runs: 10_000,
  pass_probability: 0.625,
  fail_probability: 0.3,
  open_probability: 0.075,
  pass_ci: { low: 0.6155, high: 0.6344 },
  pass_probability_range: { low: 0.48, high: 0.735 },
  median_days_to_pass: 12,
  failure_reasons: { DAILY_LOSS: 0.1, MAX_LOSS: 0.2 },
  risk_sweep: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2].map((risk_pct) => ({
    risk_pct,
    pass_probability: risk_pct === 0.75 ? 0.7 : 0.4,
  })),
  sample_trades: 80,
  sample_days: 31,
  low_sample: false,
};

function renderPage(path: string, handlers: Parameters<typeof mockFetch>[0] = {}) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({
    'GET /api/v1/capital-accounts/7/': () => ({ body: ACCOUNT }),
    'GET /api/v1/capital-accounts/7/challenge/': () => ({ body: STATUS }),
    'POST /api/v1/capital-accounts/7/simulate/': () => ({ body: ODDS }),
    'POST /api/v1/capital-accounts/': () => ({ status: 201, body: ACCOUNT }),
    'PUT /api/v1/capital-accounts/7/': () => ({ body: ACCOUNT }),
    ...handlers,
  });
  const routes = [
    {
      Component: ToasterLayout,
      children: [
        { path: '/capital/accounts/new', Component: CapitalAccountPage },
        { path: '/capital/accounts/:id', Component: CapitalAccountPage },
        { path: '/capital/accounts', element: <h1>Liste des comptes</h1> },
      ],
    },
  ];
  return { calls, ...renderRoutes(routes, path) };
}

const sent = (calls: RecordedCall[], method: string, url: string) =>
  calls.find((call) => call.method === method && call.url.endsWith(url))?.body;

describe('the challenge panel (docs/rules/challenges.md)', () => {
  it('shows the gauges, the note, the state and the breach', async () => {
    renderPage('/capital/accounts/7');
    const panel = await screen.findByRole('region', { name: 'Challenge' });
    expect(within(panel).getByText('Calculé sur les opérations clôturées')).toBeInTheDocument();
    expect(await within(panel).findByText('Échoué')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Objectif' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: 'Perte du jour utilisée' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    expect(screen.getByRole('progressbar', { name: 'Distance au plancher' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    expect(screen.getByRole('progressbar', { name: 'Jours de trading' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(panel).getByText('2 / 4')).toBeInTheDocument();
    const breaches = screen.getByRole('list', { name: 'Règles enfreintes' });
    expect(within(breaches).getByText('Perte maximale')).toBeInTheDocument();
    expect(within(breaches).getByRole('link', { name: 'Voir l’opération' })).toHaveAttribute(
      'href',
      '/trades/41',
    );
  });

  it('computes the odds with the form and marks the risk that maximises them', async () => {
    const { user, calls } = renderPage('/capital/accounts/7');
    const card = await screen.findByRole('region', { name: 'Probabilité de réussite' });
    await user.clear(within(card).getByLabelText('Risque par trade (%)'));
    await user.type(within(card).getByLabelText('Risque par trade (%)'), '0,75');
    await user.selectOptions(within(card).getByLabelText('Échantillon'), 'Tous mes trades');
    await user.click(within(card).getByRole('button', { name: 'Calculer' }));
    expect(await within(card).findByText('62,5 %')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/simulate/')).toEqual({
      risk_pct: 0.75,
      runs: 10_000,
      horizon_days: 30,
      sample: 'ALL',
      trades_per_day: null,
    });
    expect(within(card).getByText('Selon l’échantillon : 48,0 % – 73,5 %')).toBeInTheDocument();
    expect(
      within(card).getByText('Le risque qui maximise les chances : 0,75 % par trade.'),
    ).toBeInTheDocument();
  });

  it('names no best risk from a low sample, nor one at the edge of the sweep', async () => {
    const atEdge = ODDS.risk_sweep.map((point) => ({ ...point, pass_probability: point.risk_pct / 4 }));
    for (const [odds, sentence] of [
      [
        { ...ODDS, low_sample: true, sample_trades: 23, sample_days: 18 },
        'Échantillon faible (moins de 30 jours de trading ou de 50 trades) : aucun risque n’est recommandé.',
      ],
      [
        { ...ODDS, risk_sweep: atEdge },
        'Les meilleures chances sont au bord de la plage testée (2 % par trade) : le meilleur risque peut être au-delà, aucun n’est recommandé.',
      ],
    ] as const) {
      const { user, unmount } = renderPage('/capital/accounts/7', {
        'POST /api/v1/capital-accounts/7/simulate/': () => ({ body: odds }),
      });
      const card = await screen.findByRole('region', { name: 'Probabilité de réussite' });
      await user.click(within(card).getByRole('button', { name: 'Calculer' }));
      expect(await within(card).findByText(sentence)).toBeInTheDocument();
      expect(within(card).queryByText(/Le risque qui maximise/)).toBeNull();
      unmount();
    }
  });

  it('shows the server’s refusal under its field', async () => {
    const { user } = renderPage('/capital/accounts/7', {
      'POST /api/v1/capital-accounts/7/simulate/': () => ({
        status: 400,
        body: { sample: [SIMULATION_MESSAGES.tooFewTrades] },
      }),
    });
    const card = await screen.findByRole('region', { name: 'Probabilité de réussite' });
    await user.click(within(card).getByRole('button', { name: 'Calculer' }));
    await waitFor(() =>
      expect(within(card).getByLabelText('Échantillon')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(card).getByText(SIMULATION_MESSAGES.tooFewTrades)).toBeInTheDocument();
  });
});

describe('the challenge rules in the account form (docs/rules/challenges.md)', () => {
  it('fills the rules from a preset and the starting balance, and sends them', async () => {
    const { user, calls } = renderPage('/capital/accounts/new');
    await user.type(await screen.findByLabelText('Nom'), 'Prop 50k');
    await user.selectOptions(screen.getByLabelText('Type'), 'Challenge');
    await user.selectOptions(
      screen.getByLabelText('Modèle de règles'),
      'Deux étapes — 10 % / 5 % / 10 % statique',
    );
    expect(
      await screen.findByText('Renseignez d’abord le solde de départ : le modèle s’y rapporte.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Solde de départ'), '50000');
    await user.selectOptions(screen.getByLabelText('Modèle de règles'), '');
    await user.selectOptions(
      screen.getByLabelText('Modèle de règles'),
      'Deux étapes — 10 % / 5 % / 10 % statique',
    );
    expect(screen.getByLabelText('Objectif de profit')).toHaveValue('5\u202f000');
    expect(screen.getByLabelText('Perte maximale')).toHaveValue('5\u202f000');
    expect(screen.getByLabelText('Jours de trading minimum')).toHaveValue('4');
    await user.clear(screen.getByLabelText('Perte journalière max.'));
    await user.type(screen.getByLabelText('Perte journalière max.'), '2 000');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    await waitFor(() => expect(sent(calls, 'POST', '/capital-accounts/')).toBeDefined());
    expect(sent(calls, 'POST', '/capital-accounts/')).toMatchObject({
      mode: 'CHALLENGE',
      rules: {
        profit_target: '5000',
        daily_loss_limit: '2000',
        daily_loss_pct: null,
        daily_loss_basis: 'STARTING_BALANCE',
        max_loss: '5000',
        max_loss_type: 'STATIC',
        trailing_lock: null,
        min_trading_days: 4,
        consistency_pct: null,
        reset_timezone: 'Europe/Prague',
        reset_time: '00:00',
      },
    });
  });

  it('sends 0 minimum days (no minimum) and a daily loss in percent of the day-start balance', async () => {
    const { user, calls } = renderPage('/capital/accounts/7');
    const minDays = await screen.findByLabelText('Jours de trading minimum');
    await user.clear(minDays);
    await user.type(minDays, '0');
    await user.clear(screen.getByLabelText('Perte journalière max.'));
    await user.type(screen.getByLabelText('Perte journalière max. (%)'), '4,5');
    await user.selectOptions(
      screen.getByLabelText('Pourcentage calculé sur'),
      'Solde au début de la journée',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/capital-accounts/7/')).toBeDefined());
    expect(sent(calls, 'PUT', '/capital-accounts/7/')).toMatchObject({
      rules: {
        daily_loss_limit: null,
        daily_loss_pct: 4.5,
        daily_loss_basis: 'DAY_START_BALANCE',
        min_trading_days: 0,
      },
    });
  });

  it('refuses a daily loss typed both as an amount and as a percent, under the percent', async () => {
    const { user, calls } = renderPage('/capital/accounts/7');
    await user.type(await screen.findByLabelText('Perte journalière max. (%)'), '5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(CHALLENGE_MESSAGES.dailyLossEither)).toBeInTheDocument();
    expect(screen.getByLabelText('Perte journalière max. (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'PUT', '/capital-accounts/7/')).toBeUndefined();
  });

  it('shows a refused rule under its field', async () => {
    const { user } = renderPage('/capital/accounts/7', {
      'PUT /api/v1/capital-accounts/7/': () => ({
        status: 400,
        body: { rules: { max_loss: ['Doit être supérieur à 0.'] } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Perte maximale')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Doit être supérieur à 0.')).toBeInTheDocument();
  });
});
