import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import type { TradeFormValues } from '../utils/trade-form-values.ts';

type TradeFormActionsProps = {
  formId: string;
  isSaving: boolean;
  /** Edit mode: « Supprimer » on the left, « Clôturer » before « Enregistrer » while open. */
  deleteButton?: ReactNode;
  closeButton?: ReactNode;
  /** A one-line compliance reminder for phones, where the panel is far below. */
  complianceSummary?: ReactNode;
};

/** The bar that stays at the bottom of the screen: draft option, Annuler (to /app), Clôturer, Enregistrer. */
export function TradeFormActions(props: TradeFormActionsProps) {
  const { formId, isSaving, deleteButton, closeButton, complianceSummary } = props;
  const form = useFormContext<TradeFormValues>();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex flex-wrap items-center gap-2 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      {deleteButton}
      <Checkbox label="Enregistrer comme brouillon" {...form.register('is_draft')} />
      <span className="ml-auto hidden text-xs text-fg-subtle lg:inline">
        {form.formState.isDirty ? 'Modifications non enregistrées' : ''}
      </span>
      <span className="ml-auto text-xs lg:hidden">{complianceSummary}</span>
      <Link to={paths.dashboard} className={buttonStyles('ghost')}>
        Annuler
      </Link>
      {closeButton}
      <Button
        type="submit"
        form={formId}
        variant="primary"
        isLoading={isSaving}
        loadingText="Enregistrement…"
      >
        Enregistrer
      </Button>
    </div>
  );
}
