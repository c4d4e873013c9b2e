import type { ConfirmationGroup } from '@carnet/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { aStats } from '../testing/fixtures.ts';
import { ConfirmationTable } from './confirmation-table.tsx';

/* November 2026 in New York on account 5: from 00:00 EDT (UTC−4) on 1 Nov to the last millisecond of 30 Nov EST. */
const FILTERS: AnalysisFilters = {
  tz: 'America/New_York',
  from: '2026-11-01',
  to: '2026-11-30',
  capital_account: 5,
};
const PERIOD =
  'all=1&status=CLOSED&is_draft=false&close_date__gte=2026-11-01T04%3A00%3A00.000Z' +
  '&close_date__lte=2026-12-01T04%3A59%3A59.999Z&capital_account=5';

const noTest = { difference: null, p_value: null, significant: false };

/*
 * « Zone HTF »: passed on 12 trades with an R, missed on 3 with an R and 1 without. « Volume »: passed on 4,
 * missed on none at all (nothing to open); « BOS »: missed only by a trade without a stop (still its trades).
 */
const GROUPS: ConfirmationGroup[] = [
  {
    key: 'HTF_ZONE',
    label: 'Zone HTF',
    passed: aStats({ trades: 12, low_sample: true }),
    missed: aStats({ trades: 3, skipped_unknown_r: 1, low_sample: true }),
    passed_vs_missed: { difference: 0.6, p_value: 0.03, significant: true },
  },
  {
    key: 'VOLUME',
    label: 'Volume',
    passed: aStats({ trades: 4, low_sample: true }),
    missed: aStats({ trades: 0, skipped_unknown_r: 0, expectancy: null, expectancy_ci: null }),
    passed_vs_missed: noTest,
  },
  {
    key: 'LTF_BOS',
    label: 'BOS',
    passed: aStats({ trades: 5, low_sample: true }),
    missed: aStats({ trades: 0, skipped_unknown_r: 1, expectancy: null, expectancy_ci: null }),
    passed_vs_missed: noTest,
  },
];

function renderTable() {
  return renderRoutes(
    [{ path: '/analysis', element: <ConfirmationTable groups={GROUPS} filters={FILTERS} /> }],
    '/analysis',
  );
}

const row = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}`) });

describe('the confirmation table (docs/rules/statistics.md)', () => {
  it('opens the trades where each confirmation passed, and those where it was missed', () => {
    renderTable();
    const zone = row('Zone HTF');
    expect(
      within(zone).getByRole('link', { name: 'Trades où « Zone HTF » a été respectée : 12' }),
    ).toHaveAttribute('href', `/trades?${PERIOD}&confirmation_passed=HTF_ZONE`);
    expect(
      within(zone).getByRole('link', { name: 'Trades où « Zone HTF » a été manquée : 3' }),
    ).toHaveAttribute('href', `/trades?${PERIOD}&confirmation_missed=HTF_ZONE`);
  });

  it('opens no empty list, but the trades without a stop are trades to open', () => {
    renderTable();
    const volume = row('Volume');
    expect(within(volume).getAllByRole('link')).toHaveLength(1);
    expect(within(volume).getAllByRole('cell')[2]).toHaveAccessibleName('0');
    expect(
      within(row('BOS')).getByRole('link', { name: 'Trades où « BOS » a été manquée : 0' }),
    ).toHaveAttribute('href', `/trades?${PERIOD}&confirmation_missed=LTF_BOS`);
  });

  it('names every column for screen readers while a phone shows each card’s captions', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toHaveLength(6);
    const cells = within(row('Zone HTF')).getAllByRole('cell');
    expect(cells).toHaveLength(5);
    expect(within(cells[0] as HTMLElement).getByText('Respectée')).toHaveAttribute('aria-hidden', 'true');
  });
});
