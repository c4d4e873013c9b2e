import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

const SERVER_DIR = resolve(import.meta.dirname, '..');

export type ProcessResult = { code: number | null; stdout: string; stderr: string };

/** Runs `src/cli.ts` like `npm run carnet -- …` does, with only the given environment on top of ours. */
export function runCli(args: string[], env: Record<string, string>, input = ''): Promise<ProcessResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
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

/** Starts `src/server.ts` on a free port and waits for « Carnet écoute sur … ». */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
