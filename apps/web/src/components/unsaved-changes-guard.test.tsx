import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { UNSAVED_CHANGES, useUnsavedChangesGuard } from './unsaved-changes-guard.tsx';

function NoteForm() {
  const form = useForm({ defaultValues: { note: '' } });
  const unsavedChanges = useUnsavedChangesGuard(form.control);
  const navigate = useNavigate();
  const save = form.handleSubmit(() => {
    // Saved without resetting the form, as a form that moves on after its save does.
    unsavedChanges.allowLeaving();
    void navigate('/ailleurs');
  });
  return (
    <form onSubmit={save}>
      {unsavedChanges.element}
      <label>
        Note
        <input {...form.register('note')} />
      </label>
      <Link to="/ailleurs">Ailleurs</Link>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

const renderForm = () =>
  renderRoutes(
    [
      { path: '/formulaire', Component: NoteForm },
      { path: '/ailleurs', element: <h1>Ailleurs</h1> },
    ],
    '/formulaire',
  );

/** What the browser is told when the page is about to go: a cancelled event makes it ask the trader. */
function leavingThePageIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  it('lets an untouched form go without a question', async () => {
    const { user } = renderForm();
    expect(leavingThePageIsQuestioned()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(await screen.findByRole('heading', { name: 'Ailleurs' })).toBeInTheDocument();
  });

  it('asks before a changed form is left, stays on « Annuler », leaves on « Confirmer »', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Note'), 'Entrée trop tôt');
    expect(leavingThePageIsQuestioned()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title });
    expect(dialog).toHaveAccessibleDescription(UNSAVED_CHANGES.message);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('Note')).toHaveValue('Entrée trop tôt');
    fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('heading', { name: 'Ailleurs' })).toBeInTheDocument();
  });

  it('lets the form move on after it saved, without asking', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Note'), 'Plan respecté');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Ailleurs' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
