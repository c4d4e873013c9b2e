import type { PlatformParser } from '../parsed-file.ts';
import { binanceTradesParser } from './binance/binance-trades-parser.ts';
import { bybitTradesParser } from './bybit/bybit-trades-parser.ts';
import { carnetTradesParser } from './carnet/carnet-trades-parser.ts';
import { ctraderHistoryParser } from './ctrader/ctrader-history-parser.ts';
import { ibkrFlexParser } from './ibkr/ibkr-flex-parser.ts';
import { mt4StatementParser } from './mt4/mt4-statement-parser.ts';
import { mt5ReportParser } from './mt5/mt5-report-parser.ts';
import { ninjaTraderParser } from './ninjatrader/ninjatrader-parser.ts';
import { projectXTradesParser } from './projectx/projectx-trades-parser.ts';
import { thinkorswimStatementParser } from './thinkorswim/thinkorswim-statement-parser.ts';
import { tradingViewOrdersParser } from './tradingview-orders/tradingview-orders-parser.ts';
import { tradovateFillsParser } from './tradovate/tradovate-fills-parser.ts';
import { tradovateOrdersParser } from './tradovate/tradovate-orders-parser.ts';
import {
  tradovatePerformanceParser,
  tradovatePositionHistoryParser,
} from './tradovate/tradovate-pairs-parser.ts';
import { tradovateStatementsParser } from './tradovate/tradovate-statements-parser.ts';
import { webullOrdersParser } from './webull/webull-orders-parser.ts';

/**
 * Every platform Carnet reads, in detection order (the first whose `detect` accepts a file reads it). A platform
 * adds its parser here; nothing else names them.
 */
export const PLATFORM_PARSERS: readonly PlatformParser[] = [
  carnetTradesParser,
  mt4StatementParser,
  mt5ReportParser,
  tradovatePerformanceParser,
  tradovatePositionHistoryParser,
  tradovateOrdersParser,
  tradovateFillsParser,
  tradovateStatementsParser,
  ibkrFlexParser,
  ninjaTraderParser,
  ctraderHistoryParser,
  binanceTradesParser,
  bybitTradesParser,
  projectXTradesParser,
  webullOrdersParser,
  thinkorswimStatementParser,
  tradingViewOrdersParser,
];
