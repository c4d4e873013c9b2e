import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aCalendar } from '../testing/fixtures.ts';
import { MonthCalendar } from './month-calendar.tsx';

describe('the month grid (docs/rules/statistics.md)', () => {
  it('lays November 2026 out Monday first in six weeks, with the week totals in the last column', () => {
    render(<MonthCalendar calendar={aCalendar()} onOpenDay={vi.fn()} journalDays={new Set()} />);
    const table = screen.getByRole('table', { name: 'Résultats par jour de clôture' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 7)).toEqual(['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim']);
    expect(within(table).getByRole('columnheader', { name: 'Semaine' })).toBeInTheDocument();
    const [, first, , , fourth, , last] = within(table).getAllByRole('row');
    // Week 1: 26 … 31 October, then Sunday 1 November with its +2 R; the week's total from the server.
    const firstWeek = within(first ?? table).getAllByRole('cell');
    const october = firstWeek.slice(0, 6).map((cell) => cell.textContent);
    expect(october).toEqual(['26', '27', '28', '29', '30', '31']);
    expect(firstWeek[6]).toHaveTextContent(/^101\/11\/2026 : \+2,00\sR/);
    expect(firstWeek[7]).toHaveTextContent('+2,00 R');
    expect(within(fourth ?? table).getAllByRole('cell')[7]).toHaveTextContent('-1,00 R');
    // Week 6: Monday 30 November, then 1 … 6 December outside the month.
    expect(within(last ?? table).getAllByRole('cell')[0]).toHaveTextContent('30');
    expect(within(last ?? table).getAllByRole('cell')[1]).toHaveClass('text-fg-subtle');
  });

  it('writes the R of a day and tints it; a day with trades opens them', async () => {
    const onOpenDay = vi.fn();
    render(<MonthCalendar calendar={aCalendar()} onOpenDay={onOpenDay} journalDays={new Set()} />);
    const win = screen.getByRole('button', {
      name: /^01\/11\/2026 : \+2,00\s?R 1 trade 200,00\s€$/,
    });
    expect(win).toHaveTextContent('+2,00 R');
    expect(win).toHaveTextContent('200,00 €');
    // The strongest result of the month (2 R) has the strongest green.
    expect(win.closest('td')?.getAttribute('style')).toContain('var(--gain) 34%');
    const loss = screen.getByRole('button', { name: /^17\/11\/2026 : -1,00\s?R 2 trades/ });
    expect(loss.closest('td')?.getAttribute('style')).toContain('var(--loss) 18%');
    // Only the two days with trades open anything.
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.setup({ delay: null }).click(loss);
    expect(onOpenDay).toHaveBeenCalledWith('2026-11-17');
  });

  it('marks the days with a journal and links each to its page (docs/rules/journal.md#pages)', () => {
    render(
      <MemoryRouter>
        <MonthCalendar
          calendar={aCalendar()}
          onOpenDay={vi.fn()}
          journalDays={new Set(['2026-11-01', '2026-11-05'])}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: /^Journal du / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/journal/2026-11-01',
      '/journal/2026-11-05',
    ]);
    expect(links[1]).toHaveAccessibleName('Journal du 05/11/2026');
  });
});
