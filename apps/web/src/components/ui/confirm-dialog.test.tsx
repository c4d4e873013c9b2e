import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('confirmation dialog (docs/ui.md)', () => {
  it('asks « Êtes-vous sûr ? » with Confirmer and Annuler', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr ?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says « En cours... » and blocks both buttons while the action runs', () => {
    render(<ConfirmDialog open isPending onOpenChange={vi.fn()} onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'En cours...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  });
});
