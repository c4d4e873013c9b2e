import {
  CANDLE_MESSAGES,
  CANDLES_PER_REQUEST_MAX,
  type CandleCoverage,
  type CandleImportResult,
  type CandleOut,
  type CandleSeriesQuery,
  type CandlesQuery,
  candleImportOptionsSchema,
} from '@carnet/contract';
import { CANDLE_TIMEFRAMES, TIMEFRAME_SECONDS } from '@carnet/domain';
import { CandleFileError, type CandleFileReading, decodeText, readCandleFile } from '@carnet/importers';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import type { CandleSeriesRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isoDateTime } from '../../http/serialize.ts';
import { IMPORT_FILE_FIELD, type ImportUpload } from '../imports/read-import-upload.ts';
import { uploadOptions } from '../imports/upload-options.ts';
import { refreshSymbolExcursions } from '../trades/trade-excursions.queries.ts';
import { ANALYZE_AFTER_CANDLES, candleQueries } from './candles.repository.ts';

function readFile(
  upload: ImportUpload,
  timeZone: string | undefined,
  timeframe: CandleFileReading['timeframe'] | undefined,
) {
  try {
    return readCandleFile(decodeText(upload.bytes), { timeZone, timeframe });
  } catch (error) {
    if (!(error instanceof CandleFileError)) throw error;
    throw badRequest({ [error.field === 'file' ? IMPORT_FILE_FIELD : error.field]: [error.message] });
  }
}

const coverageOf = (row: CandleSeriesRow): CandleCoverage => ({
  symbol: row.symbol,
  timeframe: row.timeframe,
  first: isoDateTime(row.first),
  last: isoDateTime(row.last),
  count: row.count,
});

/**
 * The candle store (docs/rules/candles.md#candles): imports replace the candles at the same times, in one
 * transaction with the series' span and the excursions of the symbol's trades they touch; every read and delete
 * is the caller's own series (another user's is never seen).
 */
export function createCandlesService(db: Db) {
  const queries = candleQueries(db);
  return {
    async import(userId: number, upload: ImportUpload): Promise<CandleImportResult> {
      const options = uploadOptions(candleImportOptionsSchema, upload.fields);
      if (!(await queries.isKnownSymbol(userId, options.symbol))) {
        throw badRequest({ symbol: [CANDLE_MESSAGES.unknownSymbol(options.symbol)] });
      }
      const reading = readFile(upload, options.timezone, options.timeframe);
      const key = { userId, symbol: options.symbol, timeframe: reading.timeframe };
      const firstMs = reading.candles[0]?.t ?? 0;
      const lastMs = reading.candles.at(-1)?.t ?? 0;
      const replaced = await runTransaction(db, async (tx) => {
        const store = candleQueries(tx);
        const before = await store.lockSeries(key, new Date(firstMs), new Date(lastMs));
        const canMeetStored =
          before.count > 0 && firstMs <= before.last.getTime() && lastMs >= before.first.getTime();
        await store.upsertCandles(before.id, reading.candles, canMeetStored);
        const after = await store.refreshSpan(before.id);
        const lengthMs = TIMEFRAME_SECONDS[reading.timeframe] * 1000;
        await refreshSymbolExcursions(tx, userId, options.symbol, {
          fromMs: firstMs,
          toMs: lastMs + lengthMs,
        });
        // Every candle read is now stored: those that were not new replaced one at the same time.
        return reading.candles.length - (after.count - before.count);
      });
      if (reading.candles.length >= ANALYZE_AFTER_CANDLES) await queries.analyze();
      return {
        symbol: options.symbol,
        timeframe: reading.timeframe,
        first: isoDateTime(new Date(firstMs)),
        last: isoDateTime(new Date(lastMs)),
        count: reading.candles.length,
        replaced,
        errors: reading.errors,
      };
    },

    async candles(userId: number, query: CandlesQuery): Promise<CandleOut[]> {
      const series = await queries.findSeries({ userId, symbol: query.symbol, timeframe: query.timeframe });
      if (series === undefined) return [];
      const from = query.from === undefined ? undefined : new Date(query.from);
      const to = query.to === undefined ? undefined : new Date(query.to);
      const rows = await queries.readRange(series.id, from, to, CANDLES_PER_REQUEST_MAX);
      return rows.map((row) => ({ t: isoDateTime(row.t), o: row.o, h: row.h, l: row.l, c: row.c, v: row.v }));
    },

    async coverage(userId: number): Promise<CandleCoverage[]> {
      const rows = await queries.listSeries(userId);
      const rank = (row: CandleSeriesRow) => CANDLE_TIMEFRAMES.indexOf(row.timeframe);
      return rows
        .filter((row) => row.count > 0)
        .sort((a, b) => a.symbol.localeCompare(b.symbol) || rank(a) - rank(b))
        .map(coverageOf);
    },

    async delete(userId: number, query: CandleSeriesQuery): Promise<void> {
      await runTransaction(db, async (tx) => {
        const store = candleQueries(tx);
        const series = await store.findSeries({ userId, symbol: query.symbol, timeframe: query.timeframe });
        if (series === undefined) throw notFound();
        await store.deleteSeries(series.id);
        const lengthMs = TIMEFRAME_SECONDS[series.timeframe] * 1000;
        const span = { fromMs: series.first.getTime(), toMs: series.last.getTime() + lengthMs };
        await refreshSymbolExcursions(tx, userId, series.symbol, span, true);
      });
    },
  };
}

export type CandlesService = ReturnType<typeof createCandlesService>;
