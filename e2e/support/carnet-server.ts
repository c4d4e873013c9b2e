import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const LISTENING_LINE = /Carnet écoute sur (http:\/\/[^\s"'\\]+)/;
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export type CarnetServer = {
  baseUrl: string;
  adminPassword: string;
  dataDir: string;
  /** Everything the process printed so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

export type StartOptions = { adminPassword?: string; env?: Record<string, string> };

/**
 * Starts the real server (`node --import tsx apps/server/src/server.ts`) serving the built web app, on a free
 * port, with a fresh embedded database in a temporary DATA_DIR and a known admin password.
 */
export async function startCarnet(options: StartOptions = {}): Promise<CarnetServer> {
  const adminPassword = options.adminPassword ?? `e2e-admin-${process.pid}-${Date.now()}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'carnet-e2e-data-'));
  const port = await findFreePort();
  const {
    DATABASE_URL: _ignoredDatabase,
    TEST_DATABASE_URL: _ignoredTestDatabase,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CARNET_ADMIN_PASSWORD: adminPassword,
      ...options.env,
    },
  });
  let output = '';
  const stop = () => stopProcess(child).finally(() => rm(dataDir, { recursive: true, force: true }));
  try {
    const baseUrl = await waitForListening(child, (chunk) => {
      output += chunk;
    });
    return { baseUrl, adminPassword, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw new Error(
      `Le serveur Carnet n'a pas démarré : ${String(error)}\n--- sortie du serveur ---\n${output}`,
    );
  }
}

function waitForListening(child: ChildProcess, record: (chunk: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`aucune ligne d'écoute après ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const onData = (data: Buffer) => {
      const chunk = data.toString('utf8');
      record(chunk);
      seen += chunk;
      const match = LISTENING_LINE.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`le processus s'est arrêté (code ${code}, signal ${signal})`));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('aucun port libre'))));
    });
  });
}
