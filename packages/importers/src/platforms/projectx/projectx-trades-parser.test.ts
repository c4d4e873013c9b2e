import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { reconcileImport } from '../../reconcile-import.ts';
import { projectXTradesParser } from './projectx-trades-parser.ts';

// A TopstepX « trades_export.csv » in ProjectX's layout (docs/import-formats.md#projectx): UTF-8 with a byte order
// mark, CRLF, the newer `Commissions` column left empty (a trailing comma), 9-decimal prices and PnL, times with
// the trader's own offset, `TradeDay` at midnight Central, a .NET TimeSpan duration.
const HEADER =
  'Id,ContractName,EnteredAt,ExitedAt,EntryPrice,ExitPrice,Fees,PnL,Size,Type,TradeDay,TradeDuration,Commissions';
const ROWS = [
  // a trader at +02:00: long 1 MES, (5499 − 5500.25) × 5 = −6.25, fees 0.37 and commissions 0.10
  '1007,MESM5,04/29/2025 16:00:00 +02:00,04/29/2025 16:01:30 +02:00,5500.250000000,5499.000000000,0.37,-6.250000000,1,Long,04/29/2025 00:00:00 -05:00,00:01:30,0.10',
  // an evening short of Micro Bitcoin (0.1 USD a point): (94500 − 94300) × 3 × 0.1 = 60, on the next trade day
  '1005,MBTK5,04/28/2025 19:05:10 -04:00,04/28/2025 19:09:11 -04:00,94500.000000000,94300.000000000,5.04,60.000000000,3,Short,04/29/2025 00:00:00 -05:00,00:04:01.2514080,',
  // one entry of 2 MNQ left in two partial exits, each a row: +20 and +10 gross, 0.37 fees each
  '1002,MNQM5,04/28/2025 09:30:00 -04:00,04/28/2025 09:40:00 -04:00,20000.000000000,20005.000000000,0.37,10.000000000,1,Long,04/28/2025 00:00:00 -05:00,00:10:00,',
  '1001,MNQM5,04/28/2025 09:30:00 -04:00,04/28/2025 09:35:00 -04:00,20000.000000000,20010.000000000,0.37,20.000000000,1,Long,04/28/2025 00:00:00 -05:00,00:05:00,',
];
const EXPORT = `\uFEFF${[HEADER, ...ROWS].join('\r\n')}\r\n`;

describe('TopstepX / ProjectX trades_export', () => {
  it('is recognised from its header, never its name', () => {
    expect(projectXTradesParser.detect(textImportFile('x.txt', EXPORT))).toBe(true);
    expect(projectXTradesParser.detect(textImportFile('trades_export.csv', 'Id,Symbol,PnL\n'))).toBe(false);
  });

  it('makes one trade of the rows of one entry, its money the rows’ PnL less fees and commissions', () => {
    const parsed = projectXTradesParser.parse(textImportFile('trades_export.csv', EXPORT));
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.trades.map((t) => [
        t.externalId,
        t.assetName,
        t.direction,
        t.quantity,
        t.entryPrice,
        t.fees,
        t.netPnl,
      ]),
    ).toEqual([
      ['1001', 'MNQM5', 'LONG', '2', '20000', '0.74', '29.26'],
      ['1005', 'MBTK5', 'SHORT', '3', '94500', '5.04', '54.96'],
      ['1007', 'MESM5', 'LONG', '1', '5500.25', '0.47', '-6.72'],
    ]);
    expect(parsed.trades[0]?.exits).toEqual([
      { price: '20010', quantity: '1', time: '2025-04-28T13:35:00' },
      { price: '20005', quantity: '1', time: '2025-04-28T13:40:00' },
    ]);
    expect(parsed.trades.every((t) => t.assetType === 'FUTURES')).toBe(true);
    expect(parsed.stated).toEqual({ rowPnlSum: '77.5' });
  });

  it('reconciles: the rows’ PnL equals prices × point value (MES 5, MBT 0.1, MNQ 2), and their net sum', () => {
    const parsed = projectXTradesParser.parse(textImportFile('trades_export.csv', EXPORT));
    const reconciliation = reconcileImport(
      parsed,
      parsed.trades.map((trade) => ({ parsed: trade, net: trade.netPnl })),
    );
    // Gross −6.25 + 60 + 30 = 83.75; net 83.75 − 0.47 − 5.04 − 0.74 = 77.5.
    expect(reconciliation.checks.map((check) => [check.key, check.file_value, check.difference])).toEqual([
      ['ROW_PNL_SUM', '77.5', '0'],
      ['PRICE_CHECK', '83.75', '0'],
    ]);
    expect(reconciliation.ok).toBe(true);
  });

  it('reads each row’s own offset into UTC, never assuming US time', () => {
    const parsed = projectXTradesParser.parse(textImportFile('trades_export.csv', EXPORT));
    expect(parsed).toMatchObject({ timeZoneHint: 'UTC', timeZoneStated: true });
    expect(parsed.trades.map((t) => t.entryTime)).toEqual([
      '2025-04-28T13:30:00',
      '2025-04-28T23:05:10',
      '2025-04-29T14:00:00',
    ]);
  });

  it('starts a new trade at an entry after the last exit, and reports a time without its offset', () => {
    const again =
      '1009,MNQM5,04/28/2025 09:40:00 -04:00,04/28/2025 09:41:00 -04:00,20004.000000000,20003.000000000,0.37,-2.000000000,1,Long,04/28/2025 00:00:00 -05:00,00:01:00,';
    const noOffset =
      '1010,MNQM5,04/28/2025 10:00:00,04/28/2025 10:01:00,20004.000000000,20003.000000000,0.37,-2.000000000,1,Long,04/28/2025 00:00:00 -05:00,00:01:00,';
    const parsed = projectXTradesParser.parse(
      textImportFile('a.csv', [HEADER, ...ROWS, again, noOffset].join('\n')),
    );
    expect(parsed.trades.map((t) => t.externalId)).toEqual(['1001', '1009', '1005', '1007']);
    expect(parsed.errors).toEqual([{ line: 7, message: 'Ligne illisible : date illisible' }]);
  });

  it('reads a copy re-saved without its mark, in LF, as the same trades', () => {
    const original = projectXTradesParser.parse(textImportFile('a.csv', EXPORT));
    const copy = projectXTradesParser.parse(textImportFile('b.csv', [HEADER, ...ROWS].join('\n')));
    expect(copy.trades).toEqual(original.trades);
  });
});
