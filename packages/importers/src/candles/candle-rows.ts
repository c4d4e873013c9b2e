import { CANDLE_MESSAGES } from '@carnet/contract';
import type { CandleLineError, ReadCandle } from './candle-file.ts';
import type { CandleLayout } from './candle-layouts.ts';
import type { CellTime } from './candle-times.ts';

/** A candle as read from its line, the line kept for the errors of repeated times. */
export type CandleRow = ReadCandle & { line: number };

const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A price cell as a canonical decimal (`1.0843`, not `+01.08430`), as the API sends decimals; null when it is no
 * plain decimal. Text work only: a million candles are four million prices.
 */
function price(cell: string | undefined, decimalComma: boolean): string | null {
  if (cell === undefined) return null;
  const text = (decimalComma ? cell.replace(',', '.') : cell).trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  const negative = text.startsWith('-');
  let digits = text.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
  if (digits.includes('.')) digits = digits.replace(/\.?0+$/, '');
  return negative && digits !== '0' ? `-${digits}` : digits;
}

/** a < b on two plain decimals: their doubles, and the exact digits when the doubles are equal. */
function isBelow(a: string, b: string): boolean {
  const [x, y] = [Number(a), Number(b)];
  if (x !== y) return x < y;
  return a !== b && exactlyBelow(a, b);
}

// Two decimals whose doubles are equal: compare their digits (same sign, as their doubles agree).
function exactlyBelow(a: string, b: string): boolean {
  const negative = a.startsWith('-');
  const digits = (value: string) => {
    const [whole = '', fraction = ''] = value.replace(/^[+-]/, '').split('.');
    return { whole: whole.replace(/^0+(?=\d)/, ''), fraction };
  };
  const [left, right] = [digits(a), digits(b)];
  const width = Math.max(left.fraction.length, right.fraction.length);
  const l = left.whole.padStart(right.whole.length, '0') + left.fraction.padEnd(width, '0');
  const r = right.whole.padStart(left.whole.length, '0') + right.fraction.padEnd(width, '0');
  return negative ? l > r : l < r;
}

/** Why a candle's prices cannot be (docs/rules/candles.md#candles), or null. */
function impossibility({ o, h, l, c }: Pick<CandleRow, 'o' | 'h' | 'l' | 'c'>): string | null {
  if (isBelow(h, l)) return CANDLE_MESSAGES.highBelowLow;
  if (isBelow(o, l) || isBelow(h, o)) return CANDLE_MESSAGES.openOutside;
  if (isBelow(c, l) || isBelow(h, c)) return CANDLE_MESSAGES.closeOutside;
  return null;
}

/** One line of a candle file as a row, or the line error that leaves it out. */
export function readCandleRow(
  layout: CandleLayout,
  text: string,
  line: number,
  instant: (time: CellTime) => number,
): CandleRow | CandleLineError {
  const cells = text.split(layout.delimiter).map((cell) => cell.replace(/^"|"$/g, ''));
  const time = layout.time(cells);
  if (time === null) return { line, message: CANDLE_MESSAGES.unreadableRow('heure illisible.') };
  const [o, h, l, c] = [layout.open, layout.high, layout.low, layout.close].map((index) =>
    price(cells[index], layout.decimalComma),
  );
  if (!o || !h || !l || !c) return { line, message: CANDLE_MESSAGES.unreadableRow('prix illisible.') };
  const volumeCell = layout.volume(cells);
  const v =
    volumeCell === undefined || volumeCell.trim() === '' ? null : price(volumeCell, layout.decimalComma);
  if (v === null && volumeCell !== undefined && volumeCell.trim() !== '') {
    return { line, message: CANDLE_MESSAGES.unreadableRow('volume illisible.') };
  }
  const wrong = impossibility({ o, h, l, c });
  return wrong ? { line, message: wrong } : { t: instant(time), o, h, l, c, v, line };
}

const sameValues = (a: ReadCandle, b: ReadCandle) =>
  a.o === b.o && a.h === b.h && a.l === b.l && a.c === b.c && a.v === b.v;

/**
 * The candles by time, each time once: a row repeated with the same values is read once; a time repeated with
 * other values is a line error and neither row is kept (Carnet cannot know which is right).
 */
export function uniqueCandles(candles: CandleRow[], errors: CandleLineError[]): ReadCandle[] {
  // Sorted in place and read once: a year of 1-minute candles is a million rows (docs/budgets.md).
  const sorted = candles.sort((a, b) => a.t - b.t || a.line - b.line);
  const kept: ReadCandle[] = [];
  let index = 0;
  while (index < sorted.length) {
    const first = sorted[index];
    if (first === undefined) break;
    let end = index + 1;
    let conflict = false;
    for (; end < sorted.length && sorted[end]?.t === first.t; end++) {
      const other = sorted[end];
      if (other && !sameValues(first, other)) {
        conflict = true;
        errors.push({ line: other.line, message: CANDLE_MESSAGES.repeatedTime(first.line) });
      }
    }
    if (!conflict) kept.push(first);
    index = end;
  }
  return kept;
}
