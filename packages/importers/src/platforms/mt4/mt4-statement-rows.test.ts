import { describe, expect, it } from 'vitest';
import { decodeText } from '../../decode-text.ts';
import { type ImportFile, ImportFormatError } from '../../parsed-file.ts';
import { mt4StatementParser } from './mt4-statement-parser.ts';

// A plain « Statement » written in the layout of the real Detailed Statement (FORMATS.md), with the rows a file
// can hold besides trades: a credit, a cancelled pending order, a comment row, a row that cannot be read.
const HEADER = `<tr align=center bgcolor="#C0C0C0">
   <td>Ticket</td><td nowrap>Open Time</td><td>Type</td><td>Size</td><td>Item</td>
   <td>Price</td><td>S / L</td><td>T / P</td><td nowrap>Close Time</td>
   <td>Price</td><td>Commission</td><td>Taxes</td><td>Swap</td><td>Profit</td></tr>`;

const trade = (ticket: string, type: string, size: string, sl: string, profit: string) =>
  `<tr align=right><td>${ticket}</td><td>2024.03.01 09:00:00</td><td>${type}</td><td>${size}</td><td>eurusd</td>` +
  `<td>1.08000</td><td>${sl}</td><td>0</td><td>2024.03.01 10:15:30</td><td>1.08250</td>` +
  `<td>-3.50</td><td>-0.25</td><td>-1.10</td><td>${profit}</td></tr>`;

const CLOSED_ROWS = [
  `<tr align=right><td>1</td><td>2024.03.01 08:00:00</td><td>balance</td><td colspan=10 align=left>Deposit</td><td>1 000.00</td></tr>`,
  `<tr align=right><td>2</td><td>2024.03.01 08:01:00</td><td>credit</td><td colspan=10 align=left>Financing</td><td>-2.00</td></tr>`,
  trade('3', 'buy', '1.00', '1.07500', '1 250.00'),
  `<tr align=right><td colspan=9>&nbsp;</td><td>0</td><td colspan=3>comment: from #2</td></tr>`,
  `<tr align=right><td>4</td><td>2024.03.01 09:30:00</td><td>buy limit</td><td>0.50</td><td>eurusd</td>` +
    `<td>1.07000</td><td>0</td><td>0</td><td>2024.03.01 11:00:00</td><td>1.08100</td><td colspan=4>cancelled</td></tr>`,
  trade('5', 'sell', 'abc', '0', '10.00'),
  trade('6', 'sell', '0.10', '0', '-25.00'),
];

function statement(closedRows: readonly string[], withEnd = true): string {
  return `<html><head><title>Statement: 1234 - Demo</title>
<meta name="generator" content="MetaQuotes Software Corp."></head><body><table>
<tr align=left><td colspan=13><b>Closed Transactions:</b></td></tr>
${HEADER}
${closedRows.join('\n')}
${
  withEnd
    ? `<tr align=right><td colspan=12><b>Closed P/L:</b></td><td colspan=2><b>1 214.60</b></td></tr>
<tr align=left><td colspan=14><b>Open Trades:</b></td></tr>
${HEADER.replace('Close Time', '&nbsp;')}
<tr align=right><td colspan=13 align=center>No transactions</td></tr>
<tr><td colspan=10>&nbsp;</td><td colspan=2><b>Floating P/L:</b></td><td colspan=2><b>0.00</b></td></tr>
<tr align=left><td colspan=14><b>Summary:</b></td></tr>
<tr align=right><td colspan=2><b>Closed Trade P/L:</b></td><td colspan=2><b>1 214.60</b></td></tr>
</table></body></html>`
    : ''
}`;
}

function htmlFile(html: string): ImportFile {
  const bytes = new TextEncoder().encode(html);
  return { name: 'Statement.htm', bytes, text: () => decodeText(bytes) };
}

describe('MetaTrader 4 Statement rows', () => {
  const parsed = mt4StatementParser.parse(htmlFile(statement(CLOSED_ROWS)));

  it('keeps buys and sells, skips balance, credit, comment and cancelled rows', () => {
    expect(parsed.trades.map((trade) => trade.externalId)).toEqual(['3', '6']);
  });

  it('counts taxes as fees and adds profit, commission, taxes and swap into the net', () => {
    expect(parsed.trades[0]).toMatchObject({
      direction: 'LONG',
      stopLossPrice: null,
      lastStopPrice: '1.075',
      takeProfitPrice: null,
      fees: '3.75', // 3.50 commission + 0.25 taxes
      swap: '-1.1',
      netPnl: '1245.15', // 1 250.00 − 3.50 − 0.25 − 1.10
    });
    expect(parsed.trades[1]).toMatchObject({ direction: 'SHORT', netPnl: '-29.85' });
  });

  it('reports the unreadable row with its line and imports the rest', () => {
    expect(parsed.errors).toEqual([{ line: 13, message: 'Ligne illisible : volume illisible' }]);
  });

  it('states the Closed Trade P/L without a trade count (a plain Statement has no « Total Trades: »)', () => {
    // The rows read: 1 245.15 − 29.85; the summary also counts the unreadable row, which the total check shows.
    expect(parsed.stated).toEqual({ netTotal: '1214.6', rowPnlSum: '1215.3' });
  });

  it('refuses a file cut inside the Closed Transactions table, in French', () => {
    const cut = htmlFile(statement(CLOSED_ROWS, false));
    expect(mt4StatementParser.detect(cut)).toBe(true);
    expect(() => mt4StatementParser.parse(cut)).toThrow(ImportFormatError);
    expect(() => mt4StatementParser.parse(cut)).toThrow(
      'Format non reconnu : relevé MetaTrader 4 (Statement), tableau « Closed Transactions: » tronqué',
    );
  });

  it('does not claim other files', () => {
    expect(mt4StatementParser.detect(htmlFile('Ticket;Open Time;Type\n1;2024.03.01;buy\n'))).toBe(false);
    expect(mt4StatementParser.detect(htmlFile('<html><body>Trade History Report</body></html>'))).toBe(false);
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
    expect(mt4StatementParser.detect({ name: 'a.htm', bytes: zip, text: () => 'Closed Transactions:' })).toBe(
      false,
    );
  });
});
