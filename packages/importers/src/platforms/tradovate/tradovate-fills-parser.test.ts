import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { tradovateFillsParser } from './tradovate-fills-parser.ts';

// Tradovate's Fills export (docs/import-formats.md#tradovate): three dates per fill — `_timestamp` in UTC, the
// trader's `Timestamp`/`Date` (here US Eastern), `_tradeDate` the CME session's —, ` Buy` with a leading space, a
// commission per fill, rows out of time order.
const HEADER =
  '_id,_orderId,_contractId,_timestamp,_tradeDate,_action,_qty,_price,_active,_accountId,Fill ID,Order ID,Timestamp,Date,Account,B/S,Quantity,Price,_priceFormat,_priceFormatType,_tickSize,Contract,Product,Product Description,commission';
type Row = { id: string; utc: string; local: string; date: string; session: string; side: 'Buy' | 'Sell' };
const row = (
  { id, utc, local, date, session, side }: Row,
  quantity: string,
  price: string,
  contract: string,
  commission: string,
  format = '-2,0,0.25',
  active = 'true',
) =>
  `${id},9${id},3570918,${utc},${session},${side},${quantity},${price},${active},77001,${id},9${id},${local},${date},DEMO1, ${side},${quantity},${price},${format},${contract},${contract.slice(0, -2)},Contract,${commission}`;

// Sunday 18:05 in New York is Monday's CME session: sell 1, then buy 21 (−1 → +20 through zero), then sell 20.
const SELL_1: Row = {
  id: '2100',
  utc: '2025-03-09T22:05:00.000Z',
  local: '03/09/2025 18:05:00',
  date: '3/9/25',
  session: '2025-03-10',
  side: 'Sell',
};
const BUY_21: Row = {
  id: '2101',
  utc: '2025-03-09T22:10:30.250Z',
  local: '03/09/2025 18:10:30',
  date: '3/9/25',
  session: '2025-03-10',
  side: 'Buy',
};
const SELL_20: Row = {
  id: '2102',
  utc: '2025-03-10T13:31:00.000Z',
  local: '03/10/2025 09:31:00',
  date: '3/10/25',
  session: '2025-03-10',
  side: 'Sell',
};
const FILLS = [
  HEADER,
  row(SELL_20, '20', '19995.00', 'MNQM5', '10.40'),
  row(SELL_1, '1', '20000.00', 'MNQM5', '0.52'),
  row(BUY_21, '21', '19990.00', 'MNQM5', '10.92'),
].join('\n');

describe('Tradovate Fills export', () => {
  it('is recognised from its header, and not taken for Orders or Performance', () => {
    expect(tradovateFillsParser.detect(textImportFile('x.csv', FILLS))).toBe(true);
    expect(tradovateFillsParser.detect(textImportFile('Fills.csv', 'orderId,B/S,avgPrice\n'))).toBe(false);
  });

  it('a fill through zero closes the short and opens a long; commissions shared by quantity', () => {
    const parsed = tradovateFillsParser.parse(textImportFile('Fills.csv', FILLS));
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades).toEqual([
      expect.objectContaining({
        externalId: '2100',
        direction: 'SHORT',
        quantity: '1',
        entryTime: '2025-03-09T22:05:00',
        exits: [{ price: '19990', quantity: '1', time: '2025-03-09T22:10:30' }],
        // (20000 − 19990) × 2 $ = 20, less 0.52 and 1/21 of 10.92
        fees: '1.04',
        netPnl: '18.96',
      }),
      expect.objectContaining({
        externalId: '2101',
        direction: 'LONG',
        quantity: '20',
        entryPrice: '19990',
        // (19995 − 19990) × 20 × 2 $ = 200, less 20/21 of 10.92 and 10.40
        fees: '20.8',
        netPnl: '179.2',
      }),
    ]);
    expect(parsed).toMatchObject({ stated: { fillCount: 3 }, timeZoneHint: 'UTC', timeZoneStated: true });
  });

  it('reads 32nds by the row’s price format, skips an inactive fill, and asks for an unknown root', () => {
    const znBuy = { ...SELL_1, id: '3000', side: 'Buy' as const };
    const znSell = { ...BUY_21, id: '3001', side: 'Sell' as const };
    const file = [
      HEADER,
      row(znBuy, '1', '110 045', 'ZNM5', '0', '5,1,0.015625'),
      row(znSell, '1', '110 085', 'ZNM5', '0', '5,1,0.015625'),
      row({ ...SELL_20, id: '3002' }, '3', '19995.00', 'MNQM5', '1.56', '-2,0,0.25', 'false'),
      row({ ...SELL_20, id: '3003' }, '2', '101.50', 'XYZM5', '1.04'),
    ].join('\n');
    const parsed = tradovateFillsParser.parse(textImportFile('Fills.csv', file));
    // (110 8.5/32 − 110 4.5/32) × 1000 $ = 125
    expect(parsed.trades.map((t) => [t.assetName, t.entryPrice, t.netPnl])).toEqual([
      ['ZNM5', '110.140625', '125'],
    ]);
    expect(parsed.pointValuesNeeded).toEqual(['XYZ']);
    expect(parsed.errors).toEqual([
      {
        line: 5,
        message: 'Valeur du point inconnue pour XYZM5 (racine XYZ) : indiquez-la pour importer ce contrat',
      },
    ]);
    expect(parsed.stated).toEqual({ fillCount: 3 });
    const answered = tradovateFillsParser.parse(textImportFile('Fills.csv', file), {
      pointValues: new Map([['XYZ', '10']]),
    });
    expect(answered.trades.map((t) => [t.assetName, t.direction, t.netPnl])).toEqual([
      ['ZNM5', 'LONG', '125'],
      ['XYZM5', 'SHORT', null],
    ]);
    expect(answered.pointValuesNeeded).toEqual([]);
  });

  it('a fill without its Fill ID is identified by its values, never its line', () => {
    const file = (rows: readonly string[]) => [HEADER, ...rows].join('\n');
    const noId = row({ ...SELL_1, id: '' }, '1', '20000.00', 'MNQM5', '0.52');
    const once = tradovateFillsParser.parse(textImportFile('a.csv', file([noId])));
    const moved = tradovateFillsParser.parse(
      textImportFile('b.csv', file([row(SELL_20, '1', '1', 'MNQM5', '0'), noId])),
    );
    expect(once.trades[0]?.externalId).toMatch(/^tradovate-[0-9a-f]{24}$/);
    expect(moved.trades.map((t) => t.externalId)).toContain(once.trades[0]?.externalId);
  });
});
