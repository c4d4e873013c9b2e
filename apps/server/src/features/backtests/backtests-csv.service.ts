import type { CsvImportResult } from '@carnet/contract';
import { type BacktestCsvTrade, exportBacktestCsv, readBacktestCsv } from '@carnet/domain';
import type { BacktestSessionRow } from '../../db/schema/index.ts';
import { ownedOr404 } from '../../http/errors.ts';
import { fieldErrorsOf, tradeResult } from './backtest-rows.ts';
import {
  type BacktestsRepository,
  BULK_INSERT_BATCH_SIZE,
  type BulkBacktestTrade,
} from './backtests.repository.ts';
import { refreshSessionMetrics } from './backtests.service.ts';
import { decodeCsvText } from './csv-upload.ts';
import { sessionCurrencyAfter } from './session-currency.ts';

export type CsvExport = { fileName: string; content: string };

/** CSV export and import of a session's trades (docs/rules/backtests.md), formats owned by the rules package. */
export function createBacktestsCsvService(repository: BacktestsRepository) {
  return {
    async exportCsv(userId: number, sessionId: number): Promise<CsvExport> {
      const session = ownedOr404(await repository.findSession(userId, sessionId));
      const trades = await repository.listTrades(sessionId);
      const content = exportBacktestCsv(
        trades.map((trade) => ({
          entry_time: trade.entryTime,
          side: trade.side,
          instrument: trade.instrument,
          timeframe: trade.timeframe,
          strategy_tag: trade.strategyTag,
          entry_price: trade.entryPrice,
          qty: trade.qty,
          stop_loss: trade.stopLoss,
          notes: trade.notes,
          take_profits: trade.takeProfits,
          pnl_abs: trade.pnlAbs,
        })),
      );
      return { fileName: csvFileName(session), content };
    },

    /**
     * Imports the valid rows in one transaction (bulk inserts, then the metrics recomputed once) and reports
     * the invalid lines; a file without a valid row changes nothing. The file is read only once the session is
     * known to be the caller's. `timeZone` reads zone-less times (TradingView's chart zone; default UTC). The
     * currency a TradingView file names becomes the session's (session-currency.ts).
     * Rows are read and stored one batch at a time: a 5 MB file (54,000 rows) held whole as records, rows and
     * bulk rows took the embedded server from 260 MB to a 670 MB peak over two imports (485 MB now).
     */
    async importCsv(
      userId: number,
      sessionId: number,
      readFile: () => Promise<Buffer>,
      options: { timeZone?: string | undefined } = {},
    ): Promise<CsvImportResult> {
      const session = ownedOr404(await repository.findSession(userId, sessionId));
      const text = decodeCsvText(await readFile());
      const readOptions = options.timeZone ? { timeZone: options.timeZone } : {};
      // Inside the transaction, so that a run again after a write conflict reads the file from its start.
      return repository.transaction(async (queries) => {
        const locked = ownedOr404(await queries.lockSession(userId, sessionId));
        const result: CsvImportResult = { imported: 0, errors: [] };
        let batch: BulkBacktestTrade[] = [];
        const store = async () => {
          await queries.insertTrades(sessionId, batch);
          result.imported += batch.length;
          batch = [];
        };
        let currency = locked.currency;
        for (const read of readBacktestCsv(text, readOptions)) {
          if ('errors' in read) {
            result.errors.push({ line: read.line, errors: fieldErrorsOf(read.errors) });
          } else {
            currency = sessionCurrencyAfter(currency, read.currency);
            batch.push(toBulkTrade(read, session));
          }
          if (batch.length === BULK_INSERT_BATCH_SIZE) await store();
        }
        if (batch.length > 0) await store();
        if (currency !== null && currency !== locked.currency) {
          await queries.setSessionCurrency(sessionId, currency);
        }
        if (result.imported > 0) await refreshSessionMetrics(queries, locked);
        return result;
      });
    },
  };
}

export type BacktestsCsvService = ReturnType<typeof createBacktestsCsvService>;

/**
 * A valid CSV row as stored: instrument and timeframe from the session when the file has none; the pnl the file
 * reports when it gives one (docs/rules/imports.md « Backtests too »: TradingView's profit, in the file's currency), else
 * the pnl of its exits (docs/rules/backtests.md).
 */
function toBulkTrade(row: BacktestCsvTrade, session: BacktestSessionRow): BulkBacktestTrade {
  const { reported_pnl: reportedPnl, currency: _currency, ...trade } = row;
  const takeProfits = trade.take_profits.map((takeProfit, order) => ({ ...takeProfit, order }));
  const result = tradeResult(trade, takeProfits);
  return {
    ...trade,
    instrument: trade.instrument || session.instrument,
    timeframe: trade.timeframe || session.timeframe,
    take_profits: takeProfits,
    pnl_abs: reportedPnl ?? result.pnl_abs,
    r_multiple: result.r_multiple,
  };
}

/** `backtest-12-eurusd-h1-london.csv`: ASCII only, so no header injection and no odd name on any system. */
export function csvFileName(session: Pick<BacktestSessionRow, 'id' | 'name'>): string {
  const slug = session.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `backtest-${session.id}${slug ? `-${slug}` : ''}.csv`;
}
