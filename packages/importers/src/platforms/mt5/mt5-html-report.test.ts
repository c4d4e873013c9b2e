import { Decimal, toDecimalString } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../decode-text.ts';
import { type ImportFile, ImportFormatError } from '../../parsed-file.ts';
import { mt5ReportParser } from './mt5-report-parser.ts';

// No MT5 HTML report is among the shared fixtures: this one follows the terminal's layout (the sections of the
// xlsx; section titles in <th colspan="14">; each data row's comment in a hidden <td class="hidden" colspan="8">
// that the header row lacks; Profit spanning two columns; space thousands separators) and is saved as the terminal
// saves it, in UTF-16LE with a byte order mark.
const HEAD = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
  <title>5012345: Jean Dupont - Trade History Report</title>
  <meta name="generator" content="client terminal">
  <style type="text/css">.hidden { display: none; }</style>
</head>
<body><div align="center"><table cellspacing="1" cellpadding="3" border="0">
<tr align="center"><td colspan="14"><div style="font: 14pt Tahoma"><b>Trade History Report</b></div></td></tr>
<tr align="left"><th colspan="4" nowrap align="right">Account:</th><th colspan="10" nowrap align="left"><b>5012345&nbsp;(USD, MetaQuotes-Demo, demo, Hedge)</b></th></tr>
<tr align="center"><th colspan="14" style="height: 25px"><div style="font: 10pt Tahoma"><b>Positions</b></div></th></tr>
<tr align="center" bgcolor="#E5F0FC">
  <td nowrap style="height: 30px"><b>Time</b></td><td nowrap><b>Position</b></td><td nowrap><b>Symbol</b></td><td nowrap><b>Type</b></td>
  <td nowrap><b>Volume</b></td><td nowrap><b>Price</b></td><td nowrap><b>S / L</b></td><td nowrap><b>T / P</b></td>
  <td nowrap><b>Time</b></td><td nowrap><b>Price</b></td><td nowrap><b>Commission</b></td><td nowrap><b>Swap</b></td>
  <td nowrap colspan="2"><b>Profit</b></td>
</tr>`;

const position = (id: string, type: string, volume: string, money: [string, string, string]) =>
  `<tr bgcolor="#FFFFFF" align="right"><td>2025.05.02 10:15:30</td><td>${id}</td><td>XAUUSD</td><td>${type}</td>` +
  `<td class="hidden" colspan="8">scalp #${id}</td><td class="">${volume}</td><td class="">2 318.40</td>` +
  `<td class="">2 310.00</td><td class=""></td><td class="">2025.05.02 11:00:00</td><td class="">2 330.90</td>` +
  `<td class="">${money[0]}</td><td class="">${money[1]}</td><td colspan="2">${money[2]}</td></tr>`;

const TAIL = `<tr align="center"><th colspan="14" style="height: 25px"><div style="font: 10pt Tahoma"><b>Deals</b></div></th></tr>
<tr align="center" bgcolor="#E5F0FC"><td><b>Time</b></td><td><b>Deal</b></td><td><b>Symbol</b></td><td><b>Type</b></td><td><b>Direction</b></td><td><b>Volume</b></td><td><b>Price</b></td><td><b>Order</b></td><td><b>Commission</b></td><td><b>Fee</b></td><td><b>Swap</b></td><td><b>Profit</b></td><td><b>Balance</b></td><td><b>Comment</b></td></tr>
<tr bgcolor="#FFFFFF" align="right"><td>2025.05.01 09:00:00</td><td>90001</td><td></td><td>balance</td><td></td><td></td><td></td><td></td><td>0.00</td><td>0.00</td><td>0.00</td><td>10 000.00</td><td>10 000.00</td><td>Deposit</td></tr>
<tr align="center"><th colspan="14" style="height: 25px"><div style="font: 10pt Tahoma"><b>Open Positions</b></div></th></tr>
<tr align="center" bgcolor="#E5F0FC"><td><b>Time</b></td><td><b>Position</b></td><td><b>Symbol</b></td><td><b>Type</b></td><td><b>Volume</b></td><td><b>Price</b></td><td><b>S / L</b></td><td><b>T / P</b></td><td><b>Market Price</b></td><td><b>Swap</b></td><td colspan="2"><b>Profit</b></td><td colspan="2"><b>Comment</b></td></tr>
<tr bgcolor="#FFFFFF" align="right"><td>2025.05.06 08:00:00</td><td>1003</td><td>EURUSD</td><td>sell</td><td class="hidden" colspan="8"></td><td>0.20</td><td>1.13100</td><td>1.13500</td><td>1.12000</td><td>1.12950</td><td>-0.35</td><td colspan="2">30.00</td><td colspan="2"></td></tr>
<tr align="center"><th colspan="14" style="height: 25px"><div style="font: 10pt Tahoma"><b>Results</b></div></th></tr>
<tr align="right"><td nowrap colspan="3">Total Net Profit:</td><td nowrap><b>1 223.40</b></td><td nowrap colspan="3">Gross Profit:</td><td nowrap><b>1 250.00</b></td><td nowrap colspan="3">Gross Loss:</td><td nowrap colspan="3"><b>-10.00</b></td></tr>
<tr align="right"><td nowrap colspan="3">Total Trades:</td><td nowrap><b>2</b></td></tr>
</table></div></body></html>`;

