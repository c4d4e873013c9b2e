import { CANDLE_MESSAGES } from '@carnet/contract';
import {
  CandleFileError,
  type CandleFileReading,
  type CandleLineError,
  type CandleReadOptions,
} from './candle-file.ts';
import { candleLayout } from './candle-layouts.ts';
import { type CandleRow, readCandleRow, uniqueCandles } from './candle-rows.ts';
import { candleTimeframe } from './candle-timeframe.ts';
import { type TimeKind, wallClockConverter } from './candle-times.ts';

/** Line errors kept in the answer: a wrong file is named by its first ones, not by a million. */
export const CANDLE_LINE_ERRORS_MAX = 100;

/** A row's instant: a file without offsets needs the zone of its times, never guessed. */
function instantReader(timeZone: string | undefined): (ms: number, kind: TimeKind) => number {
  const convert = timeZone === undefined ? null : wallClockConverter(timeZone);
  return (ms, kind) => {
    if (kind.instant) return ms;
    if (convert === null) throw new CandleFileError('timezone', CANDLE_MESSAGES.timeZoneRequired);
    return convert(ms);
  };
}

/**
 * Reads a candle file (docs/rules/candles.md#candles): its layout from its first line, each row's time (in
 * `timeZone` when written without offset: required then, never guessed), prices checked, times made unique, the
 * timeframe given or found from the spacing. Rows that cannot be candles are line errors, in French; a file that
 * is no candle file, or holds no candle, is a CandleFileError.
 */
export function readCandleFile(text: string, options: CandleReadOptions): CandleFileReading {
  const lines = text.split(/\r?\n|\r/);
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  if (firstIndex < 0) throw new CandleFileError('file', CANDLE_MESSAGES.noCandle);
  const layout = candleLayout(lines[firstIndex] ?? '');
  const errors: CandleLineError[] = [];
  const rows: CandleRow[] = [];
  const instant = instantReader(options.timeZone);
  const kind: TimeKind = { instant: false };
  for (let index = firstIndex + layout.skip; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line.length === 0 || line.trim() === '') continue;
    const row = readCandleRow(layout, line, index + 1, kind, instant);
    if ('message' in row) errors.push(row);
    else rows.push(row);
  }
  // The lines are no longer needed: their memory may go before the candles are sorted and stored.
  lines.length = 0;
  const candles = uniqueCandles(rows, errors);
  if (candles.length === 0) {
    const first = errors[0];
    throw new CandleFileError(
      'file',
      first ? `${CANDLE_MESSAGES.noCandle} Ligne ${first.line} : ${first.message}` : CANDLE_MESSAGES.noCandle,
    );
  }
  const timeframe = candleTimeframe(
    candles.map((candle) => candle.t),
    options.timeframe,
  );
  errors.sort((a, b) => a.line - b.line);
  return { timeframe, candles, errors: errors.slice(0, CANDLE_LINE_ERRORS_MAX) };
}
