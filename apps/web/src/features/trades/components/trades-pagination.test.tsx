import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TradesPagination } from './trades-pagination.tsx';

const previous = () => screen.getByRole('button', { name: 'Précédent' });
const next = () => screen.getByRole('button', { name: 'Suivant' });

describe('trades pagination (docs/ui.md)', () => {
  it('says « Page n sur N » and moves one page at a time', async () => {
    const onPageChange = vi.fn();
    render(<TradesPagination page={2} rowCount={10} totalCount={35} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 sur 4')).toBeInTheDocument();
    await userEvent.click(next());
    await userEvent.click(previous());
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('disables Suivant when fewer than 10 rows came back, Précédent on the first page', () => {
    render(<TradesPagination page={1} rowCount={9} totalCount={null} onPageChange={vi.fn()} />);
    expect(next()).toBeDisabled();
    expect(previous()).toBeDisabled();
  });

  it('keeps Suivant for a full page, and stops on the last page of an exact multiple of 10', () => {
    const { rerender } = render(
      <TradesPagination page={1} rowCount={10} totalCount={20} onPageChange={vi.fn()} />,
    );
    expect(next()).toBeEnabled();
    rerender(<TradesPagination page={2} rowCount={10} totalCount={20} onPageChange={vi.fn()} />);
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });
});
