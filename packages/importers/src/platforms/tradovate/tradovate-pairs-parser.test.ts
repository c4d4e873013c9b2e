import { Decimal, sumDecimals } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { describeWithSharedFixtures } from '../../../../../test/shared-fixtures.ts';
import { fixtureImportFile, textImportFile } from '../../../test/platform-import-files.ts';
import { readDecimal } from '../../read-decimal.ts';
import { readCsvTable } from '../csv-table.ts';
import { tradovatePerformanceParser, tradovatePositionHistoryParser } from './tradovate-pairs-parser.ts';

const performance = () => fixtureImportFile('tradovate/Performance.csv');
const positionHistory = () => fixtureImportFile('tradovate/tradovate-paired-trades-sample.csv');

/** Σ of a column of the file as it writes it (`$(41.25)`, `-12.50`), read independently of the parser. */
function columnTotal(text: string, column: string): string {
  const table = readCsvTable(text);
  const index = table.header.indexOf(column);
  return sumDecimals(table.rows.map((row) => new Decimal(readDecimal(row.cells[index]) ?? 'NaN'))).toFixed(2);
}

const netTotal = (nets: (string | null)[]) =>
  sumDecimals(nets.map((net) => new Decimal(net ?? 'NaN'))).toFixed(2);

describeWithSharedFixtures(
  'Tradovate Performance (the real file: 221 fill pairs of MES, 1 contract each)',
  () => {
    it('is recognised from its header, not its name', () => {
      expect(tradovatePerformanceParser.detect(performance())).toBe(true);
      expect(
        tradovatePerformanceParser.detect(textImportFile('Performance.csv', 'Symbol,Side,Qty\nES,Buy,1\n')),
      ).toBe(false);
    });

    it('gives 218 trades whose net adds up to the file’s P&L column exactly: −140.00 USD', async () => {
      const file = performance();
      const parsed = await tradovatePerformanceParser.parse(file);
      expect(parsed.errors).toEqual([]);
      expect(columnTotal(file.text(), 'pnl')).toBe('-140.00');
      expect(netTotal(parsed.trades.map((t) => t.netPnl))).toBe('-140.00');
      // 221 pairs; one sell fill closes 3 pairs and one buy fill 2, so three pairs share their position with another.
      expect(parsed.trades).toHaveLength(218);
      // 221 pairs of 439 distinct fills; the P&L column adds up to −140.00
      expect(parsed.stated).toEqual({ rowPnlSum: '-140', fillCount: 439 });
      expect(
        parsed.trades.every((t) => t.netPnl !== null && t.fees === '0' && t.assetType === 'FUTURES'),
      ).toBe(true);
    });

    it('reads the side from the times: the first pair is a long, $(41.25) is a loss of 41.25', async () => {
      const parsed = await tradovatePerformanceParser.parse(performance());
      const [first, second] = parsed.trades;
      expect(first).toMatchObject({
        line: 2,
        externalId: '6008478034',
        assetName: 'MESH5',
        direction: 'LONG',
        quantity: '1',
        entryPrice: '6117.75',
        entryTime: '2025-01-22T23:02:03',
        exits: [{ price: '6130.25', quantity: '1', time: '2025-01-23T00:30:16' }],
        netPnl: '62.5',
      });
      // (6150.00 − 6158.25) × 1 × 5 $ = −41.25
      expect(second).toMatchObject({ direction: 'LONG', netPnl: '-41.25' });
    });

    it('rebuilds shorts: pairs whose sell came first are SHORT trades', async () => {
      const file = performance();
      const parsed = await tradovatePerformanceParser.parse(file);
      const table = readCsvTable(file.text());
      const [bought, sold] = ['boughtTimestamp', 'soldTimestamp'].map((c) => table.header.indexOf(c));
      const shortPairs = table.rows.filter((row) => {
        const at = (i: number | undefined) => new Date(row.cells[i ?? -1] ?? '').getTime();
        return at(sold) < at(bought);
      }).length;
      expect(shortPairs).toBeGreaterThan(0);
      expect(parsed.trades.filter((t) => t.direction === 'SHORT').length).toBeGreaterThan(0);
    });
  },
);

