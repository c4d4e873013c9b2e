import { performance } from 'node:perf_hooks';
import { importBatchSchema, importPreviewSchema } from '@carnet/contract';
import { count } from './bench-plan.ts';
import { callJson, logIn } from './http-client.ts';
import { mt5ReportXlsx } from './mt5-report.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

const RUNS = 3;
const FILE_NAME = 'ReportHistory-1000001.xlsx';
const TIME_ZONE = 'Europe/Athens';

/** POST /api/v1/imports/[preview/] of the report into `accountId`, multipart as the « Importer » page sends it. */
async function send(
  baseUrl: string,
  authorization: string,
  path: '' | 'preview/',
  file: Blob,
  accountId: number,
) {
  const form = new FormData();
  form.append('capital_account', String(accountId));
  form.append('timezone', TIME_ZONE);
  form.append('file', file, FILE_NAME);
  const started = performance.now();
  const answer = await fetch(`${baseUrl}/api/v1/imports/${path}`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const text = await answer.text();
  const elapsed = performance.now() - started;
  if (!answer.ok)
    throw new Error(`import MT5 ${path || 'définitif'} : HTTP ${answer.status} ${text.slice(0, 300)}`);
  return { elapsed, body: JSON.parse(text) };
}

/**
 * DESIGN §9: a 10,000-position MetaTrader 5 report (xlsx, bench/mt5-report.ts), previewed then imported by the
 * measured trader into a new account, each run undone afterwards so the trader keeps its 10,000 trades.
 */
export async function measureMt5Import(
  server: BenchProcess,
  database: PreparedDatabase,
  positions: number,
): Promise<Row[]> {
  const authorization = await logIn(server.baseUrl, database.trader);
  const report = mt5ReportXlsx(positions);
  const file = new Blob([report.bytes], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const previewMs: number[] = [];
  const importMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const account = await callJson<{ id: number }>(
      server.baseUrl,
      authorization,
      'POST',
      '/api/v1/capital-accounts/',
      {
        name: `Import MT5 ${run + 1}`,
        starting_balance: '100000',
      },
    );
    const preview = await send(server.baseUrl, authorization, 'preview/', file, account.id);
    const read = importPreviewSchema.parse(preview.body);
    if (read.count !== positions || read.totals.net_pnl !== report.net)
      throw new Error(
        `aperçu MT5 : ${read.count} positions, net ${read.totals.net_pnl} (attendu ${report.net})`,
      );
    previewMs.push(preview.elapsed);
    const imported = await send(server.baseUrl, authorization, '', file, account.id);
    const batch = importBatchSchema.parse(imported.body);
    if (batch.imported !== positions)
      throw new Error(`import MT5 : ${batch.imported} trades sur ${positions}`);
    importMs.push(imported.elapsed);
    const undone = await fetch(`${server.baseUrl}/api/v1/imports/${batch.id}/`, {
      method: 'DELETE',
      headers: { authorization },
    });
    if (undone.status !== 204) throw new Error(`annulation de l’import MT5 : HTTP ${undone.status}`);
  }
  const runs = (values: number[]) =>
    `${ms(percentile(values, 50))} (${values.map((value) => Math.round(value)).join(', ')})`;
  const budget = { limit: 3_000, kind: 'below', unit: 'ms' } as const;
  const size = `${(report.bytes.length / 1_000_000).toFixed(1)} Mo`;
  return [
    row(
      `Aperçu d’un rapport MetaTrader 5 de ${count(positions)} positions (xlsx, ${size}) : médiane de ${RUNS}`,
      database.label,
      percentile(previewMs, 50),
      runs(previewMs),
      budget,
    ),
    row(
      `Import du même rapport : médiane de ${RUNS}`,
      database.label,
      percentile(importMs, 50),
      runs(importMs),
      budget,
    ),
  ];
}
