import { Decimal, toDecimalString } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { describeWithSharedFixtures } from '../../../../../test/shared-fixtures.ts';
import { fixtureImportFile, textImportFile } from '../../../test/platform-import-files.ts';
import type { ParsedFile } from '../../parsed-file.ts';
import { webullOrdersParser } from './webull-orders-parser.ts';

const HEADER =
  'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time';

// Webull's layout (docs/import-formats.md#webull), newest first, its traps included.
const ORDERS = [
  HEADER,
  // 09:50 cover the short: (13.71 − 13.50) × 50 = +10.50
  'American Airline,AAL,Buy,Filled,50,50,@13.50,13.50,DAY,10/24/2025 09:50:00 EDT,10/24/2025 09:50:02 EDT',
  // a cancelled order that filled nothing is no fill
  'American Airline,AAL,Buy,Cancelled,0,50,@13.40,,DAY,10/24/2025 09:45:00 EDT,',
  // 09:40 short 50 (`Short` opens; an ordinary Buy covers it)
  'American Airline,AAL,Short,Filled,50,50,@13.71,13.71,DAY,10/24/2025 09:40:00 EDT,10/24/2025 09:40:01 EDT',
  // a sell of 30 with 20 held: 20 close the long, 10 came from before the file (reported, never a short)
  'Draftkings Inc,DKNG,Sell,Filled,30,30,@34.00,34.00,GTC,01/03/2025 10:00:00 EST,01/03/2025 10:00:05 EST',
  // cancelled after filling 5 of 20: 5 shares were bought all the same
  'Draftkings Inc,DKNG,Buy,Cancelled,5,20,@33.00,33.00,DAY,01/02/2025 15:00:00 EST,01/02/2025 15:01:00 EST',
  'Draftkings Inc,DKNG,Buy,Filled,15,15,33.40,33.40,DAY,01/02/2025 14:00:00 EST,01/02/2025 14:00:00 EST',
  // a sell with nothing held: a position from before the file
  'ASP Isotopes,ASPI,Sell,Filled,70,70,@8.54,8.54,DAY,01/02/2025 10:00:00 EST,01/02/2025 10:00:01 EST',
  // still held at the end
  'Corteva Inc,CTVA,Buy,Filled,10,10,@62.80,62.80,DAY,10/22/2025 12:27:08 EDT,10/22/2025 12:27:08 EDT',
].join('\n');

const closedNet = (parsed: ParsedFile) =>
  toDecimalString(
    parsed.trades.reduce((total, trade) => total.plus(trade.netPnl ?? 0), new Decimal(0)).toDecimalPlaces(2),
  );

describe('Webull Orders Records', () => {
  it('is recognised from its header, never its name', () => {
    expect(webullOrdersParser.detect(textImportFile('x.txt', ORDERS))).toBe(true);
    expect(webullOrdersParser.detect(textImportFile('Webull.csv', 'Symbol,Side,Price\n'))).toBe(false);
  });

  it('pairs Short with the Buy that covers it, and a partly filled cancelled order is a fill', () => {
    const parsed = webullOrdersParser.parse(textImportFile('a.csv', ORDERS));
    expect(
      parsed.trades.map((t) => [t.assetName, t.direction, t.quantity, t.entryPrice, t.entryTime, t.netPnl]),
    ).toEqual([
      // (34.00 − (15 × 33.40 + 5 × 33.00) ÷ 20) × 20 = 680 − 666 = +14.00
      ['DKNG', 'LONG', '20', '33.3', '2025-01-02T14:00:00', '14'],
      ['CTVA', 'LONG', '10', '62.8', '2025-10-22T12:27:08', null],
      ['AAL', 'SHORT', '50', '13.71', '2025-10-24T09:40:01', '10.5'],
    ]);
    expect(closedNet(parsed)).toBe('24.5');
    expect(parsed.trades.every((t) => t.assetType === 'STOCK' && t.fees === '0')).toBe(true);
    expect(parsed.stated).toEqual({ fillCount: 7 });
  });

  it('reports a Sell with nothing held, and the part of one beyond what is held, as orphan closes', () => {
    const parsed = webullOrdersParser.parse(textImportFile('a.csv', ORDERS));
    expect(parsed.errors).toEqual([
      { line: 5, message: 'Clôture sans ouverture dans le fichier' },
      { line: 8, message: 'Clôture sans ouverture dans le fichier' },
    ]);
    expect(parsed.trades.some((t) => t.assetName === 'ASPI')).toBe(false);
  });

  it('states New York time from EDT/EST, and an order outside it is an unreadable row', () => {
    const parsed = webullOrdersParser.parse(
      textImportFile(
        'a.csv',
        `${HEADER}\nDraftkings Inc,DKNG,Buy,Filled,1,1,@3.00,3.00,DAY,01/02/2025 14:00:00 CET,01/02/2025 14:00:00 CET\n`,
      ),
    );
    expect(parsed).toMatchObject({ timeZoneHint: 'America/New_York', timeZoneStated: true });
    expect(parsed.errors).toEqual([{ line: 2, message: 'Ligne illisible : date illisible' }]);
  });

  it('gives each fill an id from the order’s own values: a copy re-saved with CRLF and a BOM has the same', () => {
    const once = webullOrdersParser.parse(textImportFile('a.csv', ORDERS));
    const copy = webullOrdersParser.parse(
      textImportFile('b.csv', `\uFEFF${ORDERS.replaceAll('\n', '\r\n')}\r\n`),
    );
    expect(copy.trades.map((t) => t.externalId)).toEqual(once.trades.map((t) => t.externalId));
    expect(new Set(once.trades.map((t) => t.externalId)).size).toBe(3);
    expect(once.trades[0]?.externalId).toMatch(/^webull-[0-9a-f]{24}$/);
  });
});

// The real export beside the repository: 943 orders, 834 filled and 6 cancelled after a partial fill, no P&L
// column; positions opened before the file starts.
describeWithSharedFixtures('Webull Orders Records (real file)', () => {
  it('reads 840 fills into 239 closed trades netting 1194.65 USD, 16 still open, one orphan close', () => {
    const parsed = webullOrdersParser.parse(fixtureImportFile('webull/Webull_Orders_Records.csv'));
    expect(webullOrdersParser.detect(fixtureImportFile('webull/Webull_Orders_Records.csv'))).toBe(true);
    expect(parsed.stated).toEqual({ fillCount: 840 });
    expect(parsed.trades.filter((t) => t.netPnl !== null)).toHaveLength(239);
    expect(parsed.trades.filter((t) => t.netPnl === null)).toHaveLength(16);
    expect(closedNet(parsed)).toBe('1194.65');
    // AUR: the file's oldest order sells 75 shares bought before it starts
    expect(parsed.errors).toEqual([{ line: 943, message: 'Clôture sans ouverture dans le fichier' }]);
  });
});
