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

/** The report as the « Importer » page uploads it. */
export const reportBlob = (bytes: Uint8Array<ArrayBuffer>) =>
  new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** A new capital account of the trader's, to import the report into. */
export const newAccount = (baseUrl: string, authorization: string, name: string) =>
  callJson<{ id: number }>(baseUrl, authorization, 'POST', '/api/v1/capital-accounts/', {
    name,
    starting_balance: '100000',
  });

/** DELETE /api/v1/imports/{id}/: the batch undone, its trades gone. */
export async function undoImport(baseUrl: string, authorization: string, batchId: number): Promise<void> {
  const undone = await fetch(`${baseUrl}/api/v1/imports/${batchId}/`, {
    method: 'DELETE',
    headers: { authorization },
  });
  if (undone.status !== 204) throw new Error(`annulation de l’import MT5 : HTTP ${undone.status}`);
}

/** POST /api/v1/imports/[preview/] of the report into `accountId`, multipart as the « Importer » page sends it. */
export async function sendReport(
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
 * docs/budgets.md: a 10,000-position MetaTrader 5 report (xlsx, bench/mt5-report.ts), previewed then imported by the
 * measured trader into a new account, each run undone afterwards so the trader keeps its 10,000 trades.
 */
export async function measureMt5Import(
  server: BenchProcess,
  database: PreparedDatabase,
  positions: number,
): Promise<Row[]> {
  const authorization = await logIn(server.baseUrl, database.trader);
  const report = mt5ReportXlsx(positions);
  const file = reportBlob(report.bytes);
  const previewMs: number[] = [];
  const importMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const account = await newAccount(server.baseUrl, authorization, `Import MT5 ${run + 1}`);
    const preview = await sendReport(server.baseUrl, authorization, 'preview/', file, account.id);
    const read = importPreviewSchema.parse(preview.body);
    if (read.count !== positions || read.totals.net_pnl !== report.net)
      throw new Error(
        `aperçu MT5 : ${read.count} positions, net ${read.totals.net_pnl} (attendu ${report.net})`,
      );
    previewMs.push(preview.elapsed);
    const imported = await sendReport(server.baseUrl, authorization, '', file, account.id);
    const batch = importBatchSchema.parse(imported.body);
    if (batch.imported !== positions)
      throw new Error(`import MT5 : ${batch.imported} trades sur ${positions}`);
    importMs.push(imported.elapsed);
    await undoImport(server.baseUrl, authorization, batch.id);
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
