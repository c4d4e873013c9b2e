import { BUILT_SERVER } from '../scripts/lib/server-build.mjs';
import { callJson, logIn } from './http-client.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import { startProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

const STARTS = 3;
const IDLE_MS = 5_000;

/**
 * The real server process, as `npm start` runs it (the build), started on the existing, seeded database (the time until it first answers), then a
 * few requests of a user opening the app, then idle: its resident memory (VmRSS). Median of three starts.
 */
export async function measureStartAndMemory(database: PreparedDatabase): Promise<Row[]> {
  const startTimes: number[] = [];
  const residentMb: number[] = [];
  for (let start = 0; start < STARTS; start++) {
    const server = await startProcess(BUILT_SERVER, database.env);
    try {
      startTimes.push(server.startMs);
      const authorization = await logIn(server.baseUrl, database.trader);
      for (const path of [
        '/api/v1/trades/?page=1',
        '/api/v1/trades/dashboard/?group=month',
        '/api/v1/profile/',
      ]) {
        await callJson(server.baseUrl, authorization, 'GET', path);
      }
      await new Promise((idle) => setTimeout(idle, IDLE_MS));
      residentMb.push(server.rssMb());
    } finally {
      await server.stop();
    }
  }
  const startMs = percentile(startTimes, 50);
  const rssMb = percentile(residentMb, 50);
  const db = database.label;
  return [
    row(
      'Démarrage du serveur sur la base existante (jusqu’à la 1re réponse) : médiane de 3',
      db,
      startMs,
      `${ms(startMs)} (${startTimes.map((value) => Math.round(value)).join(', ')})`,
      database.isEmbedded ? { limit: 2_000, kind: 'below', unit: 'ms' } : null,
    ),
    row('Mémoire résidente au repos (VmRSS après quelques requêtes)', db, rssMb, `${Math.round(rssMb)} Mo`, {
      limit: database.isEmbedded ? 350 : 150,
      kind: 'below',
      unit: 'Mo',
    }),
  ];
}
