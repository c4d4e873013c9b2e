import { Decimal, sumDecimals } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { ctraderHistoryParser } from './ctrader-history-parser.ts';

// The columns of cTrader's History export as Eleven-Trading/TradeNote#109 lists them; offset and currency inside
// the header.
const HEADER =
  'ID,Order ID,Symbol,Opening Direction,Closing Direction,Opening Time (UTC+4),Closing Time (UTC+4),Entry Price,Closing Price,Closing Quantity,Closing Volume,Closing USD Volume,Swap,Commission,Gross USD,Net USD,Balance USD,Pips';
const USD_FILE = [
  HEADER,
  // Position 101 closed in two halves: +50.00 − 1.75 = 48.25, then −50.00 − 1.75 = −51.75
  '101,9001,EURUSD,Buy,Sell,2024-03-04 10:00:00.120,2024-03-04 11:00:00.500,1.08500,1.08600,0.5 Lots,50000,54300,0,-1.75,50.00,48.25,10048.25,10.0',
  '101,9002,EURUSD,Buy,Sell,2024-03-04 10:00:00.120,2024-03-04 12:00:00.000,1.08500,1.08400,0.5 Lots,50000,54200,0,-1.75,-50.00,-51.75,9996.50,-10.0',
  // A short on gold held overnight: 100.00 − 3.50 commission − 2.10 swap = 94.40
  '102,9003,XAUUSD,Sell,Buy,2024-03-05 09:00:00.000,2024-03-06 09:00:00.000,2150.00,2140.00,0.1 Lots,10,21400,-2.10,-3.50,100.00,94.40,10090.90,1000',
].join('\n');

describe('cTrader history export', () => {
  it('is recognised from its header', () => {
    expect(ctraderHistoryParser.detect(textImportFile('h.csv', USD_FILE))).toBe(true);
    expect(ctraderHistoryParser.detect(textImportFile('h.csv', 'Symbol,Side,Qty,Price\n'))).toBe(false);
  });

  it('partial closes of one position are its exits; net, fees and swap are the file’s: Σ 90.90 USD', () => {
    const parsed = ctraderHistoryParser.parse(textImportFile('h.csv', USD_FILE));
    expect(parsed.errors).toEqual([]);
    expect(parsed.timeZoneHint).toBe('Etc/GMT-4');
    expect(parsed.trades).toHaveLength(2);
    expect(parsed.trades[0]).toMatchObject({
      line: 2,
      externalId: '101',
      direction: 'LONG',
      quantity: '1',
      entryPrice: '1.085',
      entryTime: '2024-03-04T10:00:00',
      exits: [
        { price: '1.086', quantity: '0.5', time: '2024-03-04T11:00:00' },
        { price: '1.084', quantity: '0.5', time: '2024-03-04T12:00:00' },
      ],
      fees: '3.5',
      swap: '0',
      netPnl: '-3.5',
    });
    expect(parsed.trades[1]).toMatchObject({ direction: 'SHORT', fees: '3.5', swap: '-2.1', netPnl: '94.4' });
    const total = sumDecimals(parsed.trades.map((t) => new Decimal(t.netPnl ?? 'NaN')));
    // 10 000 of balance before the first line, 10 090.90 after the last
    expect(total.toFixed(2)).toBe('90.90');
    // The rows' own Net USD, summed: what the reconciliation compares with the trades kept.
    expect(parsed.stated).toEqual({ rowPnlSum: '90.9' });
  });

  it('reads `(UTC+0)`, `Net €`, day-first times and `10 104.73` as the platform writes them', () => {
    const text = [
      'ID,Symbol,Opening direction,Opening time (UTC+0),Closing time (UTC+0),Entry price,Closing price,Closing Quantity,Swap,Commission,Net €,Balance €',
      '7,GER40,Sell,04/03/2024 09:00:00.000,04/03/2024 17:30:00.000,17 710.5,17 700.0,0.09 Lots,0,-0.12,9.33,10 104.73',
    ].join('\r\n');
    const parsed = ctraderHistoryParser.parse(textImportFile('h.csv', text));
    expect(parsed.timeZoneHint).toBe('UTC');
    expect(
      parsed.trades.map((t) => [t.direction, t.entryPrice, t.quantity, t.fees, t.netPnl, t.entryTime]),
    ).toEqual([['SHORT', '17710.5', '0.09', '0.12', '9.33', '2024-03-04T09:00:00']]);
  });

  it('an unreadable line is an error with its number; a header missing Net is a format error', () => {
    const parsed = ctraderHistoryParser.parse(
      textImportFile('h.csv', USD_FILE.replace('0.1 Lots', 'beaucoup')),
    );
    expect(parsed.errors).toEqual([{ line: 4, message: 'Ligne illisible : quantité illisible' }]);
    expect(parsed.trades).toHaveLength(1);
    const damaged = textImportFile('h.csv', USD_FILE.replace('Net USD', 'Total'));
    expect(() => ctraderHistoryParser.parse(damaged)).toThrow(/^Format non reconnu : historique cTrader/);
  });
});
