import { expect, it } from 'vitest';
import { describeWithSharedFixtures } from '../../../test/shared-fixtures.ts';
import { fixtureImportFile } from '../test/platform-import-files.ts';
import { PLATFORM_PARSERS } from './platforms/index.ts';
import { reconcileImport } from './reconcile-import.ts';

// Every real file the readers read reconciles with its own figures when its trades are taken as read
// (docs/rules/imports.md#reconciliation); the server's tests do the same through the API.
describeWithSharedFixtures('the real files reconcile with their own figures', () => {
  it.each([
    ['mt4/DetailedStatement.htm', ['ROW_PNL_SUM', 'STATED_TOTAL'], '606.01'],
    ['mt5/MetaTrader5.xlsx', ['ROW_PNL_SUM', 'STATED_TOTAL'], '30.85'],
    [
      'ninjatrader/NinjaTrader Grid 2025-05-13 08-18 PM.csv',
      ['ROW_PNL_SUM', 'STATED_TOTAL', 'PRICE_CHECK'],
      '4836',
    ],
    [
      'ninjatrader/NinjaTrader Grid 2025-07-02 12-52 AM.csv',
      ['ROW_PNL_SUM', 'STATED_TOTAL', 'PRICE_CHECK'],
      '11030',
    ],
    ['tradovate/Performance.csv', ['ROW_PNL_SUM', 'PRICE_CHECK', 'FILLS'], '-140'],
    ['tradovate/tradovate-paired-trades-sample.csv', ['ROW_PNL_SUM', 'PRICE_CHECK', 'FILLS'], '-218'],
    ['ibkr/testIBFlexStatementFile10.xml', ['FILLS'], null],
    ['ibkr/testIBFlexStatementFile26.xml', ['FILLS'], null],
    ['webull/Webull_Orders_Records.csv', ['FILLS'], null],
  ] as const)('%s: %j agree, rows %s', async (path, keys, rowSum) => {
    const file = fixtureImportFile(path);
    const parser = PLATFORM_PARSERS.find((candidate) => candidate.detect(file));
    const parsed = await parser?.parse(file);
    if (parsed === undefined) throw new Error(`no reader for ${path}`);
    const reconciliation = reconcileImport(
      parsed,
      parsed.trades.map((trade) => ({ parsed: trade, net: trade.netPnl })),
    );
    expect(reconciliation.checks.map((check) => [check.key, check.difference])).toEqual(
      keys.map((key) => [key, '0']),
    );
    expect(reconciliation.ok).toBe(true);
    expect(parsed.stated.rowPnlSum ?? null).toBe(rowSum);
  });

  it('thinkorswim/AccountStatement.csv disagrees with itself: its TOTAL row is 0.02 above its own rows', async () => {
    const file = fixtureImportFile('thinkorswim/AccountStatement.csv');
    const parsed = await PLATFORM_PARSERS.find((candidate) => candidate.detect(file))?.parse(file);
    if (parsed === undefined) throw new Error('no reader for the thinkorswim statement');
    const reconciliation = reconcileImport(
      parsed,
      parsed.trades.map((trade) => ({ parsed: trade, net: trade.netPnl })),
    );
    // Rows: gross 18.03 − fees 0.51 = 17.52; the statement's TOTAL says 18.05 gross, so 17.54 net.
    expect(reconciliation.checks.map((check) => [check.key, check.file_value, check.difference])).toEqual([
      ['ROW_PNL_SUM', '17.52', '0'],
      ['STATED_TOTAL', '17.54', '-0.02'],
      ['FILLS', '11', '0'],
    ]);
    expect(reconciliation.ok).toBe(false);
  });
});
