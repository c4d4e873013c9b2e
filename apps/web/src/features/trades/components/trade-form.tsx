import type { Trade, TradeCompliance } from '@carnet/contract';
import { TIMING_CLASS_LABELS } from '@carnet/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { paths } from '../../../app/paths.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { useAccountCurrency } from '../hooks/use-account-currency.ts';
import { useComplianceEvaluation } from '../hooks/use-compliance-evaluation.ts';
import { useEvaluateRequest } from '../hooks/use-evaluate-request.ts';
import { usePlannedR } from '../hooks/use-planned-r.ts';
import { useTradeSave } from '../hooks/use-trade-save.ts';
import { tradeFormSchema } from '../utils/trade-form-schema.ts';
import { newTradeValues, type TradeFormValues, tradeValues } from '../utils/trade-form-values.ts';
import { hasUnsavedTakeProfits } from '../utils/trade-request.ts';
import { CloseTradeButton } from './close-trade-button.tsx';
import { CompliancePanel } from './compliance-panel.tsx';
import { ConfirmationChecklist } from './confirmation-checklist.tsx';
import { DeleteTradeButton } from './delete-trade-button.tsx';
import { InstrumentSection } from './instrument-section.tsx';
import { PositionSection } from './position-section.tsx';
import { ReviewSection } from './review-section.tsx';
import { SetupSection } from './setup-section.tsx';
import { TagsSection } from './tags-section.tsx';
import { TradeRecordSection } from './trade-record-section.tsx';
import { TradeScreenshots } from './trade-screenshots.tsx';
import { TradeSummary } from './trade-summary.tsx';

/** docs/ui.md trade form, new (`trade` null) and edit: every field, the live checklist and compliance panel. */
export function TradeForm({ trade }: { trade: Trade | null }) {
  const formId = useId();
  const isCreate = trade === null;
  const schema = useMemo(() => tradeFormSchema(isCreate ? 'create' : 'edit'), [isCreate]);
  const form = useForm<TradeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: trade === null ? newTradeValues() : tradeValues(trade),
  });
  const unsavedChanges = useUnsavedChangesGuard(form.control);
  const request = useEvaluateRequest(form.control);
  const evaluation = useComplianceEvaluation(request);
  const plannedR = usePlannedR(form.control);
  const { submit, saveBeforeClose, isSaving } = useTradeSave({ trade, form, evaluation });
  const takeProfitRows = useWatch({ control: form.control, name: 'take_profits' });

  const isClosed = trade?.status === 'CLOSED';
  // Until the first answer, an untouched stored trade shows the compliance stored with it.
  const compliance: TradeCompliance | null =
    evaluation.result ?? (trade !== null && request !== null && !form.formState.isDirty ? trade : null);
  const currency = useAccountCurrency(trade?.capital_account);
  const onClosed = (closed: Trade) => {
    // A closed trade's risk is settled (docs/rules/trades.md): it is no longer recomputed from the evaluation.
    form.setValue('auto_risk', false);
    form.setValue('risk_pct', closed.risk_pct === null ? '' : String(closed.risk_pct));
  };

  return (
    <FormProvider {...form}>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {trade !== null && (
            <TradeSummary
              trade={trade}
              currency={currency}
              actions={<DeleteTradeButton tradeId={trade.id} />}
            />
          )}
          <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
            {unsavedChanges.element}
            <InstrumentSection isPlanLocked={isClosed} />
            <PositionSection isPlanLocked={isClosed} />
            <SetupSection
              current={{ strategy: trade?.strategy ?? null, capitalAccount: trade?.capital_account ?? null }}
              recommendedRiskPct={compliance?.recommended_risk_pct ?? null}
              isPlanLocked={isClosed}
            />
            <ConfirmationChecklist />
            <TagsSection />
            <ReviewSection isClosed={isClosed} />
            {trade !== null && <TradeRecordSection isClosed={isClosed} currency={currency} />}
          </form>
          {trade !== null && <TradeScreenshots tradeId={trade.id} />}
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20">
          <CompliancePanel
            compliance={compliance}
            isEvaluating={evaluation.isEvaluating}
            hasConfiguration={request !== null}
            plannedR={plannedR}
          />
        </aside>
      </div>
      <FormFooter
        cancel={{ to: paths.dashboard }}
        submitLabel="Enregistrer"
        pendingLabel="Enregistrement…"
        isPending={isSaving}
        formId={formId}
        className="mt-4"
        actions={
          trade !== null &&
          !isClosed && (
            <CloseTradeButton
              trade={trade}
              saveFirst={saveBeforeClose}
              hasUnsavedTakeProfits={hasUnsavedTakeProfits(takeProfitRows, trade.take_profits)}
              onClosed={onClosed}
            />
          )
        }
        sticky={{
          isDirty: form.formState.isDirty,
          // A one-line compliance reminder for phones and tablets, where the panel is far below.
          start: (
            <span className="basis-full text-xs sm:basis-auto lg:hidden">
              {compliance !== null && compliance.score_pct !== null && (
                <span className="num text-fg-muted">
                  <span className="font-medium text-fg-subtle">Conformité </span>
                  {formatPercent(compliance.score_pct)} · {compliance.grade ?? '-'}
                  {compliance.timing_class !== null && ` · ${TIMING_CLASS_LABELS[compliance.timing_class]}`}
                </span>
              )}
            </span>
          ),
        }}
      />
    </FormProvider>
  );
}
