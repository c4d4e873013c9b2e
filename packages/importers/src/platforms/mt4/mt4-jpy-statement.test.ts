import { Decimal, toDecimalString } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { mt4StatementParser } from './mt4-statement-parser.ts';

// A « Statement » of a JPY account in MetaTrader 4's layout (docs/import-formats.md#metatrader-4): money without
// decimals and with spaces between thousands (`-1 680`, `200 000`), an index CFD priced in whole points and
// halves, symbols with the broker's suffix (`eurusd.`), a deposit and a cancelled pending order among the rows.
const HEADER = `<tr align=center bgcolor="#C0C0C0">
   <td>Ticket</td><td nowrap>Open Time</td><td>Type</td><td>Size</td><td>Item</td>
   <td>Price</td><td>S / L</td><td>T / P</td><td nowrap>Close Time</td>
   <td>Price</td><td>Commission</td><td>Taxes</td><td>Swap</td><td>Profit</td></tr>`;
const row = (cells: readonly string[]) =>
  `<tr align=right>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
const STATEMENT = `<html><head><title>Statement: 7001 - Demo JPY</title>
<meta name="generator" content="MetaQuotes Software Corp."></head><body><table>
<tr align=left><td colspan=2><b>Account: 7001</b></td><td colspan=5><b>Name: Demo</b></td>
<td colspan=2><b>Currency: JPY</b></td><td colspan=2><b>Leverage: 1:25</b></td></tr>
<tr align=left><td colspan=13><b>Closed Transactions:</b></td></tr>
${HEADER}
<tr align=right><td>1000</td><td>2024.05.01 08:00:00</td><td>balance</td><td colspan=10 align=left>Deposit</td><td>200 000</td></tr>
${row(['1001', '2024.05.01 09:00:00', 'buy', '0.10', 'usdjpy.', '150.123', '0.000', '0.000', '2024.05.01 12:00:00', '150.456', '-70', '0', '-12', '3 330'])}
${row(['1002', '2024.05.02 09:00:00', 'sell', '1.00', 'JP225', '38250', '38500', '0', '2024.05.02 10:30:00', '38418', '0', '0', '0', '-1 680'])}
${row(['1003', '2024.05.02 15:00:00', 'buy limit', '0.50', 'eurusd.', '1.08000', '0', '0', '2024.05.02 18:00:00', '1.08320'])}
${row(['1004', '2024.05.03 09:00:00', 'buy', '0.50', 'eurusd.', '1.08500', '0.00000', '0.00000', '2024.05.03 16:00:00', '1.08320', '-350', '0', '25', '-13 914'])}
${row(['1005', '2024.05.03 10:00:00', 'sell', '0.20', 'JP225', '38412.5', '0', '0', '2024.05.03 10:20:00', '38402.5', '0', '0', '0', '200'])}
<tr align=right><td colspan=12><b>Closed P/L:</b></td><td colspan=2><b>-12 471</b></td></tr>
<tr align=left><td colspan=14><b>Open Trades:</b></td></tr>
${HEADER.replace('Close Time', '&nbsp;')}
<tr align=right><td colspan=13 align=center>No transactions</td></tr>
<tr><td colspan=10>&nbsp;</td><td colspan=2><b>Floating P/L:</b></td><td colspan=2><b>0</b></td></tr>
<tr align=left><td colspan=14><b>Summary:</b></td></tr>
<tr align=right><td colspan=2><b>Closed Trade P/L:</b></td><td colspan=2><b>-12 471</b></td></tr>
</table></body></html>`;

describe('MetaTrader 4 Statement of a JPY account', () => {
  const parsed = mt4StatementParser.parse(textImportFile('Statement.htm', STATEMENT));

  it('reads the trades, not the deposit nor the cancelled order, suffixes and whole-point prices kept', () => {
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.trades.map((t) => [t.externalId, t.assetName, t.direction, t.entryPrice, t.exits[0]?.price]),
    ).toEqual([
      ['1001', 'usdjpy.', 'LONG', '150.123', '150.456'],
      ['1002', 'JP225', 'SHORT', '38250', '38418'],
      ['1004', 'eurusd.', 'LONG', '1.085', '1.0832'],
      ['1005', 'JP225', 'SHORT', '38412.5', '38402.5'],
    ]);
  });

  it('keeps money in whole yen: `-1 680` is −1680, each net a whole number, Σ = the stated −12 471', () => {
    // 3 330 − 70 − 12; −1 680; −13 914 − 350 + 25; 200
    expect(parsed.trades.map((t) => [t.fees, t.swap, t.netPnl])).toEqual([
      ['70', '-12', '3248'],
      ['0', '0', '-1680'],
      ['350', '25', '-14239'],
      ['0', '0', '200'],
    ]);
    expect(parsed.trades.every((t) => new Decimal(t.netPnl ?? 'NaN').isInteger())).toBe(true);
    const net = parsed.trades.reduce((total, t) => total.plus(t.netPnl ?? 'NaN'), new Decimal(0));
    expect(toDecimalString(net)).toBe('-12471');
    expect(parsed.stated).toEqual({ netTotal: '-12471', rowPnlSum: '-12471' });
  });
});
