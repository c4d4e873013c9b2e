import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { aGroup } from '../testing/fixtures.ts';
import { BreakdownTable } from './breakdown-table.tsx';

const RANGE = { from: '2026-09-01', to: '2026-11-30', allTime: false };

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
    [{ path: '/analysis', element: <BreakdownTable dimension="tag" groups={groups} range={RANGE} /> }],
    '/analysis',
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the breakdown table (DESIGN §12)', () => {
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

  it('links a tag to the trade list filtered on it over the same days; « Sans tag » links nowhere', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'breakout' })).toHaveAttribute(
      'href',
      '/trades?from=2026-09-01&to=2026-11-30&tag=breakout',
    );
    expect(within(row('Sans tag')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains the marker in plain French under the table', () => {
    renderTable();
    const marker = screen.getByText('Différence probablement réelle (p = 0,012)');
    const legend = document.getElementById(marker.getAttribute('aria-describedby') ?? '');
    expect(legend).toHaveTextContent('moins de 5 % des cas');
    expect(legend).toHaveTextContent('« échantillon faible » : moins de 30 trades');
  });
});
