import { importBatchSchema } from '@carnet/contract';
import { count } from './bench-plan.ts';
import { logIn } from './http-client.ts';
import { runLoad } from './load.ts';
import { newAccount, reportBlob, sendReport, undoImport } from './mt5-import.ts';
import { mt5ReportXlsx } from './mt5-report.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, type Row, row } from './report.ts';

/** How long the second client lists its trades, reports previewed and imported all along. */
const LOAD_SECONDS = 8;
const MIN_IMPORTS = 2;

/**
 * docs/budgets.md, docs/rules/imports.md: the server answers other requests while a 10,000-position MetaTrader 5 report is previewed
 * and imported (read in a worker thread). The measured trader lists its trades (`GET /api/v1/trades/?page=1`, one
 * connection, as the challenge odds' row does) while another user, the challenge's, previews and imports the
 * report into a new account again and again; every batch is undone afterwards. The embedded database runs one
 * query at a time and an import is one transaction: the list call that meets its writes waits for them, hence
 * the slowest call beside the p99.
 */
export async function measureListDuringMt5Import(
  server: BenchProcess,
  database: PreparedDatabase,
  positions: number,
): Promise<Row> {
  const lister = await logIn(server.baseUrl, database.trader);
  const importer = await logIn(server.baseUrl, database.challenge.trader);
  const file = reportBlob(mt5ReportXlsx(positions).bytes);
  let isListing = true;
  const list = runLoad({
    url: `${server.baseUrl}/api/v1/trades/?page=1`,
    connections: 1,
    seconds: LOAD_SECONDS,
    headers: { authorization: lister },
  }).finally(() => {
    isListing = false;
  });
  const batches: number[] = [];
  while (isListing || batches.length < MIN_IMPORTS) {
    const account = await newAccount(
      server.baseUrl,
      importer,
      `Import MT5 sous charge ${batches.length + 1}`,
    );
    await sendReport(server.baseUrl, importer, 'preview/', file, account.id);
    const imported = await sendReport(server.baseUrl, importer, '', file, account.id);
    batches.push(importBatchSchema.parse(imported.body).id);
  }
  const listed = await list;
  for (const batchId of batches) await undoImport(server.baseUrl, importer, batchId);
  return row(
    `Liste ?page=1 d’un second client pendant ${batches.length} aperçus et imports du rapport de ${count(positions)} positions : p99`,
    database.label,
    listed.p99Ms,
    `${ms(listed.p99Ms)} (médiane ${ms(listed.medianMs)}, max ${ms(listed.maxMs)}, ${listed.requests} requêtes)`,
    { limit: 100, kind: 'below', unit: 'ms' },
  );
}