describeWithSharedFixtures(
  'Tradovate Position History with pairs (the real excerpt: 5 pairs of MNQM6, account APEX…)',
  () => {
    it('gives 5 trades, 3 of them shorts, whose net is the P/L column: −218.00 USD', async () => {
      const file = positionHistory();
      expect(tradovatePositionHistoryParser.detect(file)).toBe(true);
      const parsed = await tradovatePositionHistoryParser.parse(file);
      expect(parsed.errors).toEqual([]);
      expect(columnTotal(file.text(), 'P/L')).toBe('-218.00');
      expect(netTotal(parsed.trades.map((t) => t.netPnl))).toBe('-218.00');
      expect(parsed).toMatchObject({
        platform: 'TRADOVATE_POSITION_HISTORY',
        stated: { rowPnlSum: '-218', fillCount: 10 },
      });
      // In time order: short 5 (sold 15:30:37 at 25073.75, bought back 25082.75: −9 × 5 × 2 $ = −90), short 2 (−52),
      // long 2 (−39), long 1 (−24.5), long 5 bought and sold in the same second, fill 203 before 221 (−12.5).
      expect(parsed.trades.map((t) => [t.direction, t.quantity, t.netPnl])).toEqual([
        ['SHORT', '5', '-90'],
        ['SHORT', '2', '-52'],
        ['LONG', '2', '-39'],
        ['LONG', '1', '-24.5'],
        ['LONG', '5', '-12.5'],
      ]);
    });
  },
);

describe('Tradovate pairs written by the test', () => {
  // The header of the real Performance export, column for column.
  const header =
    'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,' +
    'boughtTimestamp,soldTimestamp,duration';

  it("reads 32nds of treasury futures: ZNH5 bought 110'16, sold 110'165; the money is the file's $15.63", async () => {
    const file = textImportFile(
      'p.csv',
      `${header}\nZNH5,-5,1,0.015625,1,2,1,110'16,110'165,$15.63,01/06/2025 09:00:00,01/06/2025 09:30:00,30min\n`,
    );
    const [trade] = (await tradovatePerformanceParser.parse(file)).trades;
    // prices give +0.5/32 × 1000 $ = 15.625, which Tradovate rounds half to even: its 15.63 is the trade's money
    expect(trade).toMatchObject({ entryPrice: '110.5', exits: [{ price: '110.515625' }], netPnl: '15.63' });
  });

  it('reads Tradovate’s own 32nds by the row’s _priceFormat, _priceFormatType and _tickSize', async () => {
    // ZNH5 (_priceFormat 5, _priceFormatType 1, _tickSize 0.015625: halves of a 32nd), 2 bought at `110 045`
    // = 110 4.5/32 = 110.140625, sold at `110 100` = 110 10/32 = 110.3125: 0.171875 × 2 × 1 000 $ = 343.75.
    // ZBH5 (_tickSize 0.03125: whole 32nds), 1 bought at `117 31`, sold at `118 02`: 3/32 × 1 000 $ = 93.75.
    const file = textImportFile(
      'p.csv',
      `${header}\nZNH5,5,1,0.015625,11,12,2,110 045,110 100,$343.75,01/06/2025 09:00:00,01/06/2025 09:30:00,30min\n` +
        `ZBH5,5,1,0.03125,13,14,1,117 31,118 02,$93.75,01/06/2025 10:00:00,01/06/2025 10:30:00,30min\n`,
    );
    const parsed = await tradovatePerformanceParser.parse(file);
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades.map((t) => [t.assetName, t.entryPrice, t.exits[0]?.price, t.netPnl])).toEqual([
      ['ZNH5', '110.140625', '110.3125', '343.75'],
      ['ZBH5', '117.96875', '118.0625', '93.75'],
    ]);
  });

  it('a price format Carnet does not know is an error line, never a guess', async () => {
    const file = textImportFile(
      'p.csv',
      `${header}\nZNH5,5,1,0.1,11,12,2,110 045,110 100,$343.75,01/06/2025 09:00:00,01/06/2025 09:30:00,30min\n`,
    );
    expect((await tradovatePerformanceParser.parse(file)).errors).toEqual([
      { line: 2, message: 'Ligne illisible : prix illisible' },
    ]);
  });

  it('an unreadable row is an error line, the rest is read', async () => {
    const file = textImportFile(
      'p.csv',
      `${header}\nMESH5,-2,0,0.25,1,2,1,abc,6001,$5.00,01/06/2025 09:00:00,01/06/2025 09:30:00,30min\n` +
        `MESH5,-2,0,0.25,3,4,1,6000,6001,$5.00,01/06/2025 10:00:00,01/06/2025 10:30:00,30min\n`,
    );
    const parsed = await tradovatePerformanceParser.parse(file);
    expect(parsed.errors).toEqual([{ line: 2, message: 'Ligne illisible : prix illisible' }]);
    expect(parsed.trades.map((t) => t.netPnl)).toEqual(['5']);
  });

  it('a damaged header (a column gone) is a format error in French', () => {
    const file = textImportFile('p.csv', 'symbol,buyFillId,sellFillId,qty\nMESH5,1,2,1\n');
    expect(() => tradovatePerformanceParser.parse(file)).toThrow(/^Format non reconnu : export Performance/);
  });
});

