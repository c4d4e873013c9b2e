import type { CandleTimeframe } from '@carnet/domain';

/** One candle read from a file: its opening instant (epoch ms, UTC) and its prices as the file wrote them. */
export type ReadCandle = { t: number; o: string; h: string; l: string; c: string; v: string | null };

/** A row left out, with its line number in the file (1-based) and why, in French. */
export type CandleLineError = { line: number; message: string };

/** A candle file read (docs/rules/candles.md#candles): its candles by time, its timeframe, the rows left out. */
export type CandleFileReading = {
  timeframe: CandleTimeframe;
  candles: ReadCandle[];
  errors: CandleLineError[];
};

/** What the reader needs beside the text: the zone of times written without offset, the timeframe if known. */
export type CandleReadOptions = { timeZone?: string; timeframe?: CandleTimeframe };

/** Why a whole file is refused; the server answers it as a French 400 on `field`. */
export class CandleFileError extends Error {
  constructor(
    readonly field: 'file' | 'timezone' | 'timeframe',
    message: string,
  ) {
    super(message);
  }
}
