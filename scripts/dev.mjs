// npm run dev: the server restarted on change (tsx watch) beside Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/web-build.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

const processes = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: path.join(repoRoot, 'apps/web'), stdio: 'inherit' }),
];

let exitCode = null;

function stopAll(signal) {
  for (const child of processes) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stopAll(signal));

for (const child of processes) {
  child.on('exit', (code) => {
    // When one half stops, the other is of no use: stop it and report the first exit code.
    exitCode ??= code ?? 0;
    stopAll('SIGTERM');
    if (processes.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
  });
}
