import { CANDLE_MESSAGES } from '@carnet/contract';
import { CandleFileError } from './candle-file.ts';
import { readCompactTime, readDateAndTime, readTimeCell, type TimeReader } from './candle-times.ts';

/** Where a layout finds a row's prices and volume; `volume` may pick among several columns. */
export type CandleLayout = {
  delimiter: string;
  /** Lines before the first candle (a header). */
  skip: number;
  time: TimeReader;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: (cells: readonly string[]) => string | undefined;
  /** Prices written with a decimal comma (a `;` or tab file of a French setting). */
  decimalComma: boolean;
};

const column = (index: number) => (cells: readonly string[]) => (index < 0 ? undefined : cells[index]);

/** MetaTrader 5 « Export bars »: `<DATE> <TIME> <OPEN> <HIGH> <LOW> <CLOSE> <TICKVOL> <VOL> <SPREAD>`. */
function metaTrader5(header: string[], delimiter: string): CandleLayout {
  const at = (name: string) => header.indexOf(`<${name}>`);
  const [date, time, vol, tickVol] = [at('DATE'), at('TIME'), at('VOL'), at('TICKVOL')];
  return {
    delimiter,
    skip: 1,
    // Daily bars have no <TIME> column: the bar opens at the day's midnight.
    time: (cells, kind) => readDateAndTime(cells[date] ?? '', time < 0 ? undefined : cells[time], kind),
    open: at('OPEN'),
    high: at('HIGH'),
    low: at('LOW'),
    close: at('CLOSE'),
    // Real volume when the market has one; forex writes 0 there and its tick volume beside it.
    volume: (cells) => {
      const real = vol < 0 ? undefined : cells[vol];
      return real !== undefined && Number(real) !== 0 ? real : (column(tickVol)(cells) ?? real);
    },
    decimalComma: delimiter !== ',',
  };
}

const TIME_COLUMNS = [
  'time',
  'datetime',
  'date time',
  'date/time',
  'timestamp',
  'open time',
  'gmt time',
  'date',
];

/** Any CSV with time, open, high, low, close and an optional volume column (TradingView's « Export chart data »). */
function namedColumns(header: string[], delimiter: string): CandleLayout | null {
  const names = header.map((cell) => cell.trim().toLowerCase().replace(/^"|"$/g, ''));
  const at = (...options: string[]) => names.findIndex((name) => options.includes(name));
  const [open, high, low, close] = [at('open', 'o'), at('high', 'h'), at('low', 'l'), at('close', 'c')];
  const date = at('date', 'day');
  const time = at('time', 'hour');
  const single = at(...TIME_COLUMNS);
  if (open < 0 || high < 0 || low < 0 || close < 0 || single < 0) return null;
  const separate = date >= 0 && time >= 0 && date !== time;
  return {
    delimiter,
    skip: 1,
    time: separate
      ? (cells, kind) => readDateAndTime(cells[date] ?? '', cells[time], kind)
      : (cells, kind) => readTimeCell(cells[single] ?? '', kind),
    open,
    high,
    low,
    close,
    volume: column(at('volume', 'vol', 'v', 'tick volume', 'tickvol')),
    decimalComma: delimiter !== ',',
  };
}

/** MetaTrader 4's history and HistData's MetaStock files: `2024.02.27,16:27,o,h,l,c,v`, no header. */
const META_TRADER_4: CandleLayout = {
  delimiter: ',',
  skip: 0,
  time: (cells, kind) => readDateAndTime(cells[0] ?? '', cells[1], kind),
  open: 2,
  high: 3,
  low: 4,
  close: 5,
  volume: column(6),
  decimalComma: false,
};

/** NinjaTrader's and HistData's ASCII files: `20240227 162700;o;h;l;c;v`, no header. */
const NINJA_TRADER: CandleLayout = {
  delimiter: ';',
  skip: 0,
  time: (cells, kind) => readCompactTime(cells[0] ?? '', kind),
  open: 1,
  high: 2,
  low: 3,
  close: 4,
  volume: column(5),
  decimalComma: true,
};

const DELIMITERS = ['\t', ';', ','];
// Words of a trade report or a fills export, never of a candle file.
const TRADE_WORDS =
  /\b(ticket|profit|commission|swap|p&l|pnl|position|deal|order|qty|quantity|fill|side|buy|sell|symbol)\b|<html/i;

/** The layout of a candle file, from its first line; a French refusal when it is none of them. */
export function candleLayout(firstLine: string): CandleLayout {
  const line = firstLine.replace(/^\uFEFF/, '');
  if (/^\d{4}\.\d{2}\.\d{2},\d{1,2}:\d{2}/.test(line)) return META_TRADER_4;
  if (/^\d{8}(?: \d{4,6})?;/.test(line)) return NINJA_TRADER;
  const delimiter = DELIMITERS.find((candidate) => line.includes(candidate)) ?? ',';
  const header = line.split(delimiter).map((cell) => cell.trim());
  if (header.includes('<DATE>') && header.includes('<OPEN>')) return metaTrader5(header, delimiter);
  const named = namedColumns(header, delimiter);
  if (named) return named;
  if (TRADE_WORDS.test(line)) throw new CandleFileError('file', CANDLE_MESSAGES.tradesNotCandles);
  throw new CandleFileError('file', CANDLE_MESSAGES.unknownFormat);
}
