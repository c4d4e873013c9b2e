import type { AnalysisDimension, AnalysisGroup } from '@carnet/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { aGroup } from '../testing/fixtures.ts';
import { BreakdownTable } from './breakdown-table.tsx';

/*
 * The period 1 Sept – 30 Nov 2026 in Paris, on account 3: from 00:00 CEST (UTC+2) on 1 Sept to the last
 * millisecond before 00:00 CET (UTC+1) on 1 Dec, as the list's close_date bounds.
 */
const FILTERS: AnalysisFilters = {
  tz: 'Europe/Paris',
  from: '2026-09-01',
  to: '2026-11-30',
  capital_account: 3,
};
const PERIOD =
  'all=1&status=CLOSED&is_draft=false&close_date__gte=2026-08-31T22%3A00%3A00.000Z' +
  '&close_date__lte=2026-11-30T22%3A59%3A59.999Z&capital_account=3';

/*
 * Two tags on one scale. « breakout »: expectancy +0.3 R in [-0.1, 0.7]; « fomo » (12 trades): -0.8 R in
 * [-1.5, -0.1]. The axis holds -1.5 … 0.7 and zero, span 2.2, 5 % margin each side → [-1.61, 0.81]:
 * zero sits at 1.61 / 2.42 = 66.53 % of the width, -1.5 at 0.11 / 2.42 = 4.55 %, 0.7 at 2.31 / 2.42 = 95.45 %.
 */
