import { Decimal, parsePositiveDecimal, toDecimalString } from '../decimal.ts';
import type { AssetType } from './asset-types.ts';
import { isCurrencyCode } from './currencies.ts';
import { USD_STABLECOINS } from './parse-pair-symbol.ts';
import { type ParsedSymbol, parseSymbol } from './parse-symbol.ts';

/**
 * What Carnet uses to turn a trade's prices into money (docs/rules/money.md#instruments). `contract_size` and
 * `point_value` are the same figure: the money, in `quote_currency`, of a move of 1.0 in the price for one unit of
 * quantity (a lot of EURUSD: 100 000; an ES contract: 50; a share: 1). `source` says whether the trader's profile
 * gave any of it.
 */
export type InstrumentSpec = {
  symbol: string;
  asset_type: AssetType;
  contract_size: string;
  quote_currency: string;
  point_value: string;
  tick_size: string | null;
  pip_size: string | null;
  quantity_step: string;
  source: 'BUILT_IN' | 'PROFILE';
};

/** The trader's own contract size and quote currency for a symbol (profile « Taille du contrat », « Devise de cotation »). */
export type InstrumentOverride = { contract_size?: string | null; quote_currency?: string | null };

type BuiltIn = Omit<
  InstrumentSpec,
  'symbol' | 'contract_size' | 'quote_currency' | 'point_value' | 'source'
> & {
  contract_size: string | null;
  quote_currency: string | null;
};

// A lot of a currency pair: 100 000 units of the base currency; a pip is the fourth decimal, the second for a
// yen quote; brokers quote a tenth of a pip.
const FOREX_LOT = '100000';
const LOT_STEP = '0.01';
// Exchanges take crypto quantities to eight decimals at most (the satoshi); their own steps are coarser and differ.
const CRYPTO_STEP = '0.00000001';

/**
 * The specification of a symbol: the trader's override first (either field), then Carnet's registry; null when
 * neither gives a contract size and a quote currency (an unknown futures root, a CFD whose lot brokers size
 * differently, a coin named without what it is quoted in). A stock is quoted in the account's currency unless the
 * trader says otherwise; what only the trader sizes is quoted in the account's currency unless the trader says.
 */
export function instrumentSpec(
  symbol: string,
  override: InstrumentOverride | null,
  accountCurrency: string,
): InstrumentSpec | null {
  const parsed = parseSymbol(symbol);
  if (parsed === null) return null;
  const builtIn = builtInOf(parsed, accountCurrency);
  const size = parsePositiveDecimal(override?.contract_size ?? null);
  const overriddenQuote = override?.quote_currency;
  const quote = isQuoteCurrency(overriddenQuote) ? overriddenQuote : null;
  const contractSize = size === null ? builtIn.contract_size : toDecimalString(size);
  const quoteCurrency = quote ?? builtIn.quote_currency ?? (size === null ? null : accountCurrency);
  if (contractSize === null || quoteCurrency === null) return null;
  return {
    symbol: symbol.trim(),
    ...builtIn,
    contract_size: contractSize,
    quote_currency: quoteCurrency,
    point_value: contractSize,
    source: size === null && quote === null ? 'BUILT_IN' : 'PROFILE',
  };
}

function builtInOf(parsed: ParsedSymbol, accountCurrency: string): BuiltIn {
  const base = { asset_type: parsed.assetType, tick_size: null, pip_size: null };
  switch (parsed.assetType) {
    case 'FUTURES': {
      const { contract } = parsed;
      return contract === null
        ? { ...base, contract_size: null, quote_currency: null, quantity_step: '1' }
        : {
            ...base,
            contract_size: contract.pointValue,
            quote_currency: contract.currency,
            tick_size: contract.tickSize,
            quantity_step: '1',
          };
    }
    case 'FOREX': {
      const pip = parsed.quote === 'JPY' ? '0.01' : '0.0001';
      return {
        ...base,
        contract_size: FOREX_LOT,
        quote_currency: parsed.quote,
        pip_size: pip,
        tick_size: toDecimalString(new Decimal(pip).dividedBy(10)),
        quantity_step: LOT_STEP,
      };
    }
    case 'CFD':
      return {
        ...base,
        contract_size: parsed.contractSize,
        quote_currency: parsed.quote,
        quantity_step: LOT_STEP,
      };
    case 'CRYPTO':
      return { ...base, contract_size: '1', quote_currency: parsed.quote, quantity_step: CRYPTO_STEP };
    case 'STOCK':
      return { ...base, contract_size: '1', quote_currency: accountCurrency, quantity_step: '1' };
  }
}

/** A currency a price can be quoted in: an ISO 4217 code, or a stablecoin Carnet knows. */
function isQuoteCurrency(code: string | null | undefined): code is string {
  return typeof code === 'string' && (isCurrencyCode(code) || USD_STABLECOINS.some((coin) => coin === code));
}
