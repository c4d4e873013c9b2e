import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Wallet } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ListState } from './list-state.tsx';

const loaded = { isError: false, isFetching: false, refetch: () => Promise.resolve() };
const failed = { ...loaded, isError: true };
const empty = { title: 'Aucun compte.', description: 'Créez-en un.', action: <a href="/new">Nouveau</a> };

function renderList(items: readonly string[] | undefined, query = loaded, errorTitle?: string) {
  return render(
    <ListState
      items={items}
      query={query}
      icon={Wallet}
      loadingLabel="Chargement des comptes"
      errorTitle={errorTitle}
      empty={empty}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );
}

describe('list-page states', () => {
  it('shows a skeleton, named for screen readers, until the first answer', () => {
    renderList(undefined);
    expect(screen.getByRole('status', { name: 'Chargement des comptes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('draws the rows, or the empty state with what to do next', () => {
    const { rerender } = renderList(['Compte A']);
    expect(screen.getByRole('listitem')).toHaveTextContent('Compte A');
    rerender(
      <ListState items={[]} query={loaded} icon={Wallet} empty={empty}>
        {() => null}
      </ListState>,
    );
    expect(screen.getByText('Aucun compte.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau' })).toBeInTheDocument();
  });

  it('says a failed load as an alert with « Réessayer », which loads again', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    renderList(undefined, { ...failed, refetch }, 'Impossible de charger les comptes');
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les comptes');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('without an error message, shows the empty state with « Réessayer » in place of its action (docs/ui.md#errors)', () => {
    renderList(undefined, failed);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Aucun compte.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nouveau' })).not.toBeInTheDocument();
  });

  it('keeps the rows on screen when a later refresh fails', () => {
    renderList(['Compte A'], failed, 'Impossible de charger les comptes');
    expect(screen.getByRole('listitem')).toHaveTextContent('Compte A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
