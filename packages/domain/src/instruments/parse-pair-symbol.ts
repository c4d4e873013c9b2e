import { BROKER_SUFFIX } from './cfd-names.ts';
import { isCurrencyCode } from './currencies.ts';

export type ForexSymbol = { assetType: 'FOREX'; base: string; quote: string };
/** A coin against what it is quoted in; `quote` null for a coin named alone (`BTC`). */
export type CryptoSymbol = { assetType: 'CRYPTO'; base: string; quote: string | null };

/** Stablecoins that Carnet counts as U.S. dollars in a USD account (docs/rules/money.md#instruments). */
export const USD_STABLECOINS = ['USDT', 'USDC', 'FDUSD'] as const;

// What only a crypto exchange quotes in, longest first (`FDUSD` before `USD…`).
const CRYPTO_QUOTES = ['FDUSD', 'USDT', 'USDC', 'BUSD', 'TUSD', 'DAI'];
// Coins whose pairs against a currency (`BTCUSD`, `ETHEUR`) or another coin (`ETHBTC`) read as crypto.
const COINS = new Set([
  ...'BTC ETH SOL XRP ADA DOGE BNB LTC DOT AVAX LINK MATIC POL TRX SHIB TON BCH XLM ATOM'.split(' '),
  ...'ETC UNI NEAR APT ARB OP PEPE SUI'.split(' '),
]);
// TradingView's perpetual swaps (`BINANCE:BTCUSDT.P`).
const PERPETUAL = /\.P$/;

/** A currency pair (`EURUSD`, `eurusd.`, `EURUSDm`, `EURUSD.pro`, `EURUSD-ECN`, `EUR/USD`), or null. */
export function readForexPair(name: string): ForexSymbol | null {
  const match = /^([A-Z]{3})[/_ -]?([A-Z]{3})(.*)$/.exec(name);
  const [, base = '', quote = '', suffix = ''] = match ?? [];
  if (!match || base === quote || !isCurrencyCode(base) || !isCurrencyCode(quote)) return null;
  return BROKER_SUFFIX.test(suffix) ? { assetType: 'FOREX', base, quote } : null;
}

/**
 * A crypto pair (`BTCUSDT`, `BTC-USD`, `BTC/USDT`, `1000PEPEUSDT`, `ETHBTC`, `BTCUSDT.P`) or a known coin alone
 * (`BTC`), or null. A pair quoted in a stablecoin is crypto whatever its coin; one quoted in a currency or a coin
 * only when Carnet knows the coin (`ABCUSD` could be anything).
 */
export function readCryptoPair(name: string): CryptoSymbol | null {
  const text = name.replace(PERPETUAL, '');
  const separated = /^([A-Z0-9]{2,12})[/_-]([A-Z0-9]{3,5})$/.exec(text);
  if (separated) {
    const [, base = '', quote = ''] = separated;
    return isCryptoQuote(quote) || COINS.has(base) ? { assetType: 'CRYPTO', base, quote } : null;
  }
  const stable = CRYPTO_QUOTES.find((quote) => text.endsWith(quote) && text.length > quote.length + 1);
  if (stable !== undefined)
    return { assetType: 'CRYPTO', base: text.slice(0, -stable.length), quote: stable };
  if (COINS.has(text)) return { assetType: 'CRYPTO', base: text, quote: null };
  for (const coin of COINS) {
    const quote = text.startsWith(coin) ? text.slice(coin.length) : '';
    if (isCurrencyCode(quote) || COINS.has(quote)) return { assetType: 'CRYPTO', base: coin, quote };
  }
  return null;
}

const isCryptoQuote = (quote: string) => CRYPTO_QUOTES.includes(quote) || COINS.has(quote);
