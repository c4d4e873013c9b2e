import { Decimal, importBacktestCsv, sumDecimals } from '@carnet/domain';
import { expect, it } from 'vitest';
import { describeWithSharedFixtures } from '../../../../test/shared-fixtures.ts';
import { spreadsheetCopies } from '../../../../test/spreadsheet-copies.ts';
import { fixtureImportFile, textImportFile } from '../../test/platform-import-files.ts';
import type { ParsedFile, PlatformParser } from '../parsed-file.ts';
import { ninjaTraderParser } from './ninjatrader/ninjatrader-parser.ts';
import { thinkorswimStatementParser } from './thinkorswim/thinkorswim-statement-parser.ts';
import {
  tradovatePerformanceParser,
  tradovatePositionHistoryParser,
} from './tradovate/tradovate-pairs-parser.ts';
import { webullOrdersParser } from './webull/webull-orders-parser.ts';

// docs/rules/imports.md#spreadsheet-copies: each real CSV file, and every copy a spreadsheet writes of it, reads
// as the same trades with the same ids, the same line errors and the same stated totals.

const net = (parsed: ParsedFile) =>
  sumDecimals(parsed.trades.map((trade) => new Decimal(trade.netPnl ?? 0))).toFixed(2);

const PLATFORM_FILES: [path: string, parser: PlatformParser, count: number, net: string][] = [
  ['tradovate/Performance.csv', tradovatePerformanceParser, 218, '-140.00'],
  ['tradovate/tradovate-paired-trades-sample.csv', tradovatePositionHistoryParser, 5, '-218.00'],
  ['ninjatrader/NinjaTrader Grid 2025-05-13 08-18 PM.csv', ninjaTraderParser, 525, '4836.00'],
  ['ninjatrader/NinjaTrader Grid 2025-07-02 12-52 AM.csv', ninjaTraderParser, 1231, '11030.00'],
  // One orphan close reported (a sell of shares bought before the file), in every copy.
  ['webull/Webull_Orders_Records.csv', webullOrdersParser, 255, '1194.65'],
  ['thinkorswim/AccountStatement.csv', thinkorswimStatementParser, 2, '17.52'],
];

describeWithSharedFixtures('spreadsheet copies of the real platform files', () => {
  it.each(PLATFORM_FILES)('%s: every copy reads as the original', async (path, parser, count, total) => {
    const original = await parser.parse(fixtureImportFile(path));
    expect(original.trades).toHaveLength(count);
    expect(net(original)).toBe(total);
    expect(new Set(original.trades.map((trade) => trade.externalId)).size).toBe(count);
    for (const copy of spreadsheetCopies(fixtureImportFile(path).text())) {
      const file = textImportFile(path, copy.text);
      expect(parser.detect(file), copy.name).toBe(true);
      const parsed = await parser.parse(file);
      expect({ copy: copy.name, ...parsed }, copy.name).toEqual({ copy: copy.name, ...original });
    }
  });

  it('Tradovate prices in 32nds, whose space a French spreadsheet takes for a thousands separator', async () => {
    // The 32nds rows of tradovate-pairs-parser.test.ts: ZNH5 110 045 → 110 100 (2 lots, +343.75), ZBH5 117 31 →
    // 118 02 (+93.75): net 437.50 in every copy, `110045` and `11 731` included.
    const text =
      'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,' +
      'boughtTimestamp,soldTimestamp,duration\n' +
      'ZNH5,5,1,0.015625,11,12,2,110 045,110 100,$343.75,01/06/2025 09:00:00,01/06/2025 09:30:00,30min\n' +
      'ZBH5,5,1,0.03125,13,14,1,117 31,118 02,$93.75,01/06/2025 10:00:00,01/06/2025 10:30:00,30min\n';
    const original = tradovatePerformanceParser.parse(textImportFile('p.csv', text));
    expect(net(original)).toBe('437.50');
    for (const copy of spreadsheetCopies(text)) {
      const parsed = tradovatePerformanceParser.parse(textImportFile('p.csv', copy.text));
      expect({ copy: copy.name, ...parsed }, copy.name).toEqual({ copy: copy.name, ...original });
    }
  });

  it.each([
    ['tradingview/list_of_trade_example.csv', 757, '-123507.20'],
    ['tradingview/list_of_trade_macd_example_s50_15m_utc+7.csv', 766, ''],
  ])('%s: every copy reads as the original backtest', (path, count) => {
    const text = fixtureImportFile(path).text();
    const original = importBacktestCsv(text, { timeZone: 'Asia/Bangkok' });
    expect(original.rows).toHaveLength(count);
    for (const copy of spreadsheetCopies(text)) {
      const read = importBacktestCsv(copy.text, { timeZone: 'Asia/Bangkok' });
      expect({ copy: copy.name, ...read }, copy.name).toEqual({ copy: copy.name, ...original });
    }
  });
});
