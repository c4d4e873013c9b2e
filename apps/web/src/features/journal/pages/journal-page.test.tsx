import type { JournalDay } from '@carnet/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { aListItem } from '../../trades/testing/fixtures.ts';
import { JournalPage } from './journal-page.tsx';

const DAY = '/api/v1/journal/days/2026-11-16/';

/** A day whose plan the first trade locked, with one addendum; the second trade broke `max_trades`. */
const LOCKED_DAY: JournalDay = {
  date: '2026-11-16',
  timezone: 'Europe/Paris',
  plan: {
    text: '<p>Acheter le retest</p>',
    bias: 'LONG',
    levels: '1,0850',
    max_trades: 1,
    max_loss_r: 2,
    recorded_at: '2026-11-16T07:00:00Z',
    locked_at: '2026-11-16T09:05:00Z',
    is_retroactive: false,
    addenda: [{ at: '2026-11-16T11:00:00Z', text: 'Plus de trade après 14 h.' }],
  },
  state: { mood: null, energy: null, stress: null, sleep_hours: null },
  review: { text: '', plan_followed: null, lessons: '', mistakes: [] },
  trades: [aListItem({ id: 1, asset_name: 'EURUSD' }), aListItem({ id: 2, asset_name: 'GBPUSD' })],
  stats: { trades: 2, wins: 0, losses: 0, breakevens: 0, total_r: 0, net_pnl: {} },
  rule_breaks: [{ rule: 'MAX_TRADES', limit: 1, actual: 2, trade: 2 }],
};

function renderJournal(day: JournalDay) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({
    [`GET ${DAY}`]: () => ({ body: day }),
    [`PUT ${DAY}`]: () => ({ body: day }),
    'GET /api/v1/journal/templates/': () => ({ body: [] }),
    'GET /api/v1/capital-accounts/': () => ({ body: [] }),
  });
  const routes = [
    { Component: ToasterLayout, children: [{ path: '/journal/:date', Component: JournalPage }] },
  ];
  return { calls, ...renderRoutes(routes, '/journal/2026-11-16') };
}

describe('/journal/:date — « Journal » (docs/rules/journal.md)', () => {
  it('shows a locked plan with its time and addenda, the rule break on its trade, and the way to the next days', async () => {
    renderJournal(LOCKED_DAY);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Journal du lundi 16 novembre 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Verrouillé le 16\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verrouiller le plan' })).not.toBeInTheDocument();
    expect(screen.getByText('Acheter le retest')).toBeInTheDocument();
    expect(screen.getByText('Plus de trade après 14 h.')).toBeInTheDocument();
    expect(screen.getByText(/Nombre maximal d’opérations : 2 pour une limite de 1/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /GBPUSD/ })).toHaveTextContent('Règle enfreinte');
    expect(screen.getByRole('link', { name: 'Jour précédent' })).toHaveAttribute(
      'href',
      '/journal/2026-11-15',
    );
    expect(screen.getByRole('link', { name: 'Jour suivant' })).toHaveAttribute('href', '/journal/2026-11-17');
  });

  it('saves the state and the review without touching a locked plan', async () => {
    const { user, calls } = renderJournal(LOCKED_DAY);
    await user.click(await screen.findByRole('radio', { name: 'Humeur 4 sur 5' }));
    await user.type(screen.getByLabelText('Sommeil (heures)'), '7,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Journal du jour enregistré.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ state: { mood: 4, sleep_hours: 7.5 } });
    expect(put?.body).not.toHaveProperty('plan');
  });
});
