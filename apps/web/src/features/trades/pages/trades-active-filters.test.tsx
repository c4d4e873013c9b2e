import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const listCalls = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/v1/trades/?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));

const emptyPage = { count: 0, next: null, previous: null, results: [] };
const handlers = { 'GET /api/v1/trades/': () => ({ body: emptyPage }) };

// What an « Analyse » row links to: the closed, non-draft A+ shorts of account 3 closed from 17 Nov, tag FOMO.
const FROM_ANALYSIS =
  '/trades?all=1&status=CLOSED&is_draft=false&close_date__gte=2026-11-17T00%3A00%3A00.000Z' +
  '&capital_account=3&grade=A%2B&direction=SHORT&is_compliant=false&tag=FOMO';

describe('/trades — the column filters of a link', () => {
  it('sends the address’s filters to the list, shows the bar’s in the bar and names the others', async () => {
    const { calls } = renderTradePage(FROM_ANALYSIS, handlers);
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({
        page: '1',
        status: 'CLOSED',
        is_draft: 'false',
        close_date__gte: '2026-11-17T00:00:00.000Z',
        capital_account: '3',
        grade: 'A+',
        direction: 'SHORT',
        is_compliant: 'false',
        tag: 'FOMO',
      }),
    );
    const line = screen.getByRole('region', { name: 'Filtres actifs' });
    const items = within(line)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining(['Brouillon : non', 'Note : A+', 'Conformité : Non conforme']),
    );
    expect(items).toHaveLength(4);
    expect(screen.getByLabelText('Statut')).toHaveValue('CLOSED');
    expect(screen.getByLabelText('Sens')).toHaveValue('SHORT');
    expect(screen.getByLabelText('Compte')).toHaveValue('3');
  });

  it('« Effacer les filtres » lifts them all but keeps the tag and the dates', async () => {
    const { calls, user } = renderTradePage(FROM_ANALYSIS, handlers);
    await user.click(await screen.findByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1', tag: 'FOMO' }));
    expect(screen.queryByRole('region', { name: 'Filtres actifs' })).not.toBeInTheDocument();
  });

  it('names the filters of every analysis row in French, and « Effacer les filtres » lifts them too', async () => {
    const row =
      '/trades?all=1&tz=Europe%2FParis&entry_weekday=1&entry_hour=9&close_month=2026-11&duration=UNDER_1_HOUR' +
      '&source=IMPORT&strategy_type=7&confirmation_passed=HTF_ZONE&confirmation_missed=VOLUME' +
      '&also_tag=Revenge&grade__isnull=true&timing_class__isnull=true&strategy__isnull=true' +
      '&strategy_type__isnull=true&tag__isnull=false&tag=FOMO';
    const { calls, user } = renderTradePage(row, handlers);
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ entry_weekday: '1', tag: 'FOMO' }));
    const items = within(screen.getByRole('region', { name: 'Filtres actifs' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(items).toEqual([
      'Jour de la semaine : Lundi',
      'Heure d’entrée : 09 h',
      'Clôturée en novembre 2026',
      'Fuseau horaire : Europe/Paris',
      'Durée : < 1 h',
      'Origine : Import',
      'Type de configuration : n° 7',
      'Confirmation respectée : HTF_ZONE',
      'Confirmation manquée : VOLUME',
      'Avec aussi le tag : Revenge',
      'Sans note',
      'Sans créneau',
      'Sans configuration',
      'Sans type',
      'Avec tags',
    ]);
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1', tag: 'FOMO' }));
  });

  it('shows no filter line without column filters', async () => {
    const { calls } = renderTradePage('/trades?all=1', handlers);
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1' }));
    expect(screen.queryByRole('region', { name: 'Filtres actifs' })).not.toBeInTheDocument();
  });
});
