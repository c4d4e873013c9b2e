import { useEffect } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

export const UNSAVED_CHANGES = {
  title: 'Modifications non enregistrées',
  message: 'Quitter cette page ? Les modifications non enregistrées seront perdues.',
} as const;

/**
 * Asks before a form with unsaved changes is left: inside the app (a link, the back button) with a confirmation,
 * and when the page itself goes (reload, closed tab, another address) with the browser's own question. A form
 * being submitted may leave: saving is what moves it on.
 */
export function UnsavedChangesGuard<Values extends FieldValues, Context, Output>({
  control,
}: {
  control: Control<Values, Context, Output>;
}) {
  const { isDirty, isSubmitting } = useFormState({ control });
  const isGuarded = isDirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isGuarded &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!isGuarded) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isGuarded]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      onConfirm={() => blocker.proceed?.()}
      title={UNSAVED_CHANGES.title}
      message={UNSAVED_CHANGES.message}
    />
  );
}
