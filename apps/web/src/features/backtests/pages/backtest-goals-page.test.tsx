import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aGoal, aSession, aTimeLog, LOADED, NOT_FOUND } from '../testing/fixtures.ts';
import { renderBacktestPage } from '../testing/render-page.tsx';
import { BacktestGoalsPage } from './backtest-goals-page.tsx';

const ACTIVE = 'GET /api/v1/backtests/goals/active/';
const page = { pattern: '/backtests/goals', path: '/backtests/goals', Component: BacktestGoalsPage };
const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const common = {
  'GET /api/v1/backtests/goals/': () => ({
    body: [aGoal({ id: 2, label: 'Octobre', status: 'COMPLETED' as const })],
  }),
  'GET /api/v1/backtests/sessions/': () => ({ body: [aSession()] }),
  'GET /api/v1/backtests/time-logs/': () => ({ body: [aTimeLog()] }),
};

describe('backtest goals without an active goal (docs/rules/trades.md: 404 → creation form)', () => {
  it('shows the creation form and the history of past goals', async () => {
    renderBacktestPage(page, { ...common, [ACTIVE]: () => NOT_FOUND });
    expect(await screen.findByRole('region', { name: 'Nouvel objectif' }, LOADED)).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Objectifs passés' });
    expect(within(history).getByText('Octobre')).toBeInTheDocument();
    expect(within(history).getByText('Clos')).toBeInTheDocument();
  });

  it('validates the goal with the exact messages of docs/rules/trades.md#validation', async () => {
    const { user, calls } = renderBacktestPage(page, { ...common, [ACTIVE]: () => NOT_FOUND });
    const form = within(await screen.findByRole('region', { name: 'Nouvel objectif' }, LOADED));
    await user.clear(form.getByLabelText('Date de début'));
    await user.type(form.getByLabelText('Durée cible (minutes)'), '0');
    await user.click(form.getByRole('button', { name: 'Créer l’objectif' }));
    expect(await form.findByText("L'intitulé est obligatoire.")).toBeInTheDocument();
    expect(form.getByText('La durée cible doit être un entier positif.')).toBeInTheDocument();
    expect(form.getByText('La date de début est obligatoire.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates the goal (deadline optional, sent as null) and shows it as active', async () => {
    let active: ReturnType<typeof aGoal> | null = null;
    const { user, calls } = renderBacktestPage(page, {
      ...common,
      [ACTIVE]: () => (active === null ? NOT_FOUND : { body: active }),
      'POST /api/v1/backtests/goals/': (call) => {
        active = aGoal({
          logged_minutes: 0,
          progress: { progress_percent: 0, total_minutes: 0, remaining_minutes: 600 },
        });
        return { status: 201, body: { ...active, ...(call.body as object) } };
      },
    });
    const form = within(await screen.findByRole('region', { name: 'Nouvel objectif' }, LOADED));
    await user.type(form.getByLabelText('Intitulé'), '  10 h de replay ');
    await user.type(form.getByLabelText('Durée cible (minutes)'), '600');
    await user.clear(form.getByLabelText('Date de début'));
    await user.type(form.getByLabelText('Date de début'), '2026-11-01');
    await user.click(form.getByRole('button', { name: 'Créer l’objectif' }));
    expect(await screen.findByRole('button', { name: "Clore l'objectif" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: '10 h de replay',
      target_minutes: 600,
      start_date: '2026-11-01',
      deadline: null,
    });
  });

  it('says « Impossible de créer l’objectif. » when the server refuses it', async () => {
    const { user } = renderBacktestPage(page, {
      ...common,
      [ACTIVE]: () => NOT_FOUND,
      'POST /api/v1/backtests/goals/': () => ({
        status: 400,
        body: { non_field_errors: ['Un objectif est déjà actif.'] },
      }),
    });
    const form = within(await screen.findByRole('region', { name: 'Nouvel objectif' }, LOADED));
    await user.type(form.getByLabelText('Intitulé'), 'Objectif');
    await user.type(form.getByLabelText('Durée cible (minutes)'), '60');
    await user.click(form.getByRole('button', { name: 'Créer l’objectif' }));
    expect(await screen.findByText("Impossible de créer l'objectif.")).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Un objectif est déjà actif.');
  });

  it('says « Impossible de charger l’objectif de backtest. » when the active goal cannot be read', async () => {
    renderBacktestPage(page, {
      ...common,
      [ACTIVE]: () => ({ status: 500, body: { detail: 'Erreur interne du serveur.' } }),
    });
    expect(
      await screen.findByText("Impossible de charger l'objectif de backtest.", {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nouvel objectif' })).toBeNull();
  });
});

describe('the active backtest goal (docs/ui.md, docs/rules/backtests.md#goals)', () => {
  it('shows logged / target minutes, the percent, what remains, and its time logs', async () => {
    renderBacktestPage(page, { ...common, [ACTIVE]: () => ({ body: aGoal() }) });
    const card = within(await screen.findByRole('region', { name: /10 h de replay/ }, LOADED));
    const values = card.getAllByRole('definition').map((value) => spaces(value.textContent));
    expect(values).toEqual(['90 / 600 min', '1 h 30 sur 10 h', '15,0 %', '510 min', '8 h 30']);
    expect(card.getByRole('progressbar', { name: 'Progression de l’objectif' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    const logs = await screen.findByRole('table', { name: 'Temps enregistré' });
    expect(within(logs).getByRole('link', { name: 'London breakout' })).toHaveAttribute(
      'href',
      '/backtests/sessions/7',
    );
  });

  it('caps the progress bar at 100 % while the percent says how far past the target', async () => {
    const goal = aGoal({
      logged_minutes: 720,
      progress: { progress_percent: 120, total_minutes: 720, remaining_minutes: 0 },
    });
    renderBacktestPage(page, { ...common, [ACTIVE]: () => ({ body: goal }) });
    const bar = await screen.findByRole('progressbar', {}, LOADED);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(spaces(screen.getByText(/^120,0/).textContent)).toBe('120,0 %');
  });

  it('logs time: the duration is required, notes trimmed, the session optional, the start in UTC', async () => {
    const { user, calls } = renderBacktestPage(page, {
      ...common,
      [ACTIVE]: () => ({ body: aGoal() }),
      'POST /api/v1/backtests/time-logs/': () => ({ status: 201, body: aTimeLog() }),
    });
    const form = within(await screen.findByRole('region', { name: 'Enregistrer du temps' }, LOADED));
    await user.click(form.getByRole('button', { name: 'Enregistrer le temps' }));
    expect(await form.findByText('La durée en minutes est requise.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Durée (minutes)'), '90');
    await user.selectOptions(form.getByLabelText('Session (facultatif)'), 'London breakout · EURUSD');
    await user.clear(form.getByLabelText('Début'));
    await user.type(form.getByLabelText('Début'), '2026-11-03T09:00');
    await user.type(form.getByLabelText('Notes'), '  Replay London  ');
    await user.click(form.getByRole('button', { name: 'Enregistrer le temps' }));
    expect(await screen.findByText('Temps enregistré', { selector: '[data-title]' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      goal: 4,
      duration_minutes: 90,
      session: 7,
      notes: 'Replay London',
      started_at: new Date(2026, 10, 3, 9, 0).toISOString().replace('.000Z', 'Z'),
    });
  });

  it('closes the goal after confirmation, then offers to create the next one', async () => {
    let active: ReturnType<typeof aGoal> | null = aGoal();
    const { user, calls } = renderBacktestPage(page, {
      ...common,
      [ACTIVE]: () => (active === null ? NOT_FOUND : { body: active }),
      'PATCH /api/v1/backtests/goals/4/': () => {
        const closed = aGoal({ status: 'COMPLETED' });
        active = null;
        return { body: closed };
      },
    });
    await user.click(await screen.findByRole('button', { name: "Clore l'objectif" }, LOADED));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Confirmer' }),
    );
    expect(await screen.findByRole('region', { name: 'Nouvel objectif' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'COMPLETED' });
  });

  it('says « Impossible de clore l’objectif. » when closing fails', async () => {
    const { user } = renderBacktestPage(page, {
      ...common,
      [ACTIVE]: () => ({ body: aGoal() }),
      'PATCH /api/v1/backtests/goals/4/': () => ({
        status: 500,
        body: { detail: 'Erreur interne du serveur.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: "Clore l'objectif" }, LOADED));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Confirmer' }),
    );
    expect(await screen.findByText("Impossible de clore l'objectif.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: "Clore l'objectif" })).toBeInTheDocument();
  });
});
