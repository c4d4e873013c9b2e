// Type-checks every workspace project in turn (each has its own lib and types).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  const run = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
