import { JOURNAL_BIAS_LABELS, JOURNAL_BIASES, JOURNAL_MESSAGES, type JournalPlan } from '@carnet/contract';
import { Lock, LockOpen } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { AddendumForm } from './addendum-form.tsx';
import type { JournalFormValues } from './journal-form-values.ts';
import { LockedPlan } from './locked-plan.tsx';
import { RichTextInput } from './rich-text-input.tsx';
import { TemplatePicker } from './template-picker.tsx';

type PlanSectionProps = {
  plan: JournalPlan;
  onLock: () => void;
  isLocking: boolean;
  onAddendum: (text: string) => Promise<boolean>;
  textVersion: number;
  onApplyTemplate: (text: string) => void;
};

/** « Plan du jour »: written before the first entry, then locked with its time; addenda after (docs/rules/journal.md). */
export function PlanSection({
  plan,
  onLock,
  isLocking,
  onAddendum,
  textVersion,
  onApplyTemplate,
}: PlanSectionProps) {
  const form = useFormContext<JournalFormValues>();
  const errors = form.formState.errors.plan;
  const isLocked = plan.locked_at !== null;
  const isEmpty = form.watch('plan.text') === '';
  return (
    <Card aria-labelledby="journal-plan-title">
      <CardHeader
        titleId="journal-plan-title"
        title="Plan du jour"
        description={
          isLocked ? (
            <span className="inline-flex items-center gap-1.5">
              <Lock aria-hidden className="size-3.5" />
              Verrouillé le {formatDateTime(plan.locked_at)}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5">
              <LockOpen aria-hidden className="size-3.5" />
              Modifiable jusqu’à la première entrée du jour
            </span>
          )
        }
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {plan.is_retroactive && <Badge tone="warn">{JOURNAL_MESSAGES.retroactivePlan}</Badge>}
            {!isLocked && (
              <Button onClick={onLock} isLoading={isLocking} loadingText="Verrouillage…">
                <Lock aria-hidden className="size-4" />
                Verrouiller le plan
              </Button>
            )}
          </div>
        }
      />
      <CardBody className="flex flex-col gap-4">
        {isLocked ? (
          <LockedPlan plan={plan} />
        ) : (
          <>
            {isEmpty && <TemplatePicker kind="PLAN" onApply={onApplyTemplate} />}
            <RichTextInput
              label="Plan"
              name="plan.text"
              control={form.control}
              error={errors?.text?.message}
              version={textVersion}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Biais" error={errors?.bias?.message}>
                {(control) => (
                  <Select {...control} {...form.register('plan.bias')}>
                    <option value="">Aucun</option>
                    {JOURNAL_BIASES.map((bias) => (
                      <option key={bias} value={bias}>
                        {JOURNAL_BIAS_LABELS[bias]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Opérations au maximum" error={errors?.max_trades?.message}>
                {(control) => (
                  <Input {...control} inputMode="numeric" {...form.register('plan.max_trades')} />
                )}
              </Field>
              <Field label="Perte maximale (R)" error={errors?.max_loss_r?.message}>
                {(control) => (
                  <Input {...control} inputMode="decimal" {...form.register('plan.max_loss_r')} />
                )}
              </Field>
            </div>
            <Field label="Niveaux" error={errors?.levels?.message}>
              {(control) => <Textarea {...control} rows={2} {...form.register('plan.levels')} />}
            </Field>
          </>
        )}
        {(isLocked || plan.addenda.length > 0) && <AddendumForm addenda={plan.addenda} onAdd={onAddendum} />}
      </CardBody>
    </Card>
  );
}
