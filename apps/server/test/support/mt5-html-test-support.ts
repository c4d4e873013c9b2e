// A MetaTrader 5 « Trade History Report » in HTML, in the terminal's layout (see mt5-html-report.test.ts): the
// Positions section (closed), an empty Deals section, Open Positions and the Results' Total Net Profit. Saved in
// UTF-8 here: the server decodes UTF-16 and UTF-8 alike.

const SECTION = (title: string) =>
  `<tr align="center"><th colspan="14" style="height: 25px"><div style="font: 10pt Tahoma"><b>${title}</b></div></th></tr>`;
const HEADER = (cells: readonly string[]) =>
  `<tr align="center" bgcolor="#E5F0FC">${cells.map((cell) => `<td nowrap><b>${cell}</b></td>`).join('')}</tr>`;
const ROW = (cells: readonly string[]) =>
  `<tr bgcolor="#FFFFFF" align="right">${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;

/** A position of the report: still open when it has no close. */
export type Mt5Position = {
  id: string;
  symbol: string;
  type: 'buy' | 'sell';
  volume: string;
  openTime: string;
  openPrice: string;
  stopLoss: string;
  swap: string;
  close?: { time: string; price: string; commission: string; profit: string };
};

/** The report's bytes, its Total Net Profit stated as `net`. */
export function mt5HtmlReport(
  positions: readonly Mt5Position[],
  net: string,
): { name: string; bytes: Buffer } {
  const closed = positions.flatMap((p) =>
    p.close === undefined
      ? []
      : [
          ROW([
            p.openTime,
            p.id,
            p.symbol,
            p.type,
            p.volume,
            p.openPrice,
            p.stopLoss,
            '',
            p.close.time,
            p.close.price,
            p.close.commission,
            p.swap,
            p.close.profit,
          ]),
        ],
  );
  const open = positions.flatMap((p) =>
    p.close === undefined
      ? [
          ROW([
            p.openTime,
            p.id,
            p.symbol,
            p.type,
            p.volume,
            p.openPrice,
            p.stopLoss,
            '',
            p.openPrice,
            p.swap,
            '0.00',
            '',
          ]),
        ]
      : [],
  );
  const html = [
    '<!DOCTYPE html><html><head><title>5012345: Jean Dupont - Trade History Report</title></head><body><table>',
    '<tr align="center"><td colspan="14"><div style="font: 14pt Tahoma"><b>Trade History Report</b></div></td></tr>',
    SECTION('Positions'),
    HEADER([
      'Time',
      'Position',
      'Symbol',
      'Type',
      'Volume',
      'Price',
      'S / L',
      'T / P',
      'Time',
      'Price',
      'Commission',
      'Swap',
      'Profit',
    ]),
    ...closed,
    SECTION('Deals'),
    HEADER([
      'Time',
      'Deal',
      'Symbol',
      'Type',
      'Direction',
      'Volume',
      'Price',
      'Order',
      'Commission',
      'Fee',
      'Swap',
      'Profit',
      'Balance',
      'Comment',
    ]),
    SECTION('Open Positions'),
    HEADER([
      'Time',
      'Position',
      'Symbol',
      'Type',
      'Volume',
      'Price',
      'S / L',
      'T / P',
      'Market Price',
      'Swap',
      'Profit',
      'Comment',
    ]),
    ...open,
    SECTION('Results'),
    `<tr align="right"><td nowrap colspan="3">Total Net Profit:</td><td nowrap><b>${net}</b></td></tr>`,
    '</table></body></html>',
  ].join('\n');
  return { name: 'ReportHistory-5012345.html', bytes: Buffer.from(html, 'utf8') };
}

/**
 * A gold long of 10:15 to 11:00 broker time, 0.50 lot with a 2 310 stop: gross 1 250.00, commission −3.50, swap
 * −1.10, net 1 245.40. The position several import tests start from.
 */
export const GOLD_LONG: Mt5Position = {
  id: '1001',
  symbol: 'XAUUSD',
  type: 'buy',
  volume: '0.50',
  openTime: '2025.05.02 10:15:30',
  openPrice: '2318.40',
  stopLoss: '2310.00',
  swap: '-1.10',
  close: { time: '2025.05.02 11:00:00', price: '2330.90', commission: '-3.50', profit: '1250.00' },
};
