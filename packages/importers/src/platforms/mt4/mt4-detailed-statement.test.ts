import { Decimal, toDecimalString } from '@carnet/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeWithSharedFixtures } from '../../../../../test/shared-fixtures.ts';
import { fixtureImportFile } from '../../../test/platform-import-files.ts';
import type { ImportFile, ParsedFile, ParsedTrade } from '../../parsed-file.ts';
import { mt4StatementParser } from './mt4-statement-parser.ts';

// The real Detailed Statement beside the repository (test/shared-fixtures.ts): 250 closed trades (« Total
// Trades: 250 »), 11 open, « Closed Trade P/L: 606.01 » USD. Read in place, never copied into the repository.
describeWithSharedFixtures('MetaTrader 4 Detailed Statement (real file)', () => {
  let file: ImportFile;
  let parsed: ParsedFile;
  let closed: ParsedTrade[];
  let open: ParsedTrade[];
  const byTicket = (ticket: string): ParsedTrade | undefined =>
    parsed.trades.find((trade) => trade.externalId === ticket);

  beforeAll(() => {
    file = fixtureImportFile('mt4/DetailedStatement.htm');
    parsed = mt4StatementParser.parse(file);
    closed = parsed.trades.filter((trade) => trade.exits.length > 0);
    open = parsed.trades.filter((trade) => trade.exits.length === 0);
  });

  it('is recognised from its content', () => {
    expect(mt4StatementParser.detect({ ...file, name: 'anything.txt' })).toBe(true);
  });

  it('reads the 250 closed trades whose net adds up to the stated Closed Trade P/L, to the cent', () => {
    expect(closed).toHaveLength(250);
    const net = closed.reduce((total, trade) => total.plus(trade.netPnl ?? 'NaN'), new Decimal(0));
    expect(toDecimalString(net)).toBe('606.01');
    // The rows' own nets (profit + commission + taxes + swap) add up to the summary's figure.
    expect(parsed.stated).toEqual({ closedCount: 250, netTotal: '606.01', rowPnlSum: '606.01' });
    expect(parsed.errors).toEqual([]);
  });

  it('reads the 11 open trades without exits nor net', () => {
    expect(open).toHaveLength(11);
    expect(open.every((trade) => trade.netPnl === null)).toBe(true);
  });

  it('leaves out the 6 balance rows and the comment rows', () => {
    expect(byTicket('63577877')).toBeUndefined(); // the first deposit, 110.00
    expect(byTicket('63595550')).toBeUndefined(); // « Credited by client »
    expect(new Set(parsed.trades.map((trade) => trade.externalId)).size).toBe(261);
  });

  it('reads a long: ticket 63577925 (line 43), commission −0.14, swap −0.12, profit 0.06', () => {
    expect(byTicket('63577925')).toEqual({
      line: 43,
      externalId: '63577925',
      assetName: 'eurgbpi',
      assetType: null,
      direction: 'LONG',
      quantity: '0.02',
      entryPrice: '0.89231',
      entryTime: '2017-10-17T23:20:06',
      stopLossPrice: null,
      lastStopPrice: null, // written 0.00000: no stop
      takeProfitPrice: '0.89233',
      exits: [{ price: '0.89233', quantity: '0.02', time: '2017-10-18T02:30:16' }],
      fees: '0.14',
      swap: '-0.12',
      netPnl: '-0.2', // 0.06 − 0.14 + 0 − 0.12
    });
  });

  it('reads a short: ticket 65075079, commission −1.94, profit 7.36', () => {
    expect(byTicket('65075079')).toMatchObject({
      line: 546,
      direction: 'SHORT',
      quantity: '0.28',
      entryPrice: '0.87969',
      entryTime: '2017-11-07T12:00:02',
      exits: [{ price: '0.87949', quantity: '0.28', time: '2017-11-07T12:02:22' }],
      fees: '1.94',
      swap: '0',
      netPnl: '5.42', // 7.36 − 1.94
    });
  });

  it('reads an open trade with its commission and swap so far: ticket 64967373', () => {
    expect(byTicket('64967373')).toMatchObject({
      direction: 'LONG',
      assetName: 'usdchfi',
      quantity: '0.26',
      entryPrice: '1.00119',
      entryTime: '2017-11-06T14:30:59',
      takeProfitPrice: '1.00201',
      exits: [],
      fees: '1.56',
      swap: '-0.07',
      netPnl: null,
    });
  });
});
