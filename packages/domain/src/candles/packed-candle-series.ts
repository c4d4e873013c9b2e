import {
  type Candle,
  type CandleSeries,
  candleSeries,
  isPossible,
  type PriceField,
  priceAsDouble,
} from './candle-series.ts';
import { type CandleTimeframe, TIMEFRAME_SECONDS } from './timeframes.ts';

/** Between a candle's fields, and between two candles, in the packed text. */
const FIELD_SEPARATOR = ',';
const CANDLE_SEPARATOR = ';';
/** Per candle, where its open, high, low and close start in the text, and where the next candle starts. */
const STRIDE = 5;
const FIELD_OFFSET: Record<PriceField, number> = { o: 0, h: 1, l: 2, c: 3 };

/**
 * Candles as one text, `t,o,h,l,c` (epoch ms and exact decimals) joined by `;`, by time: the form a store reads a
 * million candles in without a million objects (ARCHITECTURE.md « Candles »).
 */
export type PackedCandles = string;

/** The candles of a packed text as objects: the rare text that is not in time order is read the ordinary way. */
function unpacked(text: PackedCandles): Candle[] {
  if (text === '') return [];
  return text.split(CANDLE_SEPARATOR).map((record) => {
    const [t = '', o = '', h = '', l = '', c = ''] = record.split(FIELD_SEPARATOR);
    return { t: Number(t), o, h, l, c };
  });
}

/**
 * The series of a packed text, as `candleSeries` reads objects (the same candles kept and left out): doubles in
 * typed arrays, and each exact price a slice of the one text, cut only when a comparison needs it.
 */
export function packedCandleSeries(timeframe: CandleTimeframe, text: PackedCandles): CandleSeries {
  let size = 0;
  for (let at = text.indexOf(CANDLE_SEPARATOR); at >= 0; at = text.indexOf(CANDLE_SEPARATOR, at + 1)) size++;
  if (text !== '') size++;
  const times = new Float64Array(size);
  const opens = new Float64Array(size);
  const highs = new Float64Array(size);
  const lows = new Float64Array(size);
  const closes = new Float64Array(size);
  const offsets = new Uint32Array(size * STRIDE);
  const slice = (index: number, field: number) =>
    text.slice(offsets[index * STRIDE + field], (offsets[index * STRIDE + field + 1] ?? 0) - 1);
  const candleAt = (index: number, t: number): Candle => ({
    t,
    o: slice(index, 0),
    h: slice(index, 1),
    l: slice(index, 2),
    c: slice(index, 3),
  });
  let count = 0;
  let previousTime = Number.NEGATIVE_INFINITY;
  let start = 0;
  for (let index = 0; index < size; index++) {
    const end = index === size - 1 ? text.length : text.indexOf(CANDLE_SEPARATOR, start);
    // The time, then each price's start, then the start of the next candle.
    let cut = text.indexOf(FIELD_SEPARATOR, start);
    if (cut < 0 || cut > end) cut = end;
    const t = Number(text.slice(start, cut));
    // Not strictly in time order (never so from the store): read as candleSeries does, sorting.
    if (!(previousTime < t)) return candleSeries(timeframe, unpacked(text));
    const base = count * STRIDE;
    for (let field = 0; field < 4; field++) {
      offsets[base + field] = cut + 1;
      cut = field === 3 ? end : text.indexOf(FIELD_SEPARATOR, cut + 1);
      if (cut < 0 || cut > end) cut = end;
    }
    offsets[base + 4] = end + 1;
    start = end + 1;
    const o = priceAsDouble(slice(count, 0));
    const h = priceAsDouble(slice(count, 1));
    const l = priceAsDouble(slice(count, 2));
    const c = priceAsDouble(slice(count, 3));
    previousTime = t;
    // Strictly inside on the doubles: nothing to check exactly (the usual case, no object made).
    const isInside = l < o && o < h && l < c && c < h && Number.isFinite(t);
    if (!isInside && !isPossible(candleAt(count, t), o, h, l, c)) continue;
    times[count] = t;
    opens[count] = o;
    highs[count] = h;
    lows[count] = l;
    closes[count] = c;
    count++;
  }
  return {
    timeframe,
    lengthMs: TIMEFRAME_SECONDS[timeframe] * 1000,
    price: (index, field) => (index < count ? slice(index, FIELD_OFFSET[field]) : Number.NaN),
    times: times.subarray(0, count),
    opens: opens.subarray(0, count),
    highs: highs.subarray(0, count),
    lows: lows.subarray(0, count),
    closes: closes.subarray(0, count),
    rejected: size - count,
  };
}
