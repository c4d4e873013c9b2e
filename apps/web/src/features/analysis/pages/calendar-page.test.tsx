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
const closedOn16 = aListItem({ id: 40, close_date: '2026-11-16T12:00:00Z' });
const otherAccount = aListItem({ id: 42, close_date: '2026-11-17T12:00:00Z', capital_account: 99 });

const answers = {
  [`GET ${CALENDAR}`]: () => ({ body: aCalendar() }),
  [`GET ${HEATMAP_PATH}`]: () => ({ body: HEATMAP }),
  [`GET ${TRADES}`]: (call: { url: string }) => {
    const page = new URL(call.url, 'http://localhost').searchParams.get('page');
    return page === '1'
      ? {
          body: {
            count: 13,
            next: '?page=2',
            previous: null,
            results: [closedOn16, otherAccount, ...Array(8).fill(closedOn16)],
          },
        }
      : {
          body: { count: 13, next: null, previous: '?page=1', results: [closedOn17, closedOn16, closedOn16] },
        };
  },
};

describe('/calendar — « Calendrier » (DESIGN §12)', () => {
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

  it('opens a day’s trades: those closed that day on the chosen account, read from the trade list', async () => {
    const { user, calls } = renderAnalysis('/calendar?month=2026-11&account=9', answers);
    await user.click(await screen.findByRole('button', { name: /^17\/11\/2026 :/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Opérations clôturées le 17/11/2026' });
    const link = await within(dialog).findByRole('link', { name: /EURUSD/ });
    expect(link).toHaveAttribute('href', '/trades/41');
    expect(link).toHaveTextContent('-1,00 R');
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    // Two trades that day by the calendar, one found in the two pages: the dialog says the list is partial.
    expect(within(dialog).getByText(/ne sont pas listées/)).toBeInTheDocument();
    expect(lastQuery(calls, TRADES)).toHaveProperty('entry_date__lte');
  });
});
