import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { BUILT_SERVER, ensureServerBuild } from '../scripts/lib/server-build.mjs';
import { measureAnalysis } from './analysis-routes.ts';
import { type FloorFigures, measureApi, measureFloor } from './api-load.ts';
import { benchPlanFromEnv, count } from './bench-plan.ts';
import { measureCandleStore } from './candle-store.ts';
import { measureChallengeOdds } from './challenge-odds.ts';
import { measureChallengeStatus } from './challenge-status.ts';
import { measureCsv } from './csv-transfer.ts';
import {
  LAST_RESULTS_FILE,
  loadLastResults,
  nextHistory,
  ratioToPrevious,
  saveLastResults,
  thisMachine,
} from './history.ts';
import { measureMt5Import } from './mt5-import.ts';
import { measureListDuringMt5Import } from './mt5-import-load.ts';
import { type PreparedDatabase, prepareEmbedded, preparePostgres } from './prepared-database.ts';
import { startProcess } from './processes.ts';
import { failedRow, printTable, type Row } from './report.ts';
import { measureStartAndMemory } from './startup.ts';
import { measureTradesExport } from './trades-export.ts';
import { measureWeb, WEB_DIST } from './web-figures.ts';

// A benchmark, never a timed test (docs/budgets.md): it prints every figure beside its budget and its floor, and
// fails only on errors. Embedded always; PostgreSQL when BENCH_DATABASE_URL names a server (a throwaway
// database is created on it and dropped).
const plan = benchPlanFromEnv();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

console.log(
  `Machine : ${availableParallelism()} cœurs, Node ${process.version}, charge moyenne (1 / 5 / 15 min) ${load()}`,
);
console.log(
  `Échelle ${plan.scale} (BENCH_SCALE) : ${plan.otherTraders + 1} utilisateurs et ${count(plan.otherTradesInAll + plan.traderTrades)} trades, ` +
    `dont ${count(plan.traderTrades)} pour l'utilisateur mesuré ; ${count(plan.largeTraderTrades)} trades clôturés pour un autre ; ` +
    `CSV de ${count(plan.csvTrades)} trades ; rapport MT5 de ${count(plan.mt5Positions)} positions ; charges de ${plan.loadSeconds} s (BENCH_SECONDS) ; ` +
    `parties : ${[...plan.parts].join(', ')} (BENCH_ONLY).`,
);
if ((loadavg()[0] ?? 0) > 0.5)
  console.log('Attention : la machine n’est pas au repos, les chiffres seront pessimistes.');
if (!process.env.BENCH_DATABASE_URL) console.log('BENCH_DATABASE_URL absent : PostgreSQL non mesuré.');

if (!existsSync(join(WEB_DIST, 'index.html'))) {
  console.log('apps/web/dist absent : npm run build');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build a échoué');
}

// The server is measured as npm start runs it: from its build, made or refreshed here like npm start does.
if (!ensureServerBuild()) throw new Error('la construction du serveur a échoué');

const targets: (() => Promise<PreparedDatabase>)[] = [() => prepareEmbedded(plan)];
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) targets.push(() => preparePostgres(serverUrl, plan));

const rows: Row[] = [];
const notes: string[] = [];

/** One part of the bench: its rows, or one row « ÉCHEC » saying why it could not be measured. */
async function measurePart(label: string, database: PreparedDatabase, measure: () => Promise<Row[]>) {
  console.log(`· ${database.label} : ${label}`);
  try {
    rows.push(...(await measure()));
  } catch (error) {
    console.log(`  ${label} : échec, la suite continue`);
    rows.push(failedRow(label, database.label, error));
  }
}

for (const [index, prepare] of targets.entries()) {
  console.log('· préparation de la base');
  const database = await prepare();
  try {
    notes.push(...database.notes);
    if (plan.parts.has('start'))
      await measurePart('démarrages et mémoire', database, () => measureStartAndMemory(database));
    let floor: FloorFigures | null = null;
    if (plan.parts.has('api'))
      await measurePart('plancher', database, async () => {
        floor = await measureFloor(database, plan);
        return [];
      });
    const server = await startProcess(BUILT_SERVER, database.env);
    try {
      const measuredFloor: FloorFigures | null = floor;
      if (measuredFloor !== null)
        await measurePart('API sous charge', database, async () => [
          ...(await measureApi(server, database, plan, measuredFloor)),
          await measureChallengeStatus(server, database),
          ...(await measureChallengeOdds(server, database)),
        ]);
      if (plan.parts.has('analysis'))
        await measurePart('analyse', database, () =>
          measureAnalysis(server, database, plan.largeTraderTrades),
        );
      if (plan.parts.has('csv'))
        await measurePart('CSV', database, () => measureCsv(server, database, plan.csvTrades));
      if (plan.parts.has('imports'))
        await measurePart('imports et exports', database, async () => [
          await measureTradesExport(server, database, plan.traderTrades),
          ...(await measureMt5Import(server, database, plan.mt5Positions)),
          await measureListDuringMt5Import(server, database, plan.mt5Positions),
        ]);
      if (plan.parts.has('web'))
        await measurePart('web', database, () =>
          measureWeb(server, database, plan.traderTrades, index === 0),
        );
    } finally {
      await server.stop();
    }
    // Its own user and server process on the same database: the store is measured with the trades table full.
    if (plan.parts.has('candles')) await measurePart('bougies', database, () => measureCandleStore(database));
  } finally {
    await database.cleanup();
  }
}

const machine = thisMachine();
const previous = loadLastResults(machine);
console.log('');
printTable(rows, (row) => ratioToPrevious(row, previous));
saveLastResults(nextHistory(rows, previous, machine, new Date()));
console.log('');
console.log(
  `Préc. : le chiffre divisé par celui de la dernière mesure de la même ligne sur cette machine (${LAST_RESULTS_FILE}, ` +
    'mis à jour à chaque mesure) ; « × 1,25 » : un quart de plus, plus lent pour une durée, plus rapide pour un débit.',
);
console.log(
  'Plancher : une route Fastify nue, construite et lancée comme le serveur (bundle esbuild, node ' +
    '--enable-source-maps), même requête indexée, sans authentification ni validation. Verdict « — » : pas de budget pour cette base (p99 de la liste : PostgreSQL seulement ; la ' +
    'base embarquée exécute une requête à la fois). Médiane et p99 d’autocannon, lancé dans un second processus.',
);
for (const note of notes) console.log(note);
console.log(
  `Charge moyenne à la fin (1 / 5 / 15 min) : ${load()} — des chiffres pris sous charge ne valent rien.`,
);
if (rows.some((line) => line.verdict === 'ÉCHEC')) process.exitCode = 1;
