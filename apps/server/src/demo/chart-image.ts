import sharp from 'sharp';
import type { Random } from './seeded-random.ts';

/** A horizontal level drawn across the chart (entry, stop, a take profit, the exit). */
export type ChartLevel = { price: number; label: string; role: 'entry' | 'stop' | 'target' | 'exit' };

export type ChartSpec = {
  title: string;
  /** Where the candles start and end (the entry for a « before » shot, the exit for an « after » one). */
  fromPrice: number;
  toPrice: number;
  levels: readonly ChartLevel[];
  format: 'png' | 'webp';
};

const WIDTH = 800;
const HEIGHT = 450;
const CANDLES = 56;
const PLOT = { left: 16, right: WIDTH - 132, top: 48, bottom: HEIGHT - 24 };
const COLORS = {
  background: '#0f1419',
  grid: '#1f2933',
  text: '#c9d1d9',
  up: '#26a69a',
  down: '#ef5350',
  entry: '#4c8dff',
  stop: '#ef5350',
  target: '#26a69a',
  exit: '#f5c451',
} as const;

type Candle = { open: number; high: number; low: number; close: number };

/**
 * A synthetic candle chart as a real PNG or WebP (SVG rendered by sharp), so the demo's screenshots go through
 * the same upload path as a trader's: content check, metadata stripping, thumbnail.
 */
export async function renderChartImage(spec: ChartSpec, random: Random): Promise<Buffer> {
  const candles = walkCandles(spec.fromPrice, spec.toPrice, random);
  const prices = [
    ...candles.flatMap((candle) => [candle.high, candle.low]),
    ...spec.levels.map((l) => l.price),
  ];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const margin = (high - low) * 0.08 || Math.abs(high) * 0.001 || 1;
  const y = (price: number) =>
    PLOT.bottom - ((price - (low - margin)) / (high - low + 2 * margin)) * (PLOT.bottom - PLOT.top);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${COLORS.background}"/>`,
    ...gridLines(),
    ...candles.map((candle, index) => candleShape(candle, index, y)),
    ...spec.levels.map((level) => levelLine(level, y(level.price))),
    `<text x="${PLOT.left}" y="30" fill="${COLORS.text}" font-family="DejaVu Sans, sans-serif" font-size="18">${escapeXml(spec.title)}</text>`,
    '</svg>',
  ].join('');
  const image = sharp(Buffer.from(svg));
  return spec.format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.webp().toBuffer();
}

/** A random walk from one price to the other, with bodies and wicks scaled to the distance travelled. */
function walkCandles(fromPrice: number, toPrice: number, random: Random): Candle[] {
  const step = Math.max(Math.abs(toPrice - fromPrice), Math.abs(fromPrice) * 0.002) / 9;
  const candles: Candle[] = [];
  let price = fromPrice - (toPrice - fromPrice) * 0.6 + random.between(-3, 3) * step;
  for (let index = 0; index < CANDLES; index++) {
    const remaining = CANDLES - index;
    const pull = (toPrice - price) / remaining;
    const close = price + pull + random.between(-1, 1) * step;
    const wick = () => random.between(0, 0.6) * step;
    candles.push({
      open: price,
      close,
      high: Math.max(price, close) + wick(),
      low: Math.min(price, close) - wick(),
    });
    price = close;
  }
  return candles;
}

function gridLines(): string[] {
  return Array.from({ length: 5 }, (_, index) => {
    const lineY = PLOT.top + ((PLOT.bottom - PLOT.top) * index) / 4;
    return `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${lineY}" y2="${lineY}" stroke="${COLORS.grid}"/>`;
  });
}

function candleShape(candle: Candle, index: number, y: (price: number) => number): string {
  const slot = (PLOT.right - PLOT.left) / CANDLES;
  const x = PLOT.left + slot * index + slot / 2;
  const color = candle.close >= candle.open ? COLORS.up : COLORS.down;
  const top = y(Math.max(candle.open, candle.close));
  const height = Math.max(1, y(Math.min(candle.open, candle.close)) - top);
  return (
    `<line x1="${x}" x2="${x}" y1="${y(candle.high)}" y2="${y(candle.low)}" stroke="${color}"/>` +
    `<rect x="${x - slot * 0.35}" y="${top}" width="${slot * 0.7}" height="${height}" fill="${color}"/>`
  );
}

function levelLine(level: ChartLevel, lineY: number): string {
  const color = COLORS[level.role];
  return (
    `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${lineY}" y2="${lineY}" stroke="${color}" stroke-dasharray="6 4"/>` +
    `<text x="${PLOT.right + 6}" y="${lineY + 4}" fill="${color}" font-family="DejaVu Sans, sans-serif" font-size="12">${escapeXml(level.label)}</text>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
