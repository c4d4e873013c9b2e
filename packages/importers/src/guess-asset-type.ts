import type { AssetType } from '@carnet/contract';

// DESIGN §11 « Symbols »: a first guess the trader corrects in the preview.

const CURRENCIES = new Set(
  'USD EUR GBP JPY CHF CAD AUD NZD SEK NOK DKK PLN HUF CZK TRY ZAR MXN SGD HKD CNH CNY THB'.split(' '),
);
const COINS =
  /^(BTC|ETH|SOL|XRP|ADA|DOGE|BNB|LTC|DOT|AVAX|LINK|MATIC|TRX|SHIB|TON|BCH|XLM|ATOM|ETC|UNI|NEAR|APT|ARB|OP|PEPE|SUI)/;
const CFD_NAMES =
  /^(XAU|XAG|XPT|XPD)|^(US30|US100|US500|NAS100|SPX500|USTEC|GER30|GER40|DE30|DE40|UK100|FRA40|EU50|JP225|AUS200|HK50|USOIL|UKOIL|WTI|BRENT)/;
/** A futures contract: a root of 1–3 letters or digits, then a month code and the year (ESZ4, MNQH25, 6EM2025). */
const FUTURES_CONTRACT = /^[A-Z0-9]{1,4}[FGHJKMNQUVXZ]\d{1,4}$/;

/** The asset type a symbol most likely is: FOREX, CRYPTO, CFD, FUTURES, else STOCK. */
export function guessAssetType(symbol: string): AssetType {
  const name = symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (CFD_NAMES.test(name)) return 'CFD';
  if (COINS.test(name) && /(USDT|USDC|USD|BUSD|EUR|BTC|ETH)$/.test(name)) return 'CRYPTO';
  const pair = name.slice(0, 6);
  if (CURRENCIES.has(pair.slice(0, 3)) && CURRENCIES.has(pair.slice(3, 6)) && name.length <= 7)
    return 'FOREX';
  if (FUTURES_CONTRACT.test(name)) return 'FUTURES';
  return 'STOCK';
}
