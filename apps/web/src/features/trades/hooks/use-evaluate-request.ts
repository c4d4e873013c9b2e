import type { EvaluateRequest } from '@carnet/contract';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { decimalText } from '../../../lib/form-text.ts';
import { fromDateTimeLocal } from '../../../lib/local-date-time.ts';
import type { TradeFormValues } from '../utils/trade-form-values.ts';

const draftNumber = (text: string): string | null => (decimalText(text) === '' ? null : decimalText(text));

/**
 * The evaluate body of docs/api.md for the form as it stands: configuration, checklist, break-even switch, take
 * profits and entry time. Null while there is no configuration or entry time to evaluate against.
 */
export function useEvaluateRequest(control: Control<TradeFormValues>): EvaluateRequest | null {
  const [strategy, confirmations, beMoved, takeProfits, entryDate] = useWatch({
    control,
    name: ['strategy', 'confirmations', 'be_moved', 'take_profits', 'entry_date'],
  });
  return useMemo(() => {
    const executedAt = fromDateTimeLocal(entryDate);
    if (strategy === '' || executedAt === null) return null;
    return {
      strategy: Number(strategy),
      confirmations: confirmations.map(({ key, passed }) => ({ key, passed })),
      be_moved: beMoved,
      take_profits: takeProfits.map((row) => ({
        price: draftNumber(row.price),
        quantity_to_sell: draftNumber(row.quantity_to_sell),
      })),
      executed_at: executedAt,
    };
  }, [strategy, confirmations, beMoved, takeProfits, entryDate]);
}