describe('Tradovate Position History written by the test', () => {
  // The 26 columns of the export (docs/import-formats.md#tradovate); a « position » is the whole trade date.
  const header =
    'Position ID,Timestamp,Trade Date,Net Pos,Net Price,Bought,Avg. Buy,Sold,Avg. Sell,Account,Contract,Product,' +
    'Product Description,_priceFormat,_priceFormatType,_tickSize,Pair ID,Buy Fill ID,Sell Fill ID,Paired Qty,' +
    'Buy Price,Sell Price,P/L,Currency,Bought Timestamp,Sold Timestamp';
  const pair = (
    id: string,
    buy: string,
    sell: string,
    qty: string,
    prices: string,
    pnl: string,
    times: string,
  ) =>
    `9000,06/10/2026 10:10:00,2026-06-10,0,,3,24990.00,3,24998.33,DEMO1,MNQM6,MNQ,Micro E-mini NASDAQ-100,-2,0,0.25,${id},${buy},${sell},${qty},${prices},${pnl},USD,${times}`;
  // sell 1 at 25000 (fill 11), buy 3 at 24990 (fill 12: −1 → +2 through zero), sell 2 at 24995 (fill 13)
  const file = (secondPnl: string) =>
    [
      header,
      pair('901', '12', '13', '2', '24990.00,24995.00', secondPnl, '06/10/2026 10:05:00,06/10/2026 10:10:00'),
      pair('900', '12', '11', '1', '24990.00,25000.00', '$20.00', '06/10/2026 10:05:00,06/10/2026 10:00:00'),
    ].join('\r\n');

  it('is its own platform, not taken for Performance', () => {
    expect(tradovatePositionHistoryParser.detect(textImportFile('p.csv', file('$20.00')))).toBe(true);
    expect(tradovatePerformanceParser.detect(textImportFile('p.csv', file('$20.00')))).toBe(false);
    expect(tradovatePositionHistoryParser.parse(textImportFile('p.csv', file('$20.00'))).platform).toBe(
      'TRADOVATE_POSITION_HISTORY',
    );
  });

  it('a fill through zero closes the short and opens the long; each trade takes its pairs’ P/L', () => {
    const parsed = tradovatePositionHistoryParser.parse(textImportFile('p.csv', file('$20.00')));
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades.map((t) => [t.externalId, t.direction, t.quantity, t.netPnl])).toEqual([
      ['11', 'SHORT', '1', '20'],
      ['12', 'LONG', '2', '20'],
    ]);
    expect(parsed.stated).toEqual({ rowPnlSum: '40', fillCount: 3 });
  });

  it('the file’s P/L is the money even where its prices say otherwise (they only cross-check it)', () => {
    const parsed = tradovatePositionHistoryParser.parse(textImportFile('p.csv', file('$19.50')));
    expect(parsed.trades.map((t) => t.netPnl)).toEqual(['20', '19.5']);
  });
});
