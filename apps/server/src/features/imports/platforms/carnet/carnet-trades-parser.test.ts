import { describe, expect, it } from 'vitest';
import { TRADES_CSV_HEADER } from '../../../exports/trades-csv-row.ts';
import { type ImportFile, ImportFormatError } from '../../parsed-file.ts';
import { carnetTradesParser } from './carnet-trades-parser.ts';

const fileOf = (text: string): ImportFile => ({
  name: 'trades.csv',
  bytes: Buffer.from(text, 'utf8'),
  text: () => text,
});

/** A row of the export: the given cells, the others empty. */
function row(cells: Partial<Record<(typeof TRADES_CSV_HEADER)[number], string>>): string {
  return TRADES_CSV_HEADER.map((column) => cells[column] ?? '').join(',');
}

const HEADER = TRADES_CSV_HEADER.join(',');
const SHORT_CLOSED = {
  external_id: "'-TICKET-7",
  asset_type: 'FOREX',
  asset_name: 'EURUSD',
  direction: 'SHORT',
  status: 'CLOSED',
  entry_date: '2026-03-29T00:30:00.000Z',
  entry_price: '1.1',
  quantity: '10000',
  take_profits: '1.09@5000@1|1.08@5000@0',
  exits: '1.09@5000@2026-03-29T01:00:00.000Z|1.095@5000@2026-03-29T02:15:30.000Z',
  fees: '2',
  swap: '-0.35',
  pnl_amount: '72.65',
};

describe('the CARNET_TRADES reader', () => {
  it('recognises its exact header only', () => {
    expect(carnetTradesParser.detect(fileOf(`\uFEFF${HEADER}\r\n`))).toBe(true);
    expect(carnetTradesParser.detect(fileOf(`${HEADER},extra\r\n`))).toBe(false);
    expect(carnetTradesParser.detect(fileOf('symbol,qty,price\r\n'))).toBe(false);
    expect(() => carnetTradesParser.parse(fileOf('symbol,qty\r\n'))).toThrow(ImportFormatError);
  });

  it('reads a closed SHORT in UTC wall-clock times, its exits, money and neutralised id', async () => {
    const parsed = await carnetTradesParser.parse(fileOf(`${HEADER}\r\n${row(SHORT_CLOSED)}\r\n`));
    expect(parsed).toMatchObject({ platform: 'CARNET_TRADES', timeZoneHint: 'UTC', errors: [] });
    expect(parsed.trades).toEqual([
      {
        line: 2,
        externalId: '-TICKET-7',
        assetName: 'EURUSD',
        assetType: 'FOREX',
        direction: 'SHORT',
        quantity: '10000',
        entryPrice: '1.1',
        entryTime: '2026-03-29T00:30:00',
        stopLossPrice: null,
        takeProfitPrice: '1.09',
        exits: [
          { price: '1.09', quantity: '5000', time: '2026-03-29T01:00:00' },
          { price: '1.095', quantity: '5000', time: '2026-03-29T02:15:30' },
        ],
        fees: '2',
        swap: '-0.35',
        netPnl: '72.65',
      },
    ]);
  });

  it('keeps an open trade open, closes a trade saved without exits at its close, and reports bad rows', async () => {
    const open = row({ ...SHORT_CLOSED, status: 'OPEN', exits: '', pnl_amount: '', external_id: 'CARNET-2' });
    const legacy = row({
      ...SHORT_CLOSED,
      external_id: 'CARNET-3',
      exits: '',
      close_price: '1.095',
      close_date: '2026-03-29T03:00:00.000Z',
    });
    const broken = row({
      ...SHORT_CLOSED,
      external_id: 'CARNET-4',
      exits: '1.09@x@2026-03-29T01:00:00.000Z',
    });
    const parsed = await carnetTradesParser.parse(fileOf([HEADER, open, legacy, broken, ''].join('\r\n')));
    expect(parsed.trades.map((trade) => [trade.externalId, trade.exits, trade.netPnl])).toEqual([
      ['CARNET-2', [], null],
      ['CARNET-3', [{ price: '1.095', quantity: '10000', time: '2026-03-29T03:00:00' }], '72.65'],
    ]);
    expect(parsed.errors).toEqual([{ line: 4, message: 'Ligne illisible : quantité illisible' }]);
  });
});
