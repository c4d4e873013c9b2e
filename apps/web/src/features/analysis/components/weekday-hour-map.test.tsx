import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { HEATMAP } from '../testing/fixtures.ts';
import { WeekdayHourMap } from './weekday-hour-map.tsx';

const linkOf = (cell: { weekday: number; hour: number }) =>
  `/trades?entry_weekday=${cell.weekday}&entry_hour=${cell.hour}`;

function renderMap(heatmap = HEATMAP) {
  const HourMap = () => <WeekdayHourMap heatmap={heatmap} tradesLinkOf={linkOf} />;
  return renderRoutes([{ path: '/calendar', Component: HourMap }], '/calendar');
}

const table = () => screen.getByRole('table', { name: 'Espérance par jour et heure d’entrée' });
const cellButton = (name: RegExp) => within(table()).getByRole('button', { name });

describe('the weekday × hour map (docs/rules/statistics.md)', () => {
  it('has a row per weekday Monday first and a column per hour', () => {
    renderMap();
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Lun',
      'Mar',
      'Mer',
      'Jeu',
      'Ven',
      'Sam',
      'Dim',
    ]);
    expect(table().querySelectorAll('thead th')).toHaveLength(24);
  });

  it('writes each cell’s expectancy, tinted on one diverging scale, its figures in its name', () => {
    renderMap();
    const monday = cellButton(/^Lundi 09 h : espérance 0,5\sR, 2 trades$/);
    expect(monday).toHaveTextContent('0,5');
    // Extent 1 R: +0.5 R is level 2 of 4 in green, -1 R level 4 in red.
    expect(monday.closest('td')?.getAttribute('style')).toContain('var(--gain) 18%');
    const friday = cellButton(/^Vendredi 15 h : espérance -1,0\sR, 1 trade$/);
    expect(friday).toHaveTextContent('-1,0');
    expect(friday.closest('td')?.getAttribute('style')).toContain('var(--loss) 34%');
  });

  it('gives a tapped cell’s figures and the link to its trades under the map', async () => {
    const { user } = renderMap();
    expect(screen.getByText('Choisissez une case pour son détail et ses trades.')).toBeInTheDocument();
    await user.click(cellButton(/^Vendredi 15 h/));
    expect(cellButton(/^Vendredi 15 h/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Vendredi 15 h : 1 trade, espérance -1,00\sR/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les trades' })).toHaveAttribute(
      'href',
      '/trades?entry_weekday=5&entry_hour=15',
    );
  });

  it('is one tab stop, walked with the arrow keys over the cells that hold trades', async () => {
    const { user } = renderMap({
      ...HEATMAP,
      cells: [...HEATMAP.cells, { weekday: 1, hour: 14, trades: 1, expectancy: 2, total_r: 2 }],
    });
    const buttons = within(table()).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(cellButton(/^Lundi 09 h/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cellButton(/^Lundi 14 h/)).toHaveFocus();
    expect(screen.getByText(/^Lundi 14 h : 1 trade/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(cellButton(/^Vendredi 15 h/)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cellButton(/^Lundi 14 h/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cellButton(/^Lundi 09 h/)).toHaveFocus();
    expect(
      within(table())
        .getAllByRole('button')
        .map((button) => button.tabIndex),
    ).toEqual([0, -1, -1]);
  });
});
