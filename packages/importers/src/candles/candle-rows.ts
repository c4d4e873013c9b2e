import { CANDLE_MESSAGES } from '@carnet/contract';
import type { CandleLineError, ReadCandle } from './candle-file.ts';
import type { CandleLayout } from './candle-layouts.ts';
import type { TimeKind } from './candle-times.ts';

/** A candle as read from its line, the line kept for the errors of repeated times. */
export type CandleRow = ReadCandle & { line: number };

const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;
// Already as the API writes decimals: no sign but a minus, no leading zero, no trailing zero after the point.
const CANONICAL = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/**
 * A price cell as a canonical decimal (`1.0843`, not `+01.08430`), as the API sends decimals; null when it is no
 * plain decimal. Text work only: a million candles are four million prices.
 */
function price(cell: string | undefined, decimalComma: boolean): string | null {
  if (cell === undefined) return null;
  const text = (decimalComma ? cell.replace(',', '.') : cell).trim();
  if (CANONICAL.test(text)) return text === '-0' ? '0' : text;
  if (!PLAIN_DECIMAL.test(text)) return null;
  const negative = text.startsWith('-');
  let digits = text.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
  if (digits.includes('.')) digits = digits.replace(/\.?0+$/, '');
  return negative && digits !== '0' ? `-${digits}` : digits;
}

// Two decimals whose doubles are equal: compare their digits (same sign, as their doubles agree).
function exactlyBelow(a: string, b: string): boolean {
  if (a === b) return false;
  const negative = a.startsWith('-');
  const digits = (value: string) => {
    const [whole = '', fraction = ''] = value.replace(/^-/, '').split('.');
    return { whole, fraction };
  };
  const [left, right] = [digits(a), digits(b)];
  const width = Math.max(left.fraction.length, right.fraction.length);
  const l = left.whole.padStart(right.whole.length, '0') + left.fraction.padEnd(width, '0');
  const r = right.whole.padStart(left.whole.length, '0') + right.fraction.padEnd(width, '0');
  return negative ? l > r : l < r;
}

/** a < b on two canonical decimals whose doubles are `x` and `y`: exact when the doubles are equal. */
const isBelow = (x: number, a: string, y: number, b: string) => (x !== y ? x < y : exactlyBelow(a, b));

/** Why a candle's prices cannot be (docs/rules/candles.md#candles), or null. */
function impossibility(o: string, h: string, l: string, c: string): string | null {
  const [no, nh, nl, nc] = [Number(o), Number(h), Number(l), Number(c)];
  // Strictly inside on the doubles: nothing to check exactly (the usual case).
  if (nl < no && no < nh && nl < nc && nc < nh) return null;
  if (isBelow(nh, h, nl, l)) return CANDLE_MESSAGES.highBelowLow;
  if (isBelow(no, o, nl, l) || isBelow(nh, h, no, o)) return CANDLE_MESSAGES.openOutside;
  if (isBelow(nc, c, nl, l) || isBelow(nh, h, nc, c)) return CANDLE_MESSAGES.closeOutside;
  return null;
}

const unquote = (cell: string) => cell.replace(/^"|"$/g, '');

/**
 * One line of a candle file as a row, or the line error that leaves it out; `instant` turns the time read into
 * an instant (the file's zone applied to a wall-clock time).
 */
export function readCandleRow(
  layout: CandleLayout,
  text: string,
  line: number,
  kind: TimeKind,
  instant: (ms: number, kind: TimeKind) => number,
): CandleRow | CandleLineError {
  const split = text.split(layout.delimiter);
  const cells = text.includes('"') ? split.map(unquote) : split;
  const read = layout.time(cells, kind);
  if (Number.isNaN(read)) return { line, message: CANDLE_MESSAGES.unreadableRow('heure illisible.') };
  const o = price(cells[layout.open], layout.decimalComma);
  const h = price(cells[layout.high], layout.decimalComma);
  const l = price(cells[layout.low], layout.decimalComma);
  const c = price(cells[layout.close], layout.decimalComma);
  if (!o || !h || !l || !c) return { line, message: CANDLE_MESSAGES.unreadableRow('prix illisible.') };
  const volumeCell = layout.volume(cells);
  const hasVolume = volumeCell !== undefined && volumeCell.trim() !== '';
  const v = hasVolume ? price(volumeCell, layout.decimalComma) : null;
  if (hasVolume && v === null) return { line, message: CANDLE_MESSAGES.unreadableRow('volume illisible.') };
  const wrong = impossibility(o, h, l, c);
  return wrong ? { line, message: wrong } : { t: instant(read, kind), o, h, l, c, v, line };
}

const sameValues = (a: ReadCandle, b: ReadCandle) =>
  a.o === b.o && a.h === b.h && a.l === b.l && a.c === b.c && a.v === b.v;

const isSorted = (rows: readonly CandleRow[]) =>
  rows.every((row, index) => index === 0 || (rows[index - 1]?.t ?? 0) <= row.t);

/**
 * The candles by time, each time once: a row repeated with the same values is read once; a time repeated with
 * other values is a line error and neither row is kept (Carnet cannot know which is right).
 */
export function uniqueCandles(candles: CandleRow[], errors: CandleLineError[]): ReadCandle[] {
  // Sorted in place, and only when needed: files are written in time order (docs/budgets.md: a million rows).
  const sorted = isSorted(candles) ? candles : candles.sort((a, b) => a.t - b.t || a.line - b.line);
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
