import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import type { TradeFormValues } from '../utils/trade-form-values.ts';
import { MoneyInput, MoneyLabel } from './money-input.tsx';
import { TradeFormSection } from './trade-form-section.tsx';

type TradeRecordSectionProps = { isClosed: boolean; currency: string };

/**
 * docs/rules/trades.md on the edit form: fees and swap in the account's currency, the net the broker reported once the trade
 * is closed (blank: the estimate from R), and why the trade changed, kept in its history.
 */
export function TradeRecordSection({ isClosed, currency }: TradeRecordSectionProps) {
  const form = useFormContext<TradeFormValues>();
  const { errors } = form.formState;
  return (
    <TradeFormSection id="trade-record" title="Frais et modification">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={<MoneyLabel label="Frais" currency={currency} />} error={errors.fees?.message}>
          {(control) => <MoneyInput {...control} {...form.register('fees')} currency={currency} />}
        </Field>
        <Field label={<MoneyLabel label="Swap" currency={currency} />} error={errors.swap?.message}>
          {(control) => <MoneyInput {...control} {...form.register('swap')} currency={currency} isSigned />}
        </Field>
        {isClosed && (
          <Field
            label={<MoneyLabel label="Résultat net réel (optionnel)" currency={currency} />}
            hint="Vide : estimé depuis le R."
            error={errors.pnl_amount?.message}
          >
            {(control) => (
              <MoneyInput
                {...control}
                {...form.register('pnl_amount')}
                currency={currency}
                isSigned
                placeholder="Estimé depuis le R"
              />
            )}
          </Field>
        )}
      </div>
      <Field
        label="Raison de la modification"
        hint="Facultatif : gardée dans l’historique de l’opération."
        error={errors.edit_reason?.message}
      >
        {(control) => <Textarea {...control} {...form.register('edit_reason')} rows={2} maxLength={500} />}
      </Field>
    </TradeFormSection>
  );
}
