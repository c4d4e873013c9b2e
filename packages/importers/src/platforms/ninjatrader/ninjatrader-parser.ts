import type { ImportFile, PlatformParser, ReadOptions } from '../../parsed-file.ts';
import { NO_READ_OPTIONS } from '../../parsed-file.ts';
import { csvHeader } from '../csv-table.ts';
import { tradesLayoutOf } from './ninjatrader-columns.ts';
import { executionsLayoutOf } from './ninjatrader-execution-columns.ts';
import { readNinjaTraderExecutions } from './ninjatrader-executions-parser.ts';
import { ninjaTraderTradesParser } from './ninjatrader-trades-parser.ts';

/**
 * NinjaTrader 8's two grid exports (docs/rules/imports.md), one platform: the « Trades » performance export (one row per
 * trade, NinjaTrader's own money) or the « Executions » grid (fills, rebuilt into trades), told apart by the header.
 */
export const ninjaTraderParser = {
  platform: 'NINJATRADER_TRADES',
  detect(file: ImportFile) {
    const header = csvHeader(file.text());
    return tradesLayoutOf(header) !== null || executionsLayoutOf(header) !== null;
  },
  parse(file: ImportFile, options: ReadOptions = NO_READ_OPTIONS) {
    return ninjaTraderTradesParser.detect(file)
      ? ninjaTraderTradesParser.parse(file)
      : readNinjaTraderExecutions(file, options);
  },
} satisfies PlatformParser;
