import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { tradovateOrdersParser } from './tradovate-orders-parser.ts';

// The header of Tradovate's Orders export and rows in its layout (leading spaces in ` Buy` and ` Filled`).
const HEADER =
  'orderId,Account,Order ID,B/S,Contract,Product,Product Description,avgPrice,filledQty,Fill Time,lastCommandId,Status,_priceFormat,_priceFormatType,_tickSize,spreadDefinitionId,Version ID,Timestamp,Date,Quantity,Text,Type,Limit Price,Stop Price,decimalLimit,decimalStop,Filled Qty,Avg Fill Price,decimalFillAvg,Venue,Notional Value,Currency';
const row = (
  id: string,
  side: string,
  contract: string,
  price: string,
  qty: string,
  time: string,
  status: string,
) =>
  `${id},DEMO1,${id}, ${side},${contract},${contract.slice(0, -2)},Contract,${price},${qty},${time},${id}, ${status},-2,0,0.25,,${id},${time},6/10/26,${qty},Chart, Market,,,,,${qty},${price},${price},,"1,000.00",USD`;

const FILE = [
  HEADER,
  // long 5 MNQ at 28531.75, scaled out 3 at 28541.75 and 2 at 28521.75: 3 × 10 × 2 $ − 2 × 10 × 2 $ = 60 − 40 = 20
  row('537862110004', 'Buy', 'MNQM6', '28531.75', '5', '06/10/2026 16:00:05', 'Filled'),
  row('537862110026', 'Buy', 'MNQM6', '', '', '', 'Canceled'),
  row('537862110030', 'Sell', 'MNQM6', '28541.75', '3', '06/10/2026 16:05:00', 'Filled'),
  row('537862110031', 'Sell', 'MNQM6', '28521.75', '2', '06/10/2026 16:07:30', 'Filled'),
].join('\n');

describe('Tradovate Orders export', () => {
  it('is recognised from its header, and not taken for the Performance export', () => {
    expect(tradovateOrdersParser.detect(textImportFile('Orders.csv', FILE))).toBe(true);
    expect(tradovateOrdersParser.detect(textImportFile('o.csv', 'symbol,buyFillId,sellFillId\n'))).toBe(
      false,
    );
  });

  it('filled orders are fills: one long with two exits, gross 20.00 with the MNQ point value, no fees', () => {
    const parsed = tradovateOrdersParser.parse(textImportFile('Orders.csv', FILE));
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades).toEqual([
      expect.objectContaining({
        externalId: '537862110004',
        direction: 'LONG',
        quantity: '5',
        entryTime: '2026-06-10T16:00:05',
        exits: [
          { price: '28541.75', quantity: '3', time: '2026-06-10T16:05:00' },
          { price: '28521.75', quantity: '2', time: '2026-06-10T16:07:30' },
        ],
        fees: '0',
        netPnl: '20',
      }),
    ]);
  });

  it('a contract of unknown point value is reported and its root asked for, never priced at 1', () => {
    const text = [
      HEADER,
      row('9', 'Buy', 'XYZZ5', '180', '1', '06/10/2026 16:00:05', 'Filled'),
      row('10', 'Sell', 'XYZZ5', '181.5', '1', '06/10/2026 16:10:00', 'Filled'),
    ].join('\n');
    const unpriced = tradovateOrdersParser.parse(textImportFile('o.csv', text));
    expect(unpriced.trades).toEqual([]);
    expect(unpriced.pointValuesNeeded).toEqual(['XYZ']);
    expect(unpriced.errors).toEqual([
      {
        line: 2,
        message: 'Valeur du point inconnue pour XYZZ5 (racine XYZ) : indiquez-la pour importer ce contrat',
      },
      {
        line: 3,
        message: 'Valeur du point inconnue pour XYZZ5 (racine XYZ) : indiquez-la pour importer ce contrat',
      },
    ]);
    // Given by the trader (400 $ a point): 1.5 × 400 = 600
    const priced = tradovateOrdersParser.parse(textImportFile('o.csv', text), {
      pointValues: new Map([['XYZ', '400']]),
    });
    expect(priced).toMatchObject({ errors: [], pointValuesNeeded: [] });
    expect(priced.trades.map((trade) => trade.netPnl)).toEqual(['600']);
  });

  it("reads 32nds: 2 ZNM6 bought at 110'165, sold at 110'20 → (110.625 − 110.515625) × 2 × 1 000 $ = 218.75", () => {
    const text = [
      HEADER,
      row('11', 'Buy', 'ZNM6', "110'165", '2', '06/10/2026 16:00:05', 'Filled'),
      row('12', 'Sell', 'ZNM6', "110'20", '2', '06/10/2026 16:30:00', 'Filled'),
    ].join('\n');
    const [trade] = tradovateOrdersParser.parse(textImportFile('o.csv', text)).trades;
    expect(trade).toMatchObject({
      entryPrice: '110.515625',
      exits: [{ price: '110.625' }],
      netPnl: '218.75',
    });
  });
});