function renderTable() {
  const groups = [
    aGroup('breakout', 'breakout'),
    aGroup('fomo', 'fomo', {
      trades: 12,
      low_sample: true,
      expectancy: -0.8,
      expectancy_ci: { low: -1.5, high: -0.1 },
      vs_rest: { difference: -1.1, p_value: 0.4, significant: false },
    }),
    aGroup('NONE', 'Sans tag', { vs_rest: { difference: null, p_value: null, significant: false } }),
  ];
  return renderRoutes(
    [{ path: '/analysis', element: <BreakdownTable dimension="tag" groups={groups} filters={FILTERS} /> }],
    '/analysis',
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the breakdown table (docs/rules/statistics.md)', () => {
  it('gives each group its count, win rate with interval, and marks the real difference', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Analyse par tags' });
    const breakout = within(table).getByRole('row', { name: /^breakout/ });
    expect(within(breakout).getByText('55,0 %')).toBeInTheDocument();
    expect(within(breakout).getByText('39,8 % à 69,3 %')).toBeInTheDocument();
    expect(within(breakout).getByText('-0,10 R à +0,70 R')).toBeInTheDocument();
    expect(within(breakout).getByText('1 200,50 €')).toBeInTheDocument();
    expect(within(breakout).getByText('Différence probablement réelle (p = 0,012)')).toHaveAttribute(
      'title',
      expect.stringContaining('test t de Welch'),
    );
    expect(within(breakout).queryByText('échantillon faible')).not.toBeInTheDocument();
  });

  it('greys a small sample and reads a non-significant difference as possibly chance', () => {
    renderTable();
    const fomo = row('fomo');
    expect(within(fomo).getByText('échantillon faible')).toBeInTheDocument();
    expect(within(fomo).getByText('Différence possiblement due au hasard (p = 0,400)')).toBeInTheDocument();
    expect(within(fomo).getByRole('cell', { name: '12' })).toHaveClass('text-right');
    expect(fomo).toHaveClass('text-fg-muted');
    expect(within(row('Sans tag')).getAllByText('-').length).toBeGreaterThan(0);
  });

  it('draws every whisker on one scale around the same zero line', () => {
    renderTable();
    const whiskers = screen.getAllByRole('img', { name: /^Espérance/ });
    expect(whiskers).toHaveLength(3);
    const zeros = whiskers.map((svg) =>
      Number(svg.querySelector('[data-testid="zero-line"]')?.getAttribute('x1')),
    );
    expect(new Set(zeros).size).toBe(1);
    expect(zeros[0]).toBeCloseTo((1.61 / 2.42) * 100, 6);
    const fomo = screen.getByRole('img', { name: /^Espérance -0,80\sR, IC 95\s% : -1,50\sR à -0,10\sR$/ });
    const line = fomo.querySelector('[data-testid="whisker"]');
    expect(Number(line?.getAttribute('x1'))).toBeCloseTo((0.11 / 2.42) * 100, 6);
    expect(Number(line?.getAttribute('x2'))).toBeCloseTo((1.51 / 2.42) * 100, 6);
  });

  it('links a tag to the list of its closes over the same days and account, « Sans tag » to the untagged', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'breakout' })).toHaveAttribute(
      'href',
      `/trades?${PERIOD}&tag=breakout`,
    );
    expect(within(row('Sans tag')).getByRole('link', { name: 'Sans tag' })).toHaveAttribute(
      'href',
      `/trades?${PERIOD}&tag__isnull=true`,
    );
  });

  it('links every group of every dimension to exactly its trades, « sans » groups included', () => {
    const hrefOf = (
      dimension: Exclude<AnalysisDimension, 'confirmation'>,
      group: AnalysisGroup,
      filters: AnalysisFilters = FILTERS,
    ) => {
      const view = renderRoutes(
        [
          {
            path: '/a',
            element: <BreakdownTable dimension={dimension} groups={[group]} filters={filters} />,
          },
        ],
        '/a',
      );
      const href = screen.getByRole('link', { name: group.label }).getAttribute('href');
      view.unmount();
      return href?.replace(`/trades?${PERIOD}`, '');
    };
    const paris = 'tz=Europe%2FParis';
    const cases: [Exclude<AnalysisDimension, 'confirmation'>, AnalysisGroup, string][] = [
      ['grade', aGroup('A+', 'A+'), '&grade=A%2B'],
      ['grade', aGroup('NONE', 'Sans note'), '&grade__isnull=true'],
      ['timing_class', aGroup('NONE', 'Sans créneau'), '&timing_class__isnull=true'],
      ['compliance', aGroup('NON_COMPLIANT', 'Non conforme'), '&is_compliant=false'],
      ['strategy', aGroup('NONE', 'Sans configuration'), '&strategy__isnull=true'],
      ['strategy_type', aGroup('7', 'Retest'), '&strategy_type=7'],
      ['strategy_type', aGroup('NONE', 'Sans type'), '&strategy_type__isnull=true'],
      ['asset', aGroup('BTCUSDT', 'BTCUSDT'), '&asset_name=BTCUSDT'],
      // An asset may be named NONE: only the dimensions with a « sans » group read the key as « no value ».
      ['asset', aGroup('NONE', 'NONE'), '&asset_name=NONE'],
      // Account 3 is the page's filter, already in the period's filters.
      ['capital_account', aGroup('3', 'Principal'), ''],
      ['weekday', aGroup('1', 'Lundi'), `&entry_weekday=1&${paris}`],
      ['hour', aGroup('9', '09 h'), `&entry_hour=9&${paris}`],
      ['month', aGroup('2026-11', 'novembre 2026'), `&close_month=2026-11&${paris}`],
      ['duration', aGroup('UNDER_1_HOUR', '< 1 h'), '&duration=UNDER_1_HOUR'],
      ['source', aGroup('IMPORT', 'Import'), '&source=IMPORT'],
    ];
    for (const [dimension, group, filter] of cases) {
      expect(hrefOf(dimension, group), `${dimension} ${group.key}`).toBe(filter);
    }
    // On a tag's page, another tag's row lists the trades carrying both.
    const onFomo = { ...FILTERS, tag: 'FOMO' };
    expect(hrefOf('tag', aGroup('fomo', 'FOMO'), onFomo)).toBe('&tag=FOMO');
    expect(hrefOf('tag', aGroup('revenge', 'Revenge'), onFomo)).toBe('&tag=FOMO&also_tag=Revenge');
  });

  it('names a journal day’s group without a link: the list has no filter on the journal', () => {
    const groups = [aGroup('UNDER_6_H', '< 6 h'), aGroup('NONE', 'Non renseigné')];
    renderRoutes(
      [{ path: '/a', element: <BreakdownTable dimension="sleep" groups={groups} filters={FILTERS} /> }],
      '/a',
    );
    expect(screen.getByRole('table', { name: 'Analyse par sommeil' })).toBeInTheDocument();
    expect(within(row('< 6 h')).getByRole('rowheader')).toHaveTextContent(/^< 6 h/);
    expect(within(row('Non renseigné')).getByRole('rowheader')).toHaveTextContent(/^Non renseigné/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('stays a table on a phone: each card’s captions are for the eye, the column headers for the ear', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Analyse par tags' });
    const headers = within(table)
      .getAllByRole('columnheader')
      // fr-FR spaces (« 95 % ») read as plain ones.
      .map((header) => header.textContent?.replace(/\s/g, ' '));
    expect(headers).toEqual([
      'Tags',
      'Trades',
      'Espérance (IC 95 %)',
      'Réussite (IC 95 %)',
      'PF',
      'SQN',
      'R total',
      'Net',
      'Écart vs le reste',
    ]);
    const fomo = row('fomo');
    expect(within(fomo).getByRole('rowheader')).toHaveTextContent(/^fomo/);
    const cells = within(fomo).getAllByRole('cell');
    expect(cells).toHaveLength(headers.length - 1);
    const caption = within(cells[0] as HTMLElement).getByText('Trades');
    expect(caption).toHaveAttribute('aria-hidden', 'true');
    expect(cells[0]).toHaveAccessibleName('12');
  });

  it('explains the marker in plain French under the table', () => {
    renderTable();
    const marker = screen.getByText('Différence probablement réelle (p = 0,012)');
    const legend = document.getElementById(marker.getAttribute('aria-describedby') ?? '');
    expect(legend).toHaveTextContent('moins de 5 % des cas');
    expect(legend).toHaveTextContent('« échantillon faible » : moins de 30 trades');
  });
});
