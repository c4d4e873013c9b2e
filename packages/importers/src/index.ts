// @carnet/importers: the readers of the trading platforms' files. Pure: bytes or text in, trades or
// line errors out; no database, no HTTP, no file system, no clock. The server reads uploads with them on its
// import worker thread; the web never imports them (their parsing libraries stay out of its bundle).
// The readers themselves are `@carnet/importers/platforms` (PLATFORM_PARSERS): only the worker imports them, so the
// server's main thread, which takes its helpers from here, never loads HTML, XML or zip parsers (docs/budgets.md).

export {
  CandleFileError,
  type CandleFileReading,
  type CandleLineError,
  type ReadCandle,
} from './candles/candle-file.ts';
export { readCandleFile } from './candles/read-candle-file.ts';
export { decodeText } from './decode-text.ts';
export {
  type ImportFile,
  ImportFormatError,
  type LocalDateTime,
  type ParsedFile,
  type ParsedJournal,
  type ParsedTrade,
  type ParseError,
  type PlatformParser,
  type ReadOptions,
  type StatedFigures,
} from './parsed-file.ts';
export {
  ITEM_SEPARATOR,
  PART_SEPARATOR,
  TRADES_CSV_HEADER,
  type TradesCsvColumn,
} from './platforms/carnet/trades-csv-format.ts';
export { ROW_PROBLEMS } from './platforms/row-problems.ts';
export { readFileHeader } from './platforms/template/read-file-header.ts';
export { readTemplateFile, type TemplateReading } from './platforms/template/template-reader.ts';
export { readDecimal } from './read-decimal.ts';
export { type BuiltTrade, reconcileImport } from './reconcile-import.ts';
