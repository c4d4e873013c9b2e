import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../scripts/lib/server-process.mjs';

const SERVER_DIR = resolve(import.meta.dirname, '..');

export type ProcessResult = { code: number | null; stdout: string; stderr: string };

const SOURCE_CLI = ['--import', 'tsx', 'src/cli.ts'];

/** Node's arguments for the command line bundled into `buildDir` by `buildServer`. */
export const builtCli = (buildDir: string) => ['--enable-source-maps', join(buildDir, 'cli.mjs')];

/** Runs the command line (`src/cli.ts` by default) with only the given environment on top of ours. */
export function runCli(
  args: string[],
  env: Record<string, string>,
  input = '',
  nodeArguments = SOURCE_CLI,
): Promise<ProcessResult> {
  const child = spawn(process.execPath, [...nodeArguments, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  child.stdin.end(input);
  return collect(child);
}

function collect(child: ChildProcess): Promise<ProcessResult> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, stderr })));
}

export type { ServerProcess };

/** How the dev server runs the source; `npm start` runs `builtServer(…)` instead. */
const SOURCE_SERVER = ['--import', 'tsx', 'src/server.ts'];

/** Node's arguments for the server bundled into `buildDir` by `buildServer`, as `npm start` runs it. */
export const builtServer = (buildDir: string) => ['--enable-source-maps', join(buildDir, 'server.mjs')];

/** Starts the server (`src/server.ts` by default) on a free port and waits for « Carnet écoute sur … ». */
export function startServer(
  env: Record<string, string>,
  nodeArguments = SOURCE_SERVER,
): Promise<ServerProcess> {
  return startServerProcess({
    nodeArguments,
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    timeoutMs: 60_000,
  });
}

/**
 * Bundles the server with build.mjs into a new folder under apps/server/.tmp (inside the repository, so the
 * bundle's imports of node_modules resolve); the caller removes it.
 */
export async function buildServer(): Promise<string> {
  mkdirSync(join(SERVER_DIR, '.tmp'), { recursive: true });
  const buildDir = mkdtempSync(join(SERVER_DIR, '.tmp', 'build-'));
  const build = await collect(spawn(process.execPath, ['build.mjs', buildDir], { cwd: SERVER_DIR }));
  if (build.code !== 0) throw new Error(`build.mjs failed:\n${build.stdout}${build.stderr}`);
  return buildDir;
}

/** A DATA_DIR whose embedded database is already migrated (a copy of the test template): no 10 s initdb. */
export async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carnet-data-'));
  const templatePath = inject('pgliteTemplatePath');
  if (templatePath === null) throw new Error('Embedded-database test run without the PGlite template.');
  const client = await PGlite.create({
    dataDir: join(dataDir, 'db'),
    loadDataDir: new Blob([readFileSync(templatePath)]),
  });
  await client.close();
  return dataDir;
}
