import { PLAN_FOLLOWED_LABELS, PLAN_FOLLOWED_VALUES } from '@carnet/contract';
import { useFormContext } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { JournalFormValues } from './journal-form-values.ts';
import { RichTextInput } from './rich-text-input.tsx';
import { TemplatePicker } from './template-picker.tsx';

type ReviewSectionProps = { textVersion: number; onApplyTemplate: (text: string) => void };

/** « Bilan »: the review, whether the plan was followed, the lessons and the day's mistakes as tags. */
export function ReviewSection({ textVersion, onApplyTemplate }: ReviewSectionProps) {
  const form = useFormContext<JournalFormValues>();
  const errors = form.formState.errors.review;
  const isEmpty = form.watch('review.text') === '';
  return (
    <Card aria-labelledby="journal-review-title">
      <CardHeader
        titleId="journal-review-title"
        title="Bilan"
        description="Ce que vous avez bien et mal fait."
      />
      <CardBody className="flex flex-col gap-4">
        {isEmpty && <TemplatePicker kind="REVIEW" onApply={onApplyTemplate} />}
        <RichTextInput
          label="Bilan"
          name="review.text"
          control={form.control}
          error={errors?.text?.message}
          version={textVersion}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Plan suivi" error={errors?.plan_followed?.message}>
            {(control) => (
              <Select {...control} {...form.register('review.plan_followed')}>
                <option value="">Non renseigné</option>
                {PLAN_FOLLOWED_VALUES.map((value) => (
                  <option key={value} value={value}>
                    {PLAN_FOLLOWED_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Erreurs" hint="Des tags, séparés par des virgules." error={errors?.mistakes?.message}>
            {(control) => (
              <Input {...control} placeholder="FOMO, Revenge" {...form.register('review.mistakes')} />
            )}
          </Field>
        </div>
        <Field label="Leçons" error={errors?.lessons?.message}>
          {(control) => <Textarea {...control} rows={3} {...form.register('review.lessons')} />}
        </Field>
      </CardBody>
    </Card>
  );
}
