import { Decimal, parsePositiveDecimal, toDecimalString } from '../decimal.ts';
import type { DecimalInput } from '../types.ts';
import { minorUnitRounding } from './currencies.ts';
import type { InstrumentSpec } from './instrument-spec.ts';
import { USD_STABLECOINS } from './parse-pair-symbol.ts';
import { parseSymbol } from './parse-symbol.ts';

/** How an amount in the instrument's quote currency became an amount in the account's currency. */
export type Conversion =
  | { method: 'SAME_CURRENCY' }
  /** USDT, USDC or FDUSD counted as U.S. dollars in a USD account: the result says so. */
  | { method: 'STABLECOIN_AS_USD'; stablecoin: string }
  /** The trade's own price is the rate: the pair is account/quote (÷ price) or quote/account (× price). */
  | { method: 'TRADE_PRICE'; pair: string }
  /** The rate the trader gave: 1 unit of the quote currency = `fx_rate` units of the account's. */
  | { method: 'FX_RATE'; fx_rate: string };

export type ConversionError =
  | { error: 'FX_RATE_NEEDED'; quote_currency: string; account_currency: string }
  | { error: 'INVALID_FX_RATE' | 'UNKNOWN_ACCOUNT_CURRENCY' };

/** An exact rate as a fraction: an amount in the quote currency × `times` ÷ `per` is in the account's. */
export type ConversionRate = { times: Decimal; per: Decimal };

/**
 * A conversion ready to apply: `rateAt(price)`, the rate when the trade's price is `price` (only the trade-price
 * conversion depends on it), and `toMinorUnit(amount)`, the account currency's rounding (half to even) for the end
 * of a computation.
 */
export type QuoteConversion = {
  conversion: Conversion;
  rateAt: (price: Decimal) => ConversionRate;
  toMinorUnit: (amount: Decimal) => Decimal;
};

const ONE = new Decimal(1);
const UNCHANGED: ConversionRate = { times: ONE, per: ONE };

/** An amount in the quote currency, in the account's, at a rate. */
export const inAccountCurrency = (amount: Decimal, rate: ConversionRate): Decimal =>
  amount.times(rate.times).dividedBy(rate.per);

/**
 * How a spec's quote currency converts into the account's (docs/rules/money.md#instruments): none when they are the
 * same (a USD stablecoin counts as USD in a USD account); by the trade's own price when the instrument is the pair
 * of the two currencies (USDJPY in a USD account: JPY ÷ the price); otherwise by `fxRate`, and without one the
 * answer says an fx_rate is needed: Carnet never guesses a rate.
 */
export function quoteConversion(
  spec: InstrumentSpec,
  accountCurrency: string,
  fxRate: DecimalInput | null | undefined,
): QuoteConversion | ConversionError {
  const toMinorUnit = minorUnitRounding(accountCurrency);
  if (toMinorUnit === null) return { error: 'UNKNOWN_ACCOUNT_CURRENCY' };
  const converting = conversionOf(spec, accountCurrency, fxRate);
  return 'error' in converting ? converting : { ...converting, toMinorUnit };
}

type Converting = Omit<QuoteConversion, 'toMinorUnit'>;

function conversionOf(
  spec: InstrumentSpec,
  accountCurrency: string,
  fxRate: DecimalInput | null | undefined,
): Converting | ConversionError {
  const quote = spec.quote_currency;
  if (quote === accountCurrency) return { conversion: { method: 'SAME_CURRENCY' }, rateAt: () => UNCHANGED };
  if (accountCurrency === 'USD' && USD_STABLECOINS.some((coin) => coin === quote)) {
    return { conversion: { method: 'STABLECOIN_AS_USD', stablecoin: quote }, rateAt: () => UNCHANGED };
  }
  const pair = parseSymbol(spec.symbol);
  if (pair?.assetType === 'FOREX' && pair.base === accountCurrency && pair.quote === quote) {
    const conversion: Conversion = { method: 'TRADE_PRICE', pair: `${pair.base}${pair.quote}` };
    return { conversion, rateAt: (price) => ({ times: ONE, per: price }) };
  }
  if (pair?.assetType === 'FOREX' && pair.base === quote && pair.quote === accountCurrency) {
    const conversion: Conversion = { method: 'TRADE_PRICE', pair: `${pair.base}${pair.quote}` };
    return { conversion, rateAt: (price) => ({ times: price, per: ONE }) };
  }
  if (fxRate === null || fxRate === undefined || fxRate === '') {
    return { error: 'FX_RATE_NEEDED', quote_currency: quote, account_currency: accountCurrency };
  }
  const rate = parsePositiveDecimal(fxRate);
  if (rate === null) return { error: 'INVALID_FX_RATE' };
  return {
    conversion: { method: 'FX_RATE', fx_rate: toDecimalString(rate) },
    rateAt: () => ({ times: rate, per: ONE }),
  };
}

/** Whether a conversion answer is an error. */
export const isConversionError = (answer: QuoteConversion | ConversionError): answer is ConversionError =>
  'error' in answer;
