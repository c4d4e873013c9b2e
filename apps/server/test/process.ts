import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

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

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
};

/** How the dev server runs the source; `npm start` runs `builtServer(…)` instead. */
const SOURCE_SERVER = ['--import', 'tsx', 'src/server.ts'];

/** Node's arguments for the server bundled into `buildDir` by `buildServer`, as `npm start` runs it. */
export const builtServer = (buildDir: string) => ['--enable-source-maps', join(buildDir, 'server.mjs')];

/** Starts the server (`src/server.ts` by default) on a free port and waits for « Carnet écoute sur … ». */
export async function startServer(
  env: Record<string, string>,
  nodeArguments = SOURCE_SERVER,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArguments, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  let output = '';
  const exited = collect(child).then((result) => {
    output = result.stdout + result.stderr;
    return result.code;
  });
  const live = () => output;
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const started = Date.now();
  while (!output.includes('Carnet écoute sur')) {
    if (child.exitCode !== null || Date.now() - started > 60_000)
      throw new Error(`Server did not start:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: live, exited };
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

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
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
