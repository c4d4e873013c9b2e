import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import type { TradeFormValues } from '../utils/trade-form-values.ts';
import { TradeFormSection } from './trade-form-section.tsx';

/** docs/ui.md: the post-trade review, editable only once the trade is CLOSED. */
export function ReviewSection({ isClosed }: { isClosed: boolean }) {
  const form = useFormContext<TradeFormValues>();
  return (
    <TradeFormSection id="trade-review" title="Après le trade">
      <Field
        label="Revue post-trade"
        error={form.formState.errors.post_trade_review?.message}
        hint={isClosed ? undefined : 'Disponible une fois l’opération clôturée.'}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('post_trade_review')}
            readOnly={!isClosed}
            aria-readonly={!isClosed}
            rows={5}
            placeholder={
              isClosed ? 'Ce qui a marché, ce qui n’a pas marché, ce que vous referez.' : undefined
            }
          />
        )}
      </Field>
    </TradeFormSection>
  );
}
