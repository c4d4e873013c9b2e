import { performance } from 'node:perf_hooks';
import { csvImportResultSchema } from '@carnet/contract';
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
    const session = await callJson<{ id: number }>(
      server.baseUrl,
      authorization,
      'POST',
      '/api/v1/backtests/sessions/',
      {
        name: `Import de mesure ${run + 1}`,
      },
    );
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'backtest.csv');
    let started = performance.now();
    const imported = await fetch(`${server.baseUrl}/api/v1/backtests/sessions/${session.id}/import_csv/`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    const answer = await imported.text();
    importMs.push(performance.now() - started);
    if (!imported.ok) throw new Error(`import CSV : HTTP ${imported.status} ${answer}`);
    const result = csvImportResultSchema.parse(JSON.parse(answer));
    if (result.imported !== trades)
      throw new Error(`import CSV : ${result.imported} trades importés sur ${trades}`);
    started = performance.now();
    const exported = await fetch(`${server.baseUrl}/api/v1/backtests/sessions/${session.id}/export_csv/`, {
      headers: { authorization },
    });
    const lines = (await exported.text()).split('\r\n').filter(Boolean).length;
    exportMs.push(performance.now() - started);
    if (!exported.ok || lines !== trades + 1)
      throw new Error(`export CSV : HTTP ${exported.status}, ${lines} lignes`);
  }
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