const ROWS = [
  position('1001', 'buy', '0.50', ['-3.50', '-1.10', '1 250.00']),
  position('1002', 'sell', '0.10', ['-0.70', '-11.30', '-10.00']),
];

/** Text → UTF-16LE bytes with their byte order mark, as MetaTrader 5 saves its report. */
function utf16Report(html: string): ImportFile {
  const bytes = new Uint8Array(2 + html.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < html.length; index += 1) {
    const code = html.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return { name: 'ReportHistory-5012345.html', bytes, text: () => decodeText(bytes) };
}

describe('MetaTrader 5 Trade History Report, HTML in UTF-16', () => {
  const file = utf16Report(`${HEAD}\n${ROWS.join('\n')}\n${TAIL}`);
  const parsed = mt5ReportParser.parse(file);

  it('is recognised from its content', () => {
    expect(mt5ReportParser.detect(file)).toBe(true);
  });

  it('reads the closed positions past the hidden comment cell, net adding up to the Total Net Profit', () => {
    const closed = parsed.trades.filter((trade) => trade.exits.length > 0);
    expect(closed.map((trade) => trade.externalId)).toEqual(['1001', '1002']);
    const net = closed.reduce((total, trade) => total.plus(trade.netPnl ?? 'NaN'), new Decimal(0));
    expect(toDecimalString(net)).toBe('1223.4');
    expect(parsed.stated).toEqual({ netTotal: '1223.4', rowPnlSum: '1223.4' });
  });

  it('reads a position: fees = −commission, net = profit + commission + swap, on its source line', () => {
    expect(parsed.trades[0]).toEqual({
      line: 18,
      externalId: '1001',
      assetName: 'XAUUSD',
      assetType: null,
      direction: 'LONG',
      quantity: '0.5',
      entryPrice: '2318.4',
      entryTime: '2025-05-02T10:15:30',
      stopLossPrice: null,
      lastStopPrice: '2310',
      takeProfitPrice: null,
      exits: [{ price: '2330.9', quantity: '0.5', time: '2025-05-02T11:00:00' }],
      fees: '3.5',
      swap: '-1.1',
      netPnl: '1245.4', // 1 250.00 − 3.50 − 1.10
    });
    expect(parsed.trades[1]).toMatchObject({ direction: 'SHORT', fees: '0.7', swap: '-11.3', netPnl: '-22' });
  });

  it('reads Open Positions as open trades and never a Deals balance row as a trade', () => {
    expect(parsed.trades).toHaveLength(3);
    expect(parsed.trades[2]).toMatchObject({
      externalId: '1003',
      direction: 'SHORT',
      quantity: '0.2',
      entryPrice: '1.131',
      stopLossPrice: null,
      lastStopPrice: '1.135',
      takeProfitPrice: '1.12',
      exits: [],
      swap: '-0.35',
      netPnl: null,
    });
  });

  it('reports an unreadable position with its line and reads the others', () => {
    const broken = position('1004', 'buy', 'beaucoup', ['0', '0', '5.00']);
    const withError = mt5ReportParser.parse(utf16Report(`${HEAD}\n${ROWS.join('\n')}\n${broken}\n${TAIL}`));
    expect(withError.errors).toEqual([{ line: 20, message: 'Ligne illisible : volume illisible' }]);
    expect(withError.trades.map((trade) => trade.externalId)).toEqual(['1001', '1002', '1003']);
  });

  it('refuses a report cut before its Results, in French', () => {
    const cut = utf16Report(`${HEAD}\n${ROWS.join('\n')}\n${TAIL.slice(0, 400)}`);
    expect(mt5ReportParser.detect(cut)).toBe(true);
    expect(() => mt5ReportParser.parse(cut)).toThrow(ImportFormatError);
    expect(() => mt5ReportParser.parse(cut)).toThrow(
      /^Format non reconnu : rapport d’historique MetaTrader 5/,
    );
  });
});
