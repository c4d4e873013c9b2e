import { performance } from 'node:perf_hooks';
import { CSV_IMPORT_MAX_BYTES, csvImportResultSchema } from '@carnet/contract';
import { type BacktestExportTrade, exportBacktestCsv } from '@carnet/domain';
import { count } from './bench-plan.ts';
import { callJson, logIn } from './http-client.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

const RUNS = 3;
const MINUTE_MS = 60_000;

/** `trades` backtest trades in our own export format: a win, a loss or a break-even, one a minute. */
function backtestCsv(trades: number): string {
  const rows: BacktestExportTrade[] = [];
  const firstEntryMs = Date.UTC(2025, 0, 6, 8);
  for (let index = 0; index < trades; index++) {
    const isLong = index % 2 === 0;
    rows.push({
      entry_time: firstEntryMs + index * MINUTE_MS,
      side: isLong ? 'LONG' : 'SHORT',
      instrument: 'EURUSD',
      timeframe: 'M5',
      strategy_tag: 'cassure',
      entry_price: '1.1000',
      qty: '10000',
      stop_loss: isLong ? '1.0980' : '1.1020',
      notes: index % 10 === 0 ? 'Retest propre, volume en hausse' : '',
      take_profits: [
        { price: isLong ? '1.1040' : '1.0960', quantity_to_sell: '5000' },
        { price: isLong ? '1.1060' : '1.0940', quantity_to_sell: '5000' },
      ],
    });
  }
  return exportBacktestCsv(rows);
}

/** The largest CSV the import takes (CSV_IMPORT_MAX_BYTES, 5 MB) in the same format, and its trade count. */
function largestCsv(): { csv: string; trades: number } {
  const sample = 1_000;
  const bytesPerTrade = Buffer.byteLength(backtestCsv(sample)) / sample;
  let trades = Math.floor(CSV_IMPORT_MAX_BYTES / bytesPerTrade);
  let csv = backtestCsv(trades);
  while (Buffer.byteLength(csv) > CSV_IMPORT_MAX_BYTES) {
    trades -= 100;
    csv = backtestCsv(trades);
  }
  return { csv, trades };
}

const newSession = async (baseUrl: string, authorization: string, name: string) =>
  (await callJson<{ id: number }>(baseUrl, authorization, 'POST', '/api/v1/backtests/sessions/', { name }))
    .id;

/** POST …/import_csv/ of `csv` (`trades` rows) into a session, multipart as the page sends it. */
async function importInto(
  baseUrl: string,
  authorization: string,
  sessionId: number,
  csv: string,
  trades: number,
) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'backtest.csv');
  const imported = await fetch(`${baseUrl}/api/v1/backtests/sessions/${sessionId}/import_csv/`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const answer = await imported.text();
  if (!imported.ok) throw new Error(`import CSV : HTTP ${imported.status} ${answer}`);
  const result = csvImportResultSchema.parse(JSON.parse(answer));
  if (result.imported !== trades)
    throw new Error(`import CSV : ${result.imported} trades importés sur ${trades}`);
}

/**
 * The server's resident memory around the largest import (851 MB after a 5 MB CSV on the embedded
 * database): its peak (VmHWM, started over just before) while it imports the file, then lists and exports the
 * session's trades as the page does after an import, and what stays resident afterwards.
 */
async function measureLargestImportMemory(
  server: BenchProcess,
  database: PreparedDatabase,
  authorization: string,
): Promise<Row> {
  const { csv, trades } = largestCsv();
  const sessionId = await newSession(server.baseUrl, authorization, 'Import de 5 Mo');
  const before = server.rssMb();
  server.resetPeakRss();
  await importInto(server.baseUrl, authorization, sessionId, csv, trades);
  for (const path of ['trades/', 'export_csv/']) {
    const response = await fetch(`${server.baseUrl}/api/v1/backtests/sessions/${sessionId}/${path}`, {
      headers: { authorization },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} après l’import de 5 Mo : HTTP ${response.status}`);
  }
  const peak = server.peakRssMb();
  const after = server.rssMb();
  const mb = (value: number) => `${Math.round(value)} Mo`;
  return row(
    `Import CSV de 5 Mo (${count(trades)} trades), liste et export : mémoire résidente de pointe`,
    database.label,
    peak,
    `${mb(peak)} (avant ${mb(before)}, après ${mb(after)})`,
    null,
  );
}

/** Import through POST …/import_csv/ (multipart, as the page sends it), then export through GET …/export_csv/. */
export async function measureCsv(
  server: BenchProcess,
  database: PreparedDatabase,
  trades: number,
): Promise<Row[]> {
  const authorization = await logIn(server.baseUrl, database.trader);
  const csv = backtestCsv(trades);
  const importMs: number[] = [];
  const exportMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const sessionId = await newSession(server.baseUrl, authorization, `Import de mesure ${run + 1}`);
    let started = performance.now();
    await importInto(server.baseUrl, authorization, sessionId, csv, trades);
    importMs.push(performance.now() - started);
    started = performance.now();
    const exported = await fetch(`${server.baseUrl}/api/v1/backtests/sessions/${sessionId}/export_csv/`, {
      headers: { authorization },
    });
    const lines = (await exported.text()).split('\r\n').filter(Boolean).length;
    exportMs.push(performance.now() - started);
    if (!exported.ok || lines !== trades + 1)
      throw new Error(`export CSV : HTTP ${exported.status}, ${lines} lignes`);
  }
  const memory = await measureLargestImportMemory(server, database, authorization);
  const db = database.label;
  const median = (values: number[]) => percentile(values, 50);
  const runs = (values: number[]) =>
    `${ms(median(values))} (${values.map((value) => Math.round(value)).join(', ')})`;
  return [
    row(
      `Import CSV de ${count(trades)} trades de backtest : médiane de ${RUNS}`,
      db,
      median(importMs),
      runs(importMs),
      {
        limit: 3_000,
        kind: 'below',
        unit: 'ms',
      },
    ),
    memory,
    row(
      `Export CSV de ${count(trades)} trades de backtest : médiane de ${RUNS}`,
      db,
      median(exportMs),
      runs(exportMs),
      {
        limit: 1_000,
        kind: 'below',
        unit: 'ms',
      },
    ),
  ];
}
