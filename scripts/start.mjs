// npm start: build the web app and the server if needed, then run the built server (plain ESM: it starts faster
// and holds less memory than under tsx, docs/budgets.md) and pass on signals and the exit code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { BUILT_SERVER, ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

if (!ensureWebBuild() || !ensureServerBuild()) process.exit(1);

// Own process group: a Ctrl+C in the terminal reaches this process (and npm, which relays it) but not the
// server directly, so the server receives exactly one signal and can shut down gracefully.
const server = spawn(process.execPath, BUILT_SERVER, {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

// npm and the terminal both deliver one key press; the same signal twice within this window is one request.
const DUPLICATE_WINDOW_MS = 300;
const lastForwarded = new Map();

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    const now = Date.now();
    if (now - (lastForwarded.get(signal) ?? 0) < DUPLICATE_WINDOW_MS) return;
    lastForwarded.set(signal, now);
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`Carnet : impossible de lancer le serveur (${error.message}).`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  // A shell reports death by signal N as 128 + N; keep that convention for scripts that check it.
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
});
