// A server in its own Node process on a free loopback port, started and stopped the same way by the end-to-end
// suite, npm run check:web-size, the server's process tests and npm run bench (types: server-process.d.mts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-freshness.mjs';
import { BUILT_SERVER, ensureServerBuild } from './server-build.mjs';

export { repoRoot };

const LISTENING_LINE = /Carnet écoute sur (http:\/\/[^\s"'\\]+)/;
const STOP_TIMEOUT_MS = 15_000;

/** A port nothing listens on at 127.0.0.1, picked by the system. */
export function freePort() {
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

/** SIGTERM, then SIGKILL if the process is still there after 15 s; resolves once `exited` has. */
export async function stopProcess(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) {
    await exited;
    return;
  }
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(killer);
}

function listeningUrl(child, record, timeoutMs) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`aucune ligne « Carnet écoute sur … » après ${timeoutMs} ms`)),
      timeoutMs,
    );
    const read = (chunk) => {
      record(chunk);
      seen += chunk;
      const match = LISTENING_LINE.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`le processus s'est arrêté (code ${code}, signal ${signal})`));
    });
  });
}

/**
 * Runs `node <nodeArguments>` in `cwd` with `env` (the whole environment) plus HOST=127.0.0.1 and a free PORT,
 * and waits for the server's « Carnet écoute sur … » line. On an exit or a timeout first, stops it and rejects
 * with everything it printed.
 */
export async function startServerProcess({ nodeArguments, env, cwd = repoRoot, timeoutMs = 90_000 }) {
  const child = spawn(process.execPath, nodeArguments, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, HOST: '127.0.0.1', PORT: String(await freePort()) },
  });
  const exited = new Promise((resolve) => child.once('close', (code) => resolve(code)));
  const stop = () => stopProcess(child, exited);
  let output = '';
  try {
    const record = (chunk) => {
      output += chunk;
    };
    const baseUrl = await listeningUrl(child, record, timeoutMs);
    return { child, baseUrl, output: () => output, exited, stop };
  } catch (error) {
    await stop();
    throw new Error(`Le serveur n'a pas démarré : ${error.message}\n--- sortie du serveur ---\n${output}`);
  }
}

/**
 * What `npm start` runs (the server build, made or refreshed first) on a fresh embedded database in a temporary
 * DATA_DIR, with a known admin password; `stop` removes the DATA_DIR.
 */
export async function startCarnet({ adminPassword = randomBytes(12).toString('hex'), env = {} } = {}) {
  if (!ensureServerBuild()) throw new Error('la construction du serveur a échoué');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'carnet-data-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _testDatabase, ...inherited } = process.env;
  const server = await startServerProcess({
    nodeArguments: BUILT_SERVER,
    env: { ...inherited, DATA_DIR: dataDir, CARNET_ADMIN_PASSWORD: adminPassword, ...env },
  }).catch(async (error) => {
    await removeDataDir();
    throw error;
  });
  const stop = () => server.stop().finally(removeDataDir);
  return { baseUrl: server.baseUrl, adminPassword, dataDir, output: server.output, stop };
}
