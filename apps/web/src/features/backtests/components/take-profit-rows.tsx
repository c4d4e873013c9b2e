import { Plus, X } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { withTwoDecimalsAtLeast } from '../../../lib/form-text.ts';
import { type BacktestTradeFormValues, BLANK_TAKE_PROFIT } from '../utils/backtest-trade-form.ts';
import { DecimalInput } from './decimal-input.tsx';

const MAX_TAKE_PROFITS = 20;

/** The exits of a backtest trade; rows without a positive price and quantity are dropped on save (SPEC §5). */
export function TakeProfitRows({ form }: { form: UseFormReturn<BacktestTradeFormValues> }) {
  const rows = useFieldArray({ control: form.control, name: 'take_profits' });
  const error = form.formState.errors.take_profits?.message;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">Take profits</legend>
      {rows.fields.map((row, index) => {
        const number = index + 1;
        return (
          <div
            key={row.id}
            className="grid grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1fr)_2.25rem] items-center gap-2"
          >
            <span className="num text-xs font-semibold text-fg-subtle">TP{number}</span>
            <DecimalInput
              aria-label={`Prix du take profit ${number}`}
              placeholder="Prix"
              {...form.register(`take_profits.${index}.price`, {
                onBlur: (event: { target: HTMLInputElement }) =>
                  form.setValue(`take_profits.${index}.price`, withTwoDecimalsAtLeast(event.target.value)),
              })}
            />
            <DecimalInput
              aria-label={`Quantité du take profit ${number}`}
              placeholder="Quantité"
              {...form.register(`take_profits.${index}.quantity_to_sell`, {
                onBlur: (event: { target: HTMLInputElement }) =>
                  form.setValue(
                    `take_profits.${index}.quantity_to_sell`,
                    withTwoDecimalsAtLeast(event.target.value),
                  ),
              })}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Retirer le take profit ${number}`}
              // One row always stays, blank, ready for the next exit.
              onClick={() =>
                rows.fields.length === 1 ? rows.update(0, { ...BLANK_TAKE_PROFIT }) : rows.remove(index)
              }
            >
              <X aria-hidden className="size-4" />
            </Button>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          size="sm"
          variant="ghost"
          disabled={rows.fields.length >= MAX_TAKE_PROFITS}
          onClick={() => rows.append({ ...BLANK_TAKE_PROFIT })}
        >
          <Plus aria-hidden className="size-3.5" />
          Ajouter un take profit
        </Button>
        <p className="text-xs text-fg-subtle">Une ligne sans prix et quantité positifs est ignorée.</p>
      </div>
      {error !== undefined && <p className="text-xs font-medium text-loss">{error}</p>}
    </fieldset>
  );
}
