import { Decimal, toDecimalString } from '@carnet/domain';

/** A trade's exit as far as its totals go: decimal strings, as stored. */
type ExitAmounts = { readonly price: string; readonly quantity: string };

/** `trades.exits_notional` and `trades.exits_quantity`: what a trade stores of its exits, beside them. */
export type ExitTotals = { exitsNotional: string; exitsQuantity: string };

/**
 * Σ price × quantity and Σ quantity of `exits`, exact (60 significant digits hold any stored price × quantity).
 * Every write of a trade's exits writes these with them: the summary reads the exits' R from them (docs/rules/statistics.md).
 */
export function exitTotals(exits: readonly ExitAmounts[]): ExitTotals {
  let notional = new Decimal(0);
  let quantity = new Decimal(0);
  for (const exit of exits) {
    notional = notional.plus(new Decimal(exit.price).times(exit.quantity));
    quantity = quantity.plus(exit.quantity);
  }
  return { exitsNotional: toDecimalString(notional), exitsQuantity: toDecimalString(quantity) };
}
