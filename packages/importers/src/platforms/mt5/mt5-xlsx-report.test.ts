import { Decimal, toDecimalString } from '@carnet/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeWithSharedFixtures } from '../../../../../test/shared-fixtures.ts';
import { fixtureImportFile } from '../../../test/platform-import-files.ts';
import type { ImportFile, ParsedFile } from '../../parsed-file.ts';
import { mt5ReportParser } from './mt5-report-parser.ts';

// The real MetaTrader 5 Trade History Report (xlsx re-saved by Excel) beside the repository
// (test/shared-fixtures.ts): 3 positions, « Total Net Profit: 30.85 » USD. Read in place, never copied.
describeWithSharedFixtures('MetaTrader 5 Trade History Report, xlsx (real file)', () => {
  let file: ImportFile;
  let parsed: ParsedFile;

  beforeAll(() => {
    file = fixtureImportFile('mt5/MetaTrader5.xlsx');
    parsed = mt5ReportParser.parse(file);
  });

  it('is recognised from its content', () => {
    expect(mt5ReportParser.detect({ ...file, name: 'report.bin' })).toBe(true);
  });

  it('reads the 3 closed positions whose net adds up to the stated Total Net Profit', () => {
    expect(parsed.trades).toHaveLength(3);
    expect(parsed.trades.every((trade) => trade.exits.length === 1)).toBe(true);
    const net = parsed.trades.reduce((total, trade) => total.plus(trade.netPnl ?? 'NaN'), new Decimal(0));
    expect(toDecimalString(net)).toBe('30.85');
    expect(parsed.stated).toEqual({ netTotal: '30.85', rowPnlSum: '30.85' });
    expect(parsed.errors).toEqual([]);
  });

  it('reads each position as the sheet rows 8 to 10 write it (Excel doubles shown as the terminal did)', () => {
    expect(parsed.trades).toEqual([
      {
        line: 8,
        externalId: '275917189',
        assetName: 'EURAUD',
        assetType: null,
        direction: 'SHORT',
        quantity: '0.03',
        entryPrice: '1.55244',
        entryTime: '2022-10-28T12:48:49',
        stopLossPrice: null,
        lastStopPrice: '1.55657',
        takeProfitPrice: '1.55057',
        // The cell holds 1.5505500000000001: Excel's 17 digits of the double the terminal wrote as 1.55055.
        exits: [{ price: '1.55055', quantity: '0.03', time: '2022-10-28T13:26:11' }],
        fees: '0',
        swap: '0',
        netPnl: '3.64',
      },
      {
        line: 9,
        externalId: '275917235',
        assetName: 'EURAUD',
        assetType: null,
        direction: 'SHORT',
        quantity: '0.5',
        entryPrice: '1.55242', // cell: 1.5524199999999999
        entryTime: '2022-10-28T12:48:59',
        stopLossPrice: null,
        lastStopPrice: null, // empty cells: no stop, no target
        takeProfitPrice: null,
        exits: [{ price: '1.55084', quantity: '0.5', time: '2022-10-28T13:24:25' }],
        fees: '0',
        swap: '0',
        netPnl: '50.71',
      },
      {
        line: 10,
        externalId: '275918919',
        assetName: 'GOLD_',
        assetType: null,
        direction: 'SHORT',
        quantity: '0.5',
        entryPrice: '1649.16',
        entryTime: '2022-10-28T13:00:27',
        stopLossPrice: null,
        lastStopPrice: '1649.55',
        takeProfitPrice: '1646.66',
        exits: [{ price: '1649.63', quantity: '0.5', time: '2022-10-28T13:09:53' }],
        fees: '0',
        swap: '0',
        netPnl: '-23.5', // stopped out: 3.64 + 50.71 − 23.50 = 30.85
      },
    ]);
  });
});
