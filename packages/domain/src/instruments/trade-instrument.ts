import type { AssetType } from './asset-types.ts';
import { type InstrumentOverride, type InstrumentSpec, instrumentSpec } from './instrument-spec.ts';
import { USD_STABLECOINS } from './parse-pair-symbol.ts';
import { parseSymbol } from './parse-symbol.ts';

/** What a trade says of its instrument: the type the trader chose and the symbol written. */
export type TradeInstrument = { asset_type: AssetType; asset_name: string };

/**
 * The specification a trade's money is computed with (docs/rules/money.md#instruments), or null when Carnet cannot
 * specify it — and also when the symbol reads as another type than the trade's: a CFD named like no CFD Carnet
 * knows reads as a stock ticker (sizing it as one share would be a guess), the stock `CL` reads as crude oil
 * futures. Pairs and CFDs are one family (brokers list gold beside EURUSD, both in lots). The money is then
 * estimated from R.
 */
export function tradeInstrumentSpec(
  trade: TradeInstrument,
  override: InstrumentOverride | null,
  accountCurrency: string,
): InstrumentSpec | null {
  const parsed = parseSymbol(trade.asset_name);
  if (parsed === null || familyOf(parsed.assetType) !== familyOf(trade.asset_type)) return null;
  return instrumentSpec(trade.asset_name, override, accountCurrency);
}

const familyOf = (type: AssetType): AssetType => (type === 'CFD' ? 'FOREX' : type);

/**
 * The stablecoin a trade's money counts as U.S. dollars (USDT, USDC, FDUSD quoting a coin, in a USD account), so the
 * trade can say so (docs/rules/money.md#instruments); null otherwise.
 */
export function stablecoinCountedAsUsd(trade: TradeInstrument, accountCurrency: string): string | null {
  const parsed = parseSymbol(trade.asset_name);
  if (accountCurrency !== 'USD' || parsed?.assetType !== 'CRYPTO' || trade.asset_type !== 'CRYPTO')
    return null;
  return USD_STABLECOINS.find((coin) => coin === parsed.quote) ?? null;
}
