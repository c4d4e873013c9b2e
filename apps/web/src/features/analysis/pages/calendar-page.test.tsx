import { dayStartMs } from '@carnet/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userTimeZone } from '../../../lib/format.ts';
import { aListItem } from '../../trades/testing/fixtures.ts';
import { aCalendar, HEATMAP } from '../testing/fixtures.ts';
import { lastQuery, renderAnalysis } from '../testing/render-analysis.tsx';

const CALENDAR = '/api/v1/trades/calendar/';
const HEATMAP_PATH = '/api/v1/trades/heatmap/';
const TRADES = '/api/v1/trades/';

// Noon UTC on the 17th is the 17th in every zone from UTC-11 to UTC+11, the test machine's included.
const closedOn17 = aListItem({
  id: 41,
  asset_name: 'EURUSD',
  close_date: '2026-11-17T12:00:00Z',
  realized_rr: -1,
});

const answers = {
  [`GET ${CALENDAR}`]: () => ({ body: aCalendar() }),
  [`GET ${HEATMAP_PATH}`]: () => ({ body: HEATMAP }),
  // The server filters on the day: one answer, one of the two trades the calendar counts (a page would hold 10).
  [`GET ${TRADES}`]: () => ({ body: { count: 1, next: null, previous: null, results: [closedOn17] } }),
};

describe('/calendar — « Calendrier » (docs/rules/statistics.md)', () => {
  it('asks for the month of the address in the browser zone, with the filters, and the map beside it', async () => {
    const { calls } = renderAnalysis('/calendar?month=2026-11&tag=breakout', answers);
    expect(await screen.findByRole('heading', { level: 2, name: 'novembre 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Résultats par jour de clôture' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Espérance par jour et heure d’entrée' }),
    ).toBeInTheDocument();
    expect(lastQuery(calls, CALENDAR)).toEqual({ month: '2026-11', tz: userTimeZone(), tag: 'breakout' });
    expect(lastQuery(calls, HEATMAP_PATH)).toEqual({ tz: userTimeZone(), tag: 'breakout' });
    expect(screen.getByRole('link', { name: 'Mois précédent' })).toHaveAttribute(
      'href',
      '/calendar?month=2026-10&tag=breakout',
    );
    expect(screen.getByRole('link', { name: 'Mois suivant' })).toHaveAttribute(
      'href',
      '/calendar?month=2026-12&tag=breakout',
    );
    expect(screen.getByText(/^Mois :/)).toHaveTextContent('Mois : 3 trades · +1,00 R · 100,00 €');
  });

  it('opens a day’s trades in one request: the list filtered on that day’s closes and the account', async () => {
    const { user, calls } = renderAnalysis('/calendar?month=2026-11&account=9', answers);
    await user.click(await screen.findByRole('button', { name: /^17\/11\/2026 :/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Opérations clôturées le 17/11/2026' });
    const link = await within(dialog).findByRole('link', { name: /EURUSD/ });
    expect(link).toHaveAttribute('href', '/trades/41');
    expect(link).toHaveTextContent('-1,00 R');
    const zone = userTimeZone();
    const start = new Date(dayStartMs('2026-11-17', zone) ?? Number.NaN).toISOString();
    const last = new Date((dayStartMs('2026-11-17', zone, 1) ?? Number.NaN) - 1).toISOString();
    expect(calls.filter((call) => call.url.split('?')[0] === TRADES)).toHaveLength(1);
    expect(lastQuery(calls, TRADES)).toEqual({
      page: '1',
      status: 'CLOSED',
      is_draft: 'false',
      close_date__gte: start,
      close_date__lte: last,
      capital_account: '9',
    });
    // Two trades that day by the calendar, one in the answer: the dialog links to the whole filtered list.
    const rest = within(dialog).getByRole('link', { name: 'Voir toutes les opérations du jour' });
    const params = new URLSearchParams(rest.getAttribute('href')?.split('?')[1]);
    expect(params.get('close_date__gte')).toBe(start);
    expect(params.get('capital_account')).toBe('9');
    expect(params.get('all')).toBe('1');
  });
});
