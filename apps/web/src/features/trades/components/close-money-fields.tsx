import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field, type FieldControlProps } from '../../../components/ui/field.tsx';
import { frenchText } from '../../../lib/form-text.ts';
import type { CloseMoneyField, CloseMoneyState } from '../hooks/use-close-money.ts';
import { MoneyInput, MoneyLabel } from './money-input.tsx';

type CloseMoneyFieldsProps = {
  money: CloseMoneyState;
  currency: string;
  disabled: boolean;
  /** What the trade holds: a blank fee or swap keeps it, so the field shows it. */
  kept: { fees: string; swap: string };
};

/** docs/rules/trades.md: what the broker charged and paid, in the account's currency; every field may stay blank. */
export function CloseMoneyFields({ money, currency, disabled, kept }: CloseMoneyFieldsProps) {
  const control = (field: Exclude<CloseMoneyField, 'fx_rate'>, props: FieldControlProps) => (
    <MoneyInput
      {...props}
      currency={currency}
      isSigned={field !== 'fees'}
      value={money.values[field]}
      disabled={disabled}
      placeholder={field === 'pnl_amount' ? 'Calculé par Carnet' : frenchText(kept[field])}
      onChange={(event) => money.setValue(field, event.target.value)}
    />
  );
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label={<MoneyLabel label="Frais" currency={currency} />} error={money.errors.fees}>
        {(props) => control('fees', props)}
      </Field>
      <Field label={<MoneyLabel label="Swap" currency={currency} />} error={money.errors.swap}>
        {(props) => control('swap', props)}
      </Field>
      <Field
        className="col-span-2"
        label={<MoneyLabel label="Résultat net réel (optionnel)" currency={currency} />}
        hint="Ce que le courtier a versé, frais et swap déduits. Vide : calculé depuis les prix et la taille (estimé depuis le R si Carnet ne connaît pas l’instrument)."
        error={money.errors.pnl_amount}
      >
        {(props) => control('pnl_amount', props)}
      </Field>
      {money.asksFxRate && (
        <Field
          className="col-span-2"
          label="Taux de change"
          hint={`1 unité de la devise de cotation = ? ${currency}`}
          error={money.errors.fx_rate}
        >
          {(props) => (
            <DecimalInput
              {...props}
              value={money.values.fx_rate}
              disabled={disabled}
              onChange={(event) => money.setValue('fx_rate', event.target.value)}
            />
          )}
        </Field>
      )}
    </div>
  );
}
