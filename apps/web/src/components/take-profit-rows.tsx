import { Plus, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from './ui/button.tsx';
import { DecimalInput } from './ui/decimal-input.tsx';

/** What a take-profit row holds in a form: the texts as typed. */
export type TakeProfitText = { price: string; quantity_to_sell: string };

/** The part of a form this editor works on: any form whose `take_profits` are rows of those texts. */
type TakeProfitFields = { take_profits: TakeProfitText[] };

/** The contract refuses more than 20 take profits on a trade and on a backtest trade. */
const MAX_TAKE_PROFITS = 20;

type TakeProfitRowsProps = {
  /** The row a new or cleared line starts as (a trade's rows also carry the stored id, null when new). */
  blankRow: TakeProfitText;
  disabled?: boolean;
  /** At least this many decimals once an input is left (the backtest form's two, docs/rules/trades.md#validation). */
  minDecimals?: number;
  /** A line under the add button (the backtest form says which rows it ignores). */
  hint?: ReactNode;
};

/**
 * docs/ui.md: the take profits of a trade or a backtest trade (price, quantity to sell), added up to 20 and
 * removed; one row always stays, blank, ready for the next exit. Works inside the form's FormProvider.
 */
export function TakeProfitRows({ blankRow, disabled = false, minDecimals = 0, hint }: TakeProfitRowsProps) {
  const form = useFormContext<TakeProfitFields>();
  // Not the default key « id »: a trade's rows carry their stored id, which the key would overwrite.
  const rows = useFieldArray({ control: form.control, name: 'take_profits', keyName: 'rowKey' });
  const errors = form.formState.errors.take_profits;
  const listError = errors?.root?.message ?? errors?.message;
  const errorId = useId();
  const register = (path: `take_profits.${number}.${keyof TakeProfitText}`) => form.register(path);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">Take profits</legend>
      {rows.fields.map((row, index) => {
        const number = index + 1;
        const rowErrors = errors?.[index];
        const rowError = rowErrors?.price?.message ?? rowErrors?.quantity_to_sell?.message;
        const describedBy = rowError === undefined ? undefined : `${errorId}-${index}`;
        return (
          <div key={row.rowKey} className="flex flex-col gap-1">
            <div className="grid grid-cols-[2rem_minmax(0,1fr)_minmax(0,1fr)_2.25rem] items-center gap-2">
              <span className="num text-xs font-semibold text-fg-subtle">TP{number}</span>
              <DecimalInput
                aria-label={`Prix du take profit ${number}`}
                aria-invalid={rowErrors?.price ? true : undefined}
                aria-describedby={describedBy}
                minDecimals={minDecimals}
                placeholder="Prix"
                {...register(`take_profits.${index}.price`)}
              />
              <DecimalInput
                aria-label={`Quantité du take profit ${number}`}
                aria-invalid={rowErrors?.quantity_to_sell ? true : undefined}
                aria-describedby={describedBy}
                minDecimals={minDecimals}
                placeholder="Quantité"
                {...register(`take_profits.${index}.quantity_to_sell`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Retirer le take profit ${number}`}
                onClick={() =>
                  rows.fields.length === 1 ? rows.update(0, { ...blankRow }) : rows.remove(index)
                }
              >
                <X aria-hidden className="size-4" />
              </Button>
            </div>
            {rowError !== undefined && (
              <p id={describedBy} className="pl-10 text-xs font-medium text-loss">
                {rowError}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          size="sm"
          variant="ghost"
          disabled={rows.fields.length >= MAX_TAKE_PROFITS}
          onClick={() => rows.append({ ...blankRow })}
        >
          <Plus aria-hidden className="size-3.5" />
          Ajouter un take profit
        </Button>
        {hint !== undefined && <p className="text-xs text-fg-subtle">{hint}</p>}
      </div>
      {listError !== undefined && (
        <p role="alert" className="text-xs font-medium text-loss">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
