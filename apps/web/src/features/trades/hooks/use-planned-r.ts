import { plannedR } from '@carnet/domain';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { decimalText } from '../../../lib/form-text.ts';
import type { TradeFormValues } from '../utils/trade-form-values.ts';

/** docs/rules/trades.md planned R of the plan being typed: every take profit hit, nothing left. */
export function usePlannedR(control: Control<TradeFormValues>): number | null {
  const [direction, entry, stop, quantity, takeProfits] = useWatch({
    control,
    name: ['direction', 'entry_price', 'stop_loss_price', 'quantity', 'take_profits'],
  });
  return useMemo(
    () =>
      plannedR({
        direction,
        entry_price: decimalText(entry),
        stop_loss_price: decimalText(stop),
        quantity: decimalText(quantity),
        take_profits: takeProfits.map((row) => ({
          price: decimalText(row.price),
          quantity_to_sell: decimalText(row.quantity_to_sell),
        })),
      }),
    [direction, entry, stop, quantity, takeProfits],
  );
}
