import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { button, fill, scalping, storedConfiguration, swing } from '../test-fixtures.ts';
import { ConfigurationPage } from './configuration-page.tsx';

type Handlers = Parameters<typeof mockFetch>[0];

function renderStoredConfiguration(handlers: Handlers = {}) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({
    'GET /api/v1/trading-strategies/': () => ({ body: [swing, scalping] }),
    'GET /api/v1/strategies/7/': () => ({ body: storedConfiguration() }),
    'GET /api/v1/strategies/7/screenshots/': () => ({ body: [] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      {
        Component: ToasterLayout,
        children: [
          { path: '/strategies/:id', Component: ConfigurationPage },
          { path: '/strategies', element: <h1>Liste des configurations</h1> },
        ],
      },
    ],
    '/strategies/7',
  );
  return { calls, ...view };
}

describe('stored configuration (docs/ui.md Configurations)', { timeout: 45_000 }, () => {
  // The editor is a lazily loaded chunk; importing it once here keeps its first transform out of a test.
  beforeAll(() => import('../../../components/rich-text/description-editor.tsx'), 60_000);

  it('shows the stored values, the checklist in its stored order and the rich-text description', async () => {
    renderStoredConfiguration();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cassure londonienne' })).toBeInTheDocument();
    expect(screen.getByLabelText('Stratégie globale')).toHaveValue('2');
    expect(screen.getByLabelText('Fuseau horaire')).toHaveValue('Europe/Paris');
    expect(screen.getByLabelText('Heure')).toHaveValue('09:00');
    expect(screen.getByLabelText('Clé de la confirmation 1')).toHaveValue('HTF_ZONE');
    expect(screen.getByLabelText('Poids de la confirmation 1')).toHaveValue('2');
    expect(screen.getByText('Un autre créneau préféré est conservé tel quel.')).toBeInTheDocument();
    const description = await screen.findByLabelText('Description', {}, { timeout: 15_000 });
    expect(description).toHaveAttribute('role', 'textbox');
    expect(within(description).getByText('cassure').tagName).toBe('STRONG');
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme', hidden: true });
    // Pressing a format button never takes the focus from the text (a letter typed just after would be lost).
    const tools = within(toolbar).getAllByRole('button', { hidden: true });
    expect(tools.map((tool) => fireEvent.mouseDown(tool))).toEqual(tools.map(() => false));
  });

  it('puts every field back, the first preferred timing edited and the others kept', async () => {
    const { user, calls } = renderStoredConfiguration({
      'PUT /api/v1/strategies/7/': () => ({ body: storedConfiguration({ secondary_min_score_pct: 85 }) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Cassure londonienne' });
    await fill(user, 'Heure', '09:30');
    await fill(user, 'Score minimum en secondaire (%)', '85');
    await user.click(button('Enregistrer'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Cassure londonienne',
      description: '<p>Attendre la <strong>cassure</strong>.</p>',
      active: true,
      timezone: 'Europe/Paris',
      parent_strategy: 2,
      timing_preferred: [
        { time: '09:30', tolerance_min: 15, days: [1, 2, 3] },
        { time: '15:30', tolerance_min: 5, days: [4] },
      ],
      timing_secondary: [{ time: '11:00', tolerance_min: 10 }],
      secondary_min_score_pct: 85,
      timing_multipliers: { preferred: 1, secondary: 0.5 },
      grade_bands: [
        { grade: 'A', min: 80, risk_pct: 1 },
        { grade: 'B', min: 0, risk_pct: 0.5 },
      ],
      confirmations: [
        { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 2 },
        { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1 },
      ],
      types: [{ id: 31, description: 'Continuation' }],
    });
    expect(await screen.findByText('Configuration enregistrée')).toBeInTheDocument();
  });

  it('shows server field errors under their fields and as an error toast', async () => {
    const { user } = renderStoredConfiguration({
      'PUT /api/v1/strategies/7/': () => ({
        status: 400,
        body: {
          timezone: ['Fuseau horaire inconnu.'],
          grade_bands: [{ min: ['Doit être entre 0 et 100.'] }],
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Cassure londonienne' });
    await user.click(button('Enregistrer'));
    expect(await screen.findByText('Fuseau horaire inconnu.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fuseau horaire')).toHaveAttribute('aria-invalid', 'true');
    // A nested server error is named on its section (docs/ui.md#errors: « Champ invalide »).
    expect(screen.getByText('Champ invalide')).toBeInTheDocument();
    expect(await screen.findByText('Requête invalide')).toBeInTheDocument();
  });

  it('deletes the configuration after the confirmation dialog', async () => {
    const { user, calls, router } = renderStoredConfiguration({
      'DELETE /api/v1/strategies/7/': () => ({ status: 204 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Cassure londonienne' });
    await user.click(button('Supprimer'));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr ?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Configuration supprimée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/strategies'));
  });

  it('uploads screenshots as multipart, one repeated « files » field, and lists them', async () => {
    const uploaded = {
      id: 51,
      image_url: '/media/51.webp?sig=a',
      thumbnail_url: '/media/51-thumb.webp?sig=a',
      caption: '',
      kind: 'EXAMPLE',
      order: 0,
    };
    let stored: unknown[] = [];
    const { user, calls } = renderStoredConfiguration({
      'GET /api/v1/strategies/7/screenshots/': () => ({ body: stored }),
      'POST /api/v1/strategies/7/screenshots/': () => {
        stored = [uploaded, { ...uploaded, id: 52, order: 1 }];
        return { status: 201, body: stored };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Cassure londonienne' });
    const files = [
      new File(['a'], 'h4.png', { type: 'image/png' }),
      new File(['b'], 'm5.webp', { type: 'image/webp' }),
    ];
    await user.upload(await screen.findByLabelText(/Ajouter des captures/), files);
    expect(await screen.findByText('Captures ajoutées')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body;
    if (!(body instanceof FormData)) throw new Error('a multipart body');
    expect(body.getAll('files').map((file) => (file instanceof File ? file.name : file))).toEqual([
      'h4.png',
      'm5.webp',
    ]);
    expect(await screen.findByLabelText('Type de la capture 2')).toHaveValue('EXAMPLE');
  });

  it('says when the configuration cannot be found', async () => {
    renderStoredConfiguration({
      'GET /api/v1/strategies/7/': () => ({ status: 404, body: { detail: 'Introuvable.' } }),
    });
    expect(await screen.findByText('Configuration introuvable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux configurations' })).toHaveAttribute(
      'href',
      '/strategies',
    );
  });
});
