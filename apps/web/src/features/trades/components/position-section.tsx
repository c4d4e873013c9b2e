import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import type { TradeFormValues } from '../utils/trade-form-values.ts';
import { PriceInput } from './price-input.tsx';
import { TakeProfitList } from './take-profit-list.tsx';
import { TradeFormSection } from './trade-form-section.tsx';

/**
 * Entry, stop, size and exits. Once the trade is closed its money is settled (DESIGN §6.1): these fields are
 * shown, not edited.
 */
export function PositionSection({ isPlanLocked }: { isPlanLocked: boolean }) {
  const form = useFormContext<TradeFormValues>();
  const { errors } = form.formState;
  return (
    <TradeFormSection
      id="trade-position"
      title="Position"
      description={isPlanLocked ? 'Opération clôturée : le plan n’est plus modifiable.' : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Prix d’entrée" error={errors.entry_price?.message}>
          {(control) => <PriceInput {...control} {...form.register('entry_price')} readOnly={isPlanLocked} />}
        </Field>
        <Field label="Stop loss" error={errors.stop_loss_price?.message}>
          {(control) => (
            <PriceInput {...control} {...form.register('stop_loss_price')} readOnly={isPlanLocked} />
          )}
        </Field>
        <Field label="Quantité" error={errors.quantity?.message}>
          {(control) => <PriceInput {...control} {...form.register('quantity')} readOnly={isPlanLocked} />}
        </Field>
      </div>
      <TakeProfitList isLocked={isPlanLocked} />
      <Switch
        label="Stop déplacé au point mort après TP1"
        description="Break-even : exigé par les règles dès qu’il y a deux take profits ou plus."
        {...form.register('be_moved')}
      />
    </TradeFormSection>
  );
}
