import { FIELD_MESSAGES, TRADE_RECORD_MESSAGES } from '@carnet/contract';
import {
  type AssetType,
  computedGrossPnl,
  type DecimalInput,
  type Direction,
  type StoredExit,
  tradeInstrumentSpec,
} from '@carnet/domain';
import { badRequest } from '../../http/errors.ts';

/** What a trade's computed money needs besides its exits (the row's own names). */
export type PricedTrade = {
  assetType: AssetType;
  assetName: string;
  direction: Direction;
  entryPrice: string;
};

/**
 * A trade's COMPUTED gross (docs/rules/money.md#instruments) and the rate it used (null when the trade converted
 * itself); `fxRateError` when it needs a rate it was not given (or a rate that is not > 0); null when Carnet
 * cannot specify the instrument, or the exits do not price: the money is then estimated from R.
 */
export type ComputedMoney = { gross: string; fxRate: string | null } | { fxRateError: string } | null;

export function computedMoney(
  trade: PricedTrade,
  exits: readonly StoredExit[],
  accountCurrency: string,
  fxRate: DecimalInput | null | undefined,
): ComputedMoney {
  const spec = tradeInstrumentSpec(
    { asset_type: trade.assetType, asset_name: trade.assetName },
    null,
    accountCurrency,
  );
  if (spec === null || exits.length === 0) return null;
  const computed = computedGrossPnl(
    { direction: trade.direction, entry_price: trade.entryPrice, exits },
    spec,
    accountCurrency,
    fxRate,
  );
  if (computed.ok) {
    const rate = computed.conversion.method === 'FX_RATE' ? computed.conversion.fx_rate : null;
    return { gross: computed.gross_pnl, fxRate: rate };
  }
  switch (computed.error) {
    case 'FX_RATE_NEEDED':
      return { fxRateError: TRADE_RECORD_MESSAGES.fxRateNeeded(computed.quote_currency, accountCurrency) };
    case 'INVALID_FX_RATE':
      return { fxRateError: FIELD_MESSAGES.aboveZero };
    default:
      return null;
  }
}

/** The computed gross a close settles with; a rate it needs and was not given is the close's 400 on `fx_rate`. */
export function closingGross(computed: ComputedMoney): { gross: string; fxRate: string | null } | null {
  if (computed !== null && 'fxRateError' in computed) throw badRequest({ fx_rate: [computed.fxRateError] });
  return computed;
}
