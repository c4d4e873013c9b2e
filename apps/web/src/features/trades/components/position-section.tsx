import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { TakeProfitRows } from '../../../components/take-profit-rows.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { BLANK_TAKE_PROFIT, type TradeFormValues } from '../utils/trade-form-values.ts';
import { PositionSizeCalculator } from './position-size-calculator.tsx';
import { TradeFormSection } from './trade-form-section.tsx';

/**
 * Entry, stop, size and exits. Once the trade is closed its money is settled (docs/rules/trades.md): these fields are
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
          {(control) => (
            <DecimalInput {...control} {...form.register('entry_price')} readOnly={isPlanLocked} />
          )}
        </Field>
        <Field label="Stop loss" error={errors.stop_loss_price?.message}>
          {(control) => (
            <DecimalInput {...control} {...form.register('stop_loss_price')} readOnly={isPlanLocked} />
          )}
        </Field>
        <Field label="Quantité" error={errors.quantity?.message}>
          {(control) => <DecimalInput {...control} {...form.register('quantity')} readOnly={isPlanLocked} />}
        </Field>
      </div>
      {!isPlanLocked && <SizeCalculatorToggle />}
      <TakeProfitRows blankRow={BLANK_TAKE_PROFIT} disabled={isPlanLocked} />
      <Switch
        label="Stop déplacé au point mort après TP1"
        description="Break-even : exigé par les règles dès qu’il y a deux take profits ou plus."
        {...form.register('be_moved')}
      />
    </TradeFormSection>
  );
}

/** « Calculer la taille »: the position size calculator, shown on demand. */
function SizeCalculatorToggle() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button size="sm" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
          <Calculator aria-hidden className="size-4" />
          Calculer la taille
        </Button>
      </div>
      {isOpen && (
        <section aria-label="Taille de position" className="rounded-md border border-border p-3">
          <PositionSizeCalculator />
        </section>
      )}
    </div>
  );
}
