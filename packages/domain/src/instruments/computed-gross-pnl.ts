import { Decimal, parseDecimal, parsePositiveDecimal, toDecimalString } from '../decimal.ts';
import type { DecimalInput, Direction } from '../types.ts';
import type { InstrumentSpec } from './instrument-spec.ts';
import {
  type Conversion,
  type ConversionError,
  inAccountCurrency,
  isConversionError,
  quoteConversion,
} from './quote-conversion.ts';

/** What money computed from a trade needs: its side, entry and exits (price and quantity each). */
export type TradeExits = {
  direction: Direction;
  entry_price: DecimalInput;
  exits: readonly { price: DecimalInput; quantity: DecimalInput }[];
};

/** The gross of a trade in the account's currency, with the quote-currency figure it came from and how. */
export type ComputedGrossPnl =
  | { ok: true; gross_pnl: string; quote_currency: string; quote_pnl: string; conversion: Conversion }
  | ({ ok: false } & ConversionError)
  | { ok: false; error: 'INVALID_TRADE' };

/**
 * The COMPUTED gross of a closed trade (docs/rules/money.md#instruments): Σ over exits of (exit − entry) × quantity
 * × contract size × direction, in the quote currency, converted into the account's currency exit by exit (by the
 * trade's own price at that exit when the pair is the two currencies), rounded half to even once, at the end, to the
 * account currency's minor unit.
 */
export function computedGrossPnl(
  trade: TradeExits,
  spec: InstrumentSpec,
  accountCurrency: string,
  fxRate?: DecimalInput | null,
): ComputedGrossPnl {
  const entry = parsePositiveDecimal(trade.entry_price);
  const size = parsePositiveDecimal(spec.contract_size);
  const exits = trade.exits.map((exit) => ({
    price: parsePositiveDecimal(exit.price),
    quantity: parseDecimal(exit.quantity),
  }));
  if (entry === null || size === null || exits.length === 0) return { ok: false, error: 'INVALID_TRADE' };
  const converting = quoteConversion(spec, accountCurrency, fxRate);
  if (isConversionError(converting)) return { ok: false, ...converting };
  const sign = trade.direction === 'LONG' ? 1 : -1;
  let quotePnl = new Decimal(0);
  let accountPnl = new Decimal(0);
  for (const { price, quantity } of exits) {
    if (price === null || quantity === null || !quantity.isPositive() || quantity.isZero()) {
      return { ok: false, error: 'INVALID_TRADE' };
    }
    const pnl = price.minus(entry).times(quantity).times(size).times(sign);
    quotePnl = quotePnl.plus(pnl);
    accountPnl = accountPnl.plus(inAccountCurrency(pnl, converting.rateAt(price)));
  }
  return {
    ok: true,
    gross_pnl: toDecimalString(converting.toMinorUnit(accountPnl)),
    quote_currency: spec.quote_currency,
    quote_pnl: toDecimalString(quotePnl),
    conversion: converting.conversion,
  };
}
