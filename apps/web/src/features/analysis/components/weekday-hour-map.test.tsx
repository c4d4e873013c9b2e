import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEATMAP } from '../testing/fixtures.ts';
import { WeekdayHourMap } from './weekday-hour-map.tsx';

describe('the weekday × hour map (DESIGN §12)', () => {
  it('has a row per weekday Monday first and a column per hour', () => {
    render(<WeekdayHourMap heatmap={HEATMAP} />);
    const table = screen.getByRole('table', { name: 'Espérance par jour et heure d’entrée' });
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Lun',
      'Mar',
      'Mer',
      'Jeu',
      'Ven',
      'Sam',
      'Dim',
    ]);
    expect(table.querySelectorAll('thead th')).toHaveLength(24);
  });

  it('writes each cell’s expectancy, tinted on one diverging scale, its figures in its name', () => {
    render(<WeekdayHourMap heatmap={HEATMAP} />);
    const monday = screen.getByRole('cell', {
      name: /^Lundi 09 h : 2 trades, espérance \+0,50\sR, total \+1,00\sR$/,
    });
    expect(monday).toHaveTextContent('0,5');
    // Extent 1 R: +0.5 R is level 2 of 4 in green, -1 R level 4 in red.
    expect(monday.getAttribute('style')).toContain('var(--gain) 18%');
    const friday = screen.getByRole('cell', { name: /^Vendredi 15 h : 1 trade,/ });
    expect(friday).toHaveTextContent('-1,0');
    expect(friday.getAttribute('style')).toContain('var(--loss) 34%');
  });
});
