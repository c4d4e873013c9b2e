// npm run carnet -- <command>: the command line of the server build (built if needed), in this terminal.
import { spawnSync } from 'node:child_process';
import { BUILT_CLI, ensureServerBuild } from './lib/server-build.mjs';

if (!ensureServerBuild()) process.exit(1);
const cli = spawnSync(process.execPath, [...BUILT_CLI, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(cli.status ?? 1);
