import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { frenchText } from '../../../lib/form-text.ts';
import type { TradeFormValues } from '../utils/trade-form-values.ts';

type RiskFieldProps = { recommendedRiskPct: number | null; isLocked: boolean };

/**
 * Risk percent with the auto-risk checkbox (docs/rules/trades.md): while on, the field is disabled and shows the risk the
 * compliance evaluation recommends; turned off, it starts from that value.
 */
export function RiskField({ recommendedRiskPct, isLocked }: RiskFieldProps) {
  const form = useFormContext<TradeFormValues>();
  const id = useId();
  const error = form.formState.errors.risk_pct?.message;
  const isAuto = useWatch({ control: form.control, name: 'auto_risk' });
  const recommendedText = recommendedRiskPct === null ? '' : frenchText(String(recommendedRiskPct));

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        Risque (%)
      </label>
      {isAuto ? (
        <DecimalInput id={id} disabled value={recommendedText} placeholder="Choisissez une configuration" />
      ) : (
        <DecimalInput
          id={id}
          readOnly={isLocked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('risk_pct')}
        />
      )}
      <Checkbox
        label="Utiliser le risque recommandé"
        disabled={isLocked}
        {...form.register('auto_risk', {
          onChange: (event: { target: { checked: boolean } }) => {
            if (!event.target.checked && form.getValues('risk_pct') === '') {
              form.setValue('risk_pct', recommendedText);
            }
          },
        })}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-loss">
          {error}
        </p>
      ) : null}
    </div>
  );
}
