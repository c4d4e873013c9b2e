import { type ReactElement, useEffect, useRef } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { useBlocker, useLocation } from 'react-router';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

export const UNSAVED_CHANGES = {
  title: 'Modifications non enregistrées',
  message: 'Quitter cette page ? Les modifications non enregistrées seront perdues.',
} as const;

export type UnsavedChangesGuard = {
  /** The confirmation, to render with the form. */
  element: ReactElement;
  /** Called just before the form itself moves on after a save (or a delete): that navigation is not asked. */
  allowLeaving: () => void;
};

/**
 * Asks before a form with unsaved changes is left: inside the app (a link, the back button) with a confirmation,
 * and when the page itself goes (reload, closed tab, another address) with the browser's own question. A form
 * being submitted may leave, and so may one that says it saved (`allowLeaving`, read when the navigation
 * happens, before React has re-rendered the form as clean).
 */
export function useUnsavedChangesGuard<Values extends FieldValues, Context, Output>(
  control: Control<Values, Context, Output>,
): UnsavedChangesGuard {
  const { isDirty, isSubmitting } = useFormState({ control });
  const isGuarded = isDirty && !isSubmitting;
  const leaving = useRef(false);
  const { key } = useLocation();
  useEffect(() => {
    // A new page (the same form shown for the object just created): guarded again.
    if (key !== '') leaving.current = false;
  }, [key]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isGuarded &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!isGuarded) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isGuarded]);
  const element = (
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
  return {
    element,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
