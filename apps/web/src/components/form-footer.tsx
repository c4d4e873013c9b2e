import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from './ui/button.tsx';
import { DialogClose } from './ui/dialog.tsx';

type FormFooterProps = {
  /** « Annuler »: back to a page, or the close of the dialog the form is in (blocked while it saves). */
  cancel: { to: string } | { closesDialog: true };
  submitLabel: ReactNode;
  /** Said by the submit button while the form saves (« Enregistrement… »); without it, a spinner beside the label. */
  pendingLabel?: string;
  isPending: boolean;
  /** The form the submit button sends, when the footer is drawn outside it. */
  formId?: string;
  /** Between « Annuler » and the submit button: other ways to send the form (« Clôturer »…). */
  actions?: ReactNode;
  /**
   * A long form's bar, kept at the bottom of the screen: `start` on its left (a « Supprimer », a summary), then
   * « Modifications non enregistrées » while the form differs from what is saved.
   */
  sticky?: { start?: ReactNode; isDirty: boolean };
  className?: string;
};

/** The end of every form with a way out: « Annuler », any other action, then the submit button. */
export function FormFooter(props: FormFooterProps) {
  const { cancel, submitLabel, pendingLabel, isPending, formId, actions, sticky, className } = props;
  const buttons = (
    <>
      {'to' in cancel ? (
        <Link to={cancel.to} className={buttonStyles('ghost')}>
          Annuler
        </Link>
      ) : (
        <DialogClose asChild>
          <Button disabled={isPending}>Annuler</Button>
        </DialogClose>
      )}
      {actions}
      <Button type="submit" form={formId} variant="primary" isLoading={isPending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </>
  );
  if (sticky === undefined) {
    return <div className={clsx('flex flex-wrap justify-end gap-2', className)}>{buttons}</div>;
  }
  return (
    <div
      className={clsx(
        'sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6',
        className,
      )}
    >
      {sticky.start}
      <span className="hidden text-xs text-fg-subtle lg:inline">
        {sticky.isDirty ? 'Modifications non enregistrées' : ''}
      </span>
      <div className="ml-auto flex items-center gap-2">{buttons}</div>
    </div>
  );
}
