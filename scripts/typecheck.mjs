// Type-checks every workspace project in turn (each has its own lib and types).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const projects = [
  'packages/domain',
  'packages/contract',
  'packages/importers',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];

// tsc fails on a project with no input (TS18003): a workspace that holds no TypeScript yet has nothing to check.
function hasTypeScript(folder) {
  return readdirSync(folder, { withFileTypes: true }).some((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return false;
    const entryPath = path.join(folder, entry.name);
    return entry.isDirectory() ? hasTypeScript(entryPath) : /\.tsx?$/.test(entry.name);
  });
}

let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  if (!hasTypeScript(project)) {
    console.log(`${project} : aucun fichier TypeScript, rien à vérifier.`);
    continue;
  }
  const run = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
