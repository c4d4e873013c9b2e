import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A plain button (not a Radix trigger) that opens a dialog, as « Supprimer » does. */
function DeleteButton() {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsAsking(true)}>
        Supprimer
      </button>
      <ConfirmDialog open={isAsking} onOpenChange={setIsAsking} onConfirm={() => setIsAsking(false)} />
    </>
  );
}

describe('dialog focus', () => {
  it('moves the focus into the dialog and gives it back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Supprimer' });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives it back after the dialog is answered too', async () => {
    const user = userEvent.setup();
    render(<DeleteButton />);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
  });
});
