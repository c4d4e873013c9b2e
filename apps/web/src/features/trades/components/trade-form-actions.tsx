import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import type { TradeFormValues } from '../utils/trade-form-values.ts';

type TradeFormActionsProps = {
  formId: string;
  isSaving: boolean;
  /** Edit mode, while open: « Clôturer » before « Enregistrer ». */
  closeButton?: ReactNode;
  /** A one-line compliance reminder for phones and tablets, where the panel is far below. */
  complianceSummary?: ReactNode;
};

/** The bar that stays at the bottom of the screen: Annuler (back to /app), Clôturer, Enregistrer. */
export function TradeFormActions({
  formId,
  isSaving,
  closeButton,
  complianceSummary,
}: TradeFormActionsProps) {
  const { isDirty } = useFormContext<TradeFormValues>().formState;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex flex-wrap items-center gap-x-2 gap-y-2 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <span className="basis-full text-xs sm:basis-auto lg:hidden">{complianceSummary}</span>
      <span className="hidden text-xs text-fg-subtle lg:inline">
        {isDirty ? 'Modifications non enregistrées' : ''}
      </span>
      <div className="ml-auto flex items-center gap-2">
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
    </div>
  );
}
