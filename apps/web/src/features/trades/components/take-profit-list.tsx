import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { BLANK_TAKE_PROFIT, type TradeFormValues } from '../utils/trade-form-values.ts';
import { PriceInput } from './price-input.tsx';

const MAX_TAKE_PROFITS = 20;

/** SPEC §2: the take profits (price, quantity to sell), added and removed; one blank row always stays. */
export function TakeProfitList({ isLocked }: { isLocked: boolean }) {
  const form = useFormContext<TradeFormValues>();
  const rows = useFieldArray({ control: form.control, name: 'take_profits', keyName: 'rowKey' });
  const errors = form.formState.errors.take_profits;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={isLocked}>
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">Take profits</legend>
      {rows.fields.map((row, index) => {
        const number = index + 1;
        const rowErrors = errors?.[index];
        return (
          <div key={row.rowKey} className="flex flex-col gap-1">
            <div className="grid grid-cols-[2rem_minmax(0,1fr)_minmax(0,1fr)_2.25rem] items-center gap-2">
              <span className="num text-xs font-semibold text-fg-subtle">TP{number}</span>
              <PriceInput
                aria-label={`Prix du take profit ${number}`}
                aria-invalid={rowErrors?.price ? true : undefined}
                placeholder="Prix"
                {...form.register(`take_profits.${index}.price`)}
              />
              <PriceInput
                aria-label={`Quantité du take profit ${number}`}
                aria-invalid={rowErrors?.quantity_to_sell ? true : undefined}
                placeholder="Quantité"
                {...form.register(`take_profits.${index}.quantity_to_sell`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Retirer le take profit ${number}`}
                onClick={() =>
                  rows.fields.length === 1 ? rows.update(0, { ...BLANK_TAKE_PROFIT }) : rows.remove(index)
                }
              >
                <X aria-hidden className="size-4" />
              </Button>
            </div>
            {(rowErrors?.price?.message ?? rowErrors?.quantity_to_sell?.message) !== undefined && (
              <p className="pl-10 text-xs font-medium text-loss">
                {rowErrors?.price?.message ?? rowErrors?.quantity_to_sell?.message}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="ghost"
          disabled={rows.fields.length >= MAX_TAKE_PROFITS}
          onClick={() => rows.append({ ...BLANK_TAKE_PROFIT })}
        >
          <Plus aria-hidden className="size-3.5" />
          Ajouter un take profit
        </Button>
      </div>
      {listError !== undefined && (
        <p role="alert" className="text-xs font-medium text-loss">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
