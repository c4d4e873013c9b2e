import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch, type RecordedCall } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { button, fill, scalping, storedConfiguration, swing } from '../test-fixtures.ts';
import { ConfigurationPage } from './configuration-page.tsx';

function renderNewConfiguration(globalStrategies = [swing, scalping]) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({
    'GET /api/v1/trading-strategies/': () => ({ body: globalStrategies }),
    'POST /api/v1/strategies/': (call) => ({
      status: 201,
      body: storedConfiguration({ id: 12, name: 'Pullback HTF' }),
      echo: call.body,
    }),
    'GET /api/v1/strategies/12/screenshots/': () => ({ body: [] }),
  });
  const view = renderRoutes(
    [
      {
        Component: ToasterLayout,
        children: [
          { path: '/strategies/new', Component: ConfigurationPage },
          { path: '/strategies/:id', Component: ConfigurationPage },
          { path: '/global-strategies/new', element: <h1>Nouvelle stratégie globale</h1> },
        ],
      },
    ],
    '/strategies/new',
  );
  return { calls, ...view };
}

const posted = (calls: RecordedCall[]) => calls.find((call) => call.method === 'POST')?.body;

// A big form under jsdom: generous time for a loaded machine.
describe('new configuration (docs/rules/trades.md#fields, docs/rules/trades.md#validation, docs/ui.md)', {
  timeout: 45_000,
}, () => {
  it('starts from the defaults of docs/ui.md', async () => {
    renderNewConfiguration();
    expect(await screen.findByLabelText('Fuseau horaire')).toHaveValue('America/New_York');
    expect(screen.getByLabelText('Active')).toHaveValue('true');
    expect(screen.getByLabelText('Heure')).toHaveValue('10:00');
    expect(screen.getByLabelText('Tolérance (min)')).toHaveValue('10');
    const days = screen.getByRole('group', { name: 'Jours', hidden: true });
    const week = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
    const isPressed = (name: string) =>
      within(days).queryByRole('button', { name, pressed: true, hidden: true }) !== null;
    expect(week.filter(isPressed)).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']);
    const secondary = [1, 2, 3, 4, 5].map((n) => screen.getByLabelText(`Heure du créneau secondaire ${n}`));
    expect(secondary.map((input) => (input as HTMLInputElement).value)).toEqual([
      '08:00',
      '14:00',
      '16:00',
      '19:00',
      '22:00',
    ]);
    expect(screen.getByLabelText('Score minimum en secondaire (%)')).toHaveValue('90');
    expect(screen.getByLabelText('Multiplicateur préféré')).toHaveValue('1');
    expect(screen.getByLabelText('Multiplicateur secondaire')).toHaveValue('0,8');
    expect(screen.getByLabelText('Note de la bande 1')).toHaveValue('A+');
    expect(screen.getByLabelText('Score minimum de la bande 4 (%)')).toHaveValue('0');
    expect(screen.getByLabelText('Risque de la bande 2 (%)')).toHaveValue('1,5');
    expect(screen.getByLabelText('Clé de la confirmation 1')).toHaveValue('HTF_ZONE');
    expect(screen.getByLabelText('Libellé de la confirmation 1')).toHaveValue('Zone HTF');
    expect(screen.getByLabelText('Niveau de la confirmation 2')).toHaveValue('LTF');
    expect(screen.getByLabelText('Confirmation 2 obligatoire')).toBeChecked();
    expect(screen.getByLabelText('Poids de la confirmation 2')).toHaveValue('1');
    expect(screen.getByText('Enregistrez la configuration pour y ajouter des captures.')).toBeInTheDocument();
  });

  it('requires a name and a global strategy before sending anything', async () => {
    const { user, calls } = renderNewConfiguration();
    await screen.findByLabelText('Nom');
    await user.click(button('Enregistrer'));
    expect(await screen.findByText('Veuillez sélectionner une stratégie globale')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Stratégie globale')).toHaveAttribute('aria-invalid', 'true');
    expect(posted(calls)).toBeUndefined();
  });

  it('offers to create a global strategy when there is none', async () => {
    const { user } = renderNewConfiguration([]);
    await user.click(await screen.findByRole('link', { name: 'Créer une stratégie globale', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Nouvelle stratégie globale' })).toBeInTheDocument();
  });

  it('sends every field with the defaults, then opens the saved configuration', async () => {
    const { user, calls, router } = renderNewConfiguration();
    await screen.findByLabelText('Nom');
    await fill(user, 'Nom', '  Pullback HTF ');
    await user.selectOptions(screen.getByLabelText('Stratégie globale'), 'Scalping');
    await user.click(button('Enregistrer'));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toEqual({
      name: 'Pullback HTF',
      description: '',
      active: true,
      timezone: 'America/New_York',
      parent_strategy: 2,
      timing_preferred: [{ time: '10:00', tolerance_min: 10, days: [1, 2, 3, 4, 5] }],
      timing_secondary: ['08:00', '14:00', '16:00', '19:00', '22:00'].map((time) => ({
        time,
        tolerance_min: 10,
      })),
      secondary_min_score_pct: 90,
      timing_multipliers: { preferred: 1, secondary: 0.8 },
      grade_bands: [
        { grade: 'A+', min: 90, risk_pct: 2 },
        { grade: 'A', min: 75, risk_pct: 1.5 },
        { grade: 'B', min: 60, risk_pct: 1 },
        { grade: 'C', min: 0, risk_pct: 0.5 },
      ],
      confirmations: [
        { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 1 },
        { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1 },
      ],
      types: [],
    });
    expect(await screen.findByText('Configuration enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/strategies/12'));
  });

  it('sends edited timings, the checklist in list order and only non-blank trimmed types', async () => {
    const { user, calls } = renderNewConfiguration([swing]);
    await screen.findByLabelText('Nom');
    await fill(user, 'Nom', 'Range');
    // The only global strategy is chosen already.
    expect(screen.getByLabelText('Stratégie globale')).toHaveValue('1');
    await user.click(button('Vendredi'));
    await user.click(button('Samedi'));
    await fill(user, 'Tolérance (min)', '5');
    await user.click(button('Retirer le créneau secondaire 2'));
    await fill(user, 'Multiplicateur secondaire', '0,75');

    await user.click(button('Ajouter une confirmation'));
    await fill(user, 'Libellé de la confirmation 3', 'Rejet mèche');
    await user.tab();
    expect(screen.getByLabelText('Clé de la confirmation 3')).toHaveValue('REJET_MECHE');
    await fill(user, 'Poids de la confirmation 3', '2');
    await user.click(button('Monter la confirmation 3'));
    await user.click(button('Descendre la confirmation 1'));

    await user.click(button('Ajouter un type'));
    await fill(user, 'Description du type 1', '  Continuation  ');
    await user.click(button('Ajouter un type'));
    await fill(user, 'Description du type 2', '   ');
    await user.click(button('Enregistrer'));

    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({
      parent_strategy: 1,
      timing_preferred: [{ time: '10:00', tolerance_min: 5, days: [1, 2, 3, 4, 6] }],
      timing_secondary: ['08:00', '16:00', '19:00', '22:00'].map((time) => ({ time, tolerance_min: 10 })),
      timing_multipliers: { preferred: 1, secondary: 0.75 },
      // Added third, moved up (second), then the first moved down below it.
      confirmations: [
        { key: 'REJET_MECHE', label: 'Rejet mèche', level: 'LTF', mandatory: false, weight: 2 },
        { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 1 },
        { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1 },
      ],
      types: [{ description: 'Continuation' }],
    });
  });

  it('refuses out-of-range figures under their fields', async () => {
    const { user, calls } = renderNewConfiguration([swing]);
    await screen.findByLabelText('Nom');
    await fill(user, 'Nom', 'Range');
    await fill(user, 'Score minimum de la bande 1 (%)', '120');
    await fill(user, 'Poids de la confirmation 1', '-1');
    await fill(user, 'Heure du créneau secondaire 1', '');
    await user.click(button('Enregistrer'));
    expect(await screen.findByText('Doit être entre 0 et 100.')).toBeInTheDocument();
    expect(screen.getByText('Le poids doit être ≥ 0.')).toBeInTheDocument();
    expect(screen.getByText('Heure invalide (format HH:MM).')).toBeInTheDocument();
    expect(screen.getByLabelText('Score minimum de la bande 1 (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(posted(calls)).toBeUndefined();
  });

  it('finds a time zone by typing part of its name', async () => {
    const { user } = renderNewConfiguration();
    const zone = await screen.findByLabelText('Fuseau horaire');
    await user.clear(zone);
    await user.paste('paris');
    expect(screen.getByRole('option', { name: /Europe\/Paris/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(zone).toHaveValue('Europe/Paris');
    expect(zone).toHaveAttribute('aria-expanded', 'false');
  });
});
