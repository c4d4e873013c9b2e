import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FormFooter } from './form-footer.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';

describe('form footer', () => {
  it('leads « Annuler » back to its page and sends the form named by formId', () => {
    render(
      <MemoryRouter>
        <FormFooter cancel={{ to: '/app' }} submitLabel="Enregistrer" isPending={false} formId="trade-form" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('form', 'trade-form');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('type', 'submit');
  });

  it('says its pending label and takes no second submit while the form saves', () => {
    render(
      <MemoryRouter>
        <FormFooter
          cancel={{ to: '/app' }}
          submitLabel="Enregistrer"
          pendingLabel="Enregistrement…"
          isPending
          sticky={{ isDirty: true }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Enregistrement…' })).toBeDisabled();
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
  });

  it('closes its dialog with « Annuler », except while the form saves', () => {
    const renderIn = (isPending: boolean) => (
      <Dialog open>
        <DialogContent title="Nouvel utilisateur">
          <FormFooter cancel={{ closesDialog: true }} submitLabel="Créer le compte" isPending={isPending} />
        </DialogContent>
      </Dialog>
    );
    const { rerender } = render(renderIn(false));
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
    rerender(renderIn(true));
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    // Without a pending label the button keeps its own, beside the spinner.
    expect(screen.getByRole('button', { name: 'Créer le compte' })).toHaveAttribute('aria-busy', 'true');
  });
});
