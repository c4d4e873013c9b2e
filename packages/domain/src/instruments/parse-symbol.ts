import type { AssetType } from './asset-types.ts';
import { type CfdSymbol, readCfdName, readMetal } from './cfd-names.ts';
import { isCurrencyCode } from './currencies.ts';
import { type FuturesSymbol, readCompactContract, readExplicitContract } from './parse-futures-symbol.ts';
import { type CryptoSymbol, type ForexSymbol, readCryptoPair, readForexPair } from './parse-pair-symbol.ts';

export type StockSymbol = { assetType: 'STOCK'; ticker: string };

/** What a symbol names, by asset type (docs/rules/money.md#instruments). */
export type ParsedSymbol = FuturesSymbol | ForexSymbol | CfdSymbol | CryptoSymbol | StockSymbol;

// Exchanges whose prefix makes a symbol a futures contract (TradingView: `CME_MINI:MNQH2025`, `COMEX:GCZ2024`).
const FUTURES_EXCHANGES = /^(?:CME|CBOT|NYMEX|COMEX|EUREX|ICE)/;
// A market identifier code after the contract (thinkorswim: `/MNQH25:XCME`).
const MARKET_CODE = /^X[A-Z]{3}$/;
// ProjectX / TopstepX: `CON.F.US.MNQ.H25` (a contract id), `F.US.MNQH25`.
const PROJECTX = /^(?:CON\.)?F\.[A-Z]{2,3}\./;

/**
 * The one reading of a trading symbol in every writing the platforms use, or null for an empty one:
 * - futures: `MNQH5`, `MNQH25`, `MNQH2025`, `MNQ MAR25`, `MNQ 03-25`, `MNQ.H25`, `/MNQH25`, `/MNQH25:XCME`,
 *   `CME_MINI:MNQH2025`, `F.US.MNQH25`, `CON.F.US.MNQ.H25`, `MES1!`, a bare known root `MNQ`; a root Carnet does
 *   not know still reads as a contract, with no registry entry;
 * - CFDs by name and alias (`GER40.cash`, `DE40`, `US500`) and spot metals (`XAUUSD`);
 * - currency pairs with the brokers' prefixes and suffixes (`OANDA:EURUSD`, `eurusd.`, `EURUSDm`, `EURUSD-ECN`);
 * - crypto pairs (`BINANCE:BTCUSDT`, `BTC-USD`, `BTC/USDT`);
 * - anything else is a stock ticker (`NASDAQ:AAPL` → `AAPL`).
 */
export function parseSymbol(symbol: string): ParsedSymbol | null {
  const { name, isMarkedFutures, isOtherMarket } = withoutDecorations(symbol.trim().toUpperCase());
  if (name === '') return null;
  return (
    readExplicitContract(name, isMarkedFutures) ??
    readCfdName(name) ??
    readMetal(name, isCurrencyCode) ??
    readCryptoPair(name) ??
    readForexPair(name) ??
    readCompactContract(name, !isOtherMarket) ?? { assetType: 'STOCK', ticker: name }
  );
}

/** The asset type a symbol most likely is, for a first guess the trader can correct (STOCK when nothing else). */
export function guessAssetType(symbol: string): AssetType {
  return parseSymbol(symbol)?.assetType ?? 'STOCK';
}

/**
 * The name a symbol writes once its exchange prefix, market code and futures marks are read off; whether they mark
 * a futures contract, or another market (`NYSE:CL` is Colgate's stock, not crude oil: a bare root is no contract).
 */
function withoutDecorations(text: string): {
  name: string;
  isMarkedFutures: boolean;
  isOtherMarket: boolean;
} {
  let name = text;
  let isMarkedFutures = false;
  let isOtherMarket = false;
  const colon = name.indexOf(':');
  if (colon >= 0) {
    const [before, after] = [name.slice(0, colon), name.slice(colon + 1)];
    const isMarketCode = MARKET_CODE.test(after);
    isMarkedFutures = isMarketCode || FUTURES_EXCHANGES.test(before);
    isOtherMarket = !isMarkedFutures;
    name = isMarketCode ? before : after;
  }
  if (name.startsWith('/')) {
    isMarkedFutures = true;
    name = name.slice(1);
  }
  const projectX = PROJECTX.exec(name);
  if (projectX) {
    isMarkedFutures = true;
    name = name.slice(projectX[0].length);
  }
  return { name, isMarkedFutures, isOtherMarket };
}
