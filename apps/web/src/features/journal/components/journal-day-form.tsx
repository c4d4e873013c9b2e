import { type JournalDay, journalDayInputSchema } from '@carnet/contract';
import { useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { mapError } from '../../../lib/error-mapper.ts';
import { useUpdateJournalDay } from '../api/update-journal-day.ts';
import { DayTradesSection } from './day-trades-section.tsx';
import { bodyOf, formValuesOf, type JournalFormValues } from './journal-form-values.ts';
import { PlanSection } from './plan-section.tsx';
import { ReviewSection } from './review-section.tsx';
import { StateSection } from './state-section.tsx';

const SAVED = 'Journal du jour enregistré.';

/** A server 400 in one sentence: its message and every field's (a locked plan: « Le plan du jour est verrouillé. »). */
function failureMessage(error: unknown): string {
  const { message, fieldErrors } = mapError(error);
  const fields = Object.values(fieldErrors);
  return fields.length > 0 ? fields.join(' ') : message;
}

/** The day's three sections in one form, saved together; the lock and the addenda act at once. */
export function JournalDayForm({ day, tz }: { day: JournalDay; tz: string }) {
  const form = useForm<JournalFormValues>({ defaultValues: formValuesOf(day) });
  const unsavedChanges = useUnsavedChangesGuard(form.control);
  const update = useUpdateJournalDay();
  const [versions, setVersions] = useState({ plan: 0, review: 0 });
  const [isLocking, setIsLocking] = useState(false);
  const isLocked = day.plan.locked_at !== null;

  /** Checks the body with the contract (its French messages under each field), then sends it. */
  const save = async (values: JournalFormValues, lock: boolean) => {
    const isPlanDirty = Object.keys(form.formState.dirtyFields.plan ?? {}).length > 0;
    const parsed = journalDayInputSchema.safeParse(
      bodyOf(values, { sendPlan: isPlanDirty && !isLocked, lock }),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(issue.path.join('.') as Path<JournalFormValues>, { message: issue.message });
      }
      return;
    }
    try {
      const saved = await update.mutateAsync({ date: day.date, tz, body: parsed.data });
      form.reset(formValuesOf(saved));
      toast.success(lock ? 'Plan du jour verrouillé.' : SAVED);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  const lockPlan = async () => {
    setIsLocking(true);
    await save(form.getValues(), true);
    setIsLocking(false);
  };

  const addAddendum = async (addendum: string): Promise<boolean> => {
    try {
      await update.mutateAsync({ date: day.date, tz, body: { plan: { addendum } } });
      return true;
    } catch (error) {
      toast.error(failureMessage(error));
      return false;
    }
  };

  const applyTemplate = (section: 'plan' | 'review') => (text: string) => {
    form.setValue(`${section}.text`, text, { shouldDirty: true });
    setVersions((current) => ({ ...current, [section]: current[section] + 1 }));
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save(values, false))}
        className="flex flex-col gap-4"
      >
        {unsavedChanges.element}
        <PlanSection
          plan={day.plan}
          onLock={lockPlan}
          isLocking={isLocking}
          onAddendum={addAddendum}
          textVersion={versions.plan}
          onApplyTemplate={applyTemplate('plan')}
        />
        <div className="grid items-start gap-4 lg:grid-cols-2 [&>*]:min-w-0">
          <StateSection />
          <DayTradesSection day={day} />
        </div>
        <ReviewSection textVersion={versions.review} onApplyTemplate={applyTemplate('review')} />
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="primary"
            isLoading={update.isPending && !isLocking}
            loadingText="Enregistrement…"
          >
            Enregistrer
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
