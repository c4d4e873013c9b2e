import { Decimal, toDecimalString } from '@carnet/domain';
import { strToU8, zipSync } from 'fflate';

// A MetaTrader 5 « Trade History Report » xlsx of `positions` closed positions, in the layout of the terminal's
// export (the fixture mt5/MetaTrader5.xlsx and FORMATS.md): the account header, Positions, Orders and Deals (two
// of each per position, as the terminal writes them), the summary and Results with its Total Net Profit, text in
// the shared string table and numbers as number cells. Deterministic: the same count gives the same file.

const SYMBOLS = [
  { name: 'EURUSD', base: 1.08, digits: 5 },
  { name: 'GBPUSD', base: 1.27, digits: 5 },
  { name: 'USDJPY', base: 148.5, digits: 3 },
  { name: 'XAUUSD', base: 2030, digits: 2 },
  { name: 'US30', base: 37_500, digits: 1 },
] as const;

const FIRST_OPEN_MS = Date.UTC(2024, 0, 2);
const MINUTE_MS = 60_000;
const POSITION_ID = 300_000_000;
const DEAL_ID = 200_000_000;
const DEPOSIT = '100000';

const pad = (value: number) => String(value).padStart(2, '0');
/** `2024.01.02 08:15:00`, as MT5 writes its times (the broker server's wall clock). */
const mt5Time = (ms: number) => {
  const at = new Date(ms);
  return `${at.getUTCFullYear()}.${pad(at.getUTCMonth() + 1)}.${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
};

type Cell = string | { number: string } | null;
const num = (value: string | number): Cell => ({ number: String(value) });

function position(index: number) {
  const symbol = SYMBOLS[index % SYMBOLS.length] ?? SYMBOLS[0];
  const isBuy = index % 3 !== 0;
  const volume = ((index % 10) + 1) / 10;
  const step = 10 ** -symbol.digits;
  const open = symbol.base + ((index * 37) % 500) * step;
  const move = (((index * 7919) % 401) - 180) * step;
  const openMs = FIRST_OPEN_MS + index * 37 * MINUTE_MS;
  return {
    id: POSITION_ID + index,
    symbol: symbol.name,
    type: isBuy ? 'buy' : 'sell',
    volume: volume.toFixed(2),
    openTime: mt5Time(openMs),
    openPrice: open.toFixed(symbol.digits),
    closeTime: mt5Time(openMs + (5 + (index % 50)) * MINUTE_MS),
    closePrice: (open + (isBuy ? move : -move)).toFixed(symbol.digits),
    stopLoss: index % 4 === 0 ? null : (open - (isBuy ? 200 : -200) * step).toFixed(symbol.digits),
    takeProfit: index % 5 === 0 ? (open + (isBuy ? 300 : -300) * step).toFixed(symbol.digits) : null,
    commission: (-volume * 7).toFixed(2),
    swap: index % 6 === 0 ? '-0.42' : '0',
    profit: ((((index * 7919) % 20_001) - 9_000) / 100).toFixed(2),
  };
}

const COLUMNS = 'ABCDEFGHIJKLMN';

/** The sheet's rows (dense cells from column A) and their shared strings. */
function reportRows(positions: number) {
  const all = Array.from({ length: positions }, (_, index) => position(index));
  let net = new Decimal(0);
  for (const p of all) net = net.plus(p.commission).plus(p.swap).plus(p.profit);
  const closing = (type: string) => (type === 'buy' ? 'sell' : 'buy');
  const rows: Cell[][] = [
    ['Trade History Report'],
    ['Name:', null, null, 'Bench'],
    ['Account:', null, null, '1000001 (USD, Carnet-MT5 Server, demo, Hedge)'],
    ['Company:', null, null, 'Carnet Bench Ltd'],
    ['Date:', null, null, '2025.06.30 18:00'],
    ['Positions'],
    [
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
    ],
    ...all.map((p) => [
      p.openTime,
      num(p.id),
      p.symbol,
      p.type,
      num(p.volume),
      num(p.openPrice),
      p.stopLoss === null ? null : num(p.stopLoss),
      p.takeProfit === null ? null : num(p.takeProfit),
      p.closeTime,
      num(p.closePrice),
      num(p.commission),
      num(p.swap),
      num(p.profit),
    ]),
    ['Orders'],
    [
      'Open Time',
      'Order',
      'Symbol',
      'Type',
      'Volume',
      'Price',
      'S / L',
      'T / P',
      'Time',
      'State',
      null,
      'Comment',
    ],
    ...all.flatMap((p) => [
      [
        p.openTime,
        num(p.id),
        p.symbol,
        p.type,
        `${p.volume} / ${p.volume}`,
        'market',
        null,
        null,
        p.openTime,
        'filled',
      ],
      [
        p.closeTime,
        num(p.id + positions),
        p.symbol,
        closing(p.type),
        `${p.volume} / ${p.volume}`,
        'market',
        null,
        null,
        p.closeTime,
        'filled',
      ],
    ]),
    ['Deals'],
    [
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
    ],
    [
      '2024.01.01 09:00:00',
      num(DEAL_ID),
      null,
      'balance',
      null,
      null,
      null,
      null,
      num(0),
      num(0),
      num(0),
      num(DEPOSIT),
      num(DEPOSIT),
      'Deposit',
    ],
    ...all.flatMap((p, index) => [
      [
        p.openTime,
        num(DEAL_ID + 2 * index + 1),
        p.symbol,
        p.type,
        'in',
        num(p.volume),
        num(p.openPrice),
        num(p.id),
        num(0),
        num(0),
        num(0),
        num(0),
        null,
      ],
      [
        p.closeTime,
        num(DEAL_ID + 2 * index + 2),
        p.symbol,
        closing(p.type),
        'out',
        num(p.volume),
        num(p.closePrice),
        num(p.id + positions),
        num(p.commission),
        num(0),
        num(p.swap),
        num(p.profit),
        null,
      ],
    ]),
    [],
    ['Balance:', null, null, num(toDecimalString(net.plus(DEPOSIT)))],
    ['Results'],
    ['Total Net Profit:', null, null, num(toDecimalString(net))],
    ['Total Trades:', null, null, num(2 * positions)],
  ];
  return { rows, net: toDecimalString(net) };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function sheetXml(rows: readonly Cell[][], strings: Map<string, number>): string {
  const indexOf = (text: string) => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, strings.size);
    return strings.size - 1;
  };
  const body = rows.map((cells, at) => {
    const line = at + 1;
    const xml = cells.map((cell, column) => {
      const reference = `${COLUMNS[column]}${line}`;
      if (cell === null) return '';
      if (typeof cell === 'string') return `<c r="${reference}" t="s"><v>${indexOf(cell)}</v></c>`;
      return `<c r="${reference}"><v>${cell.number}</v></c>`;
    });
    return `<row r="${line}">${xml.join('')}</row>`;
  });
  return `${XML}<worksheet xmlns="${MAIN}"><sheetData>${body.join('')}</sheetData></worksheet>`;
}

/** The xlsx bytes of a `positions`-position report, and the Total Net Profit it states. */
export function mt5ReportXlsx(positions: number): { bytes: Uint8Array<ArrayBuffer>; net: string } {
  const { rows, net } = reportRows(positions);
  const strings = new Map<string, number>();
  const sheet = sheetXml(rows, strings);
  const shared = [...strings.keys()].map((text) => `<si><t>${escapeXml(text)}</t></si>`).join('');
  const files = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheet,
    'xl/sharedStrings.xml': `${XML}<sst xmlns="${MAIN}" count="${strings.size}" uniqueCount="${strings.size}">${shared}</sst>`,
  };
  const entries = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]));
  return { bytes: zipSync(entries, { level: 6 }), net };
}
