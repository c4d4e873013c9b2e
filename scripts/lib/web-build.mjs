// Builds apps/web/dist when it is missing or older than anything the bundle is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/domain/src',
];

// Test files never reach the bundle: editing one must not force a rebuild.
const isBundleInput = (name) => !/\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return isBundleInput(entry) ? stats.mtimeMs : 0;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

export function isWebBuildStale() {
  const builtIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return WEB_INPUTS.some((input) => newestChange(path.join(repoRoot, input)) > builtAt);
}

/** Returns true when the web app is built and current, false when the build failed. */
export function ensureWebBuild() {
  if (!existsSync(path.join(repoRoot, 'apps/web/index.html'))) {
    console.warn("Carnet : l'application web (apps/web/index.html) est absente, rien à construire.");
    return false;
  }
  if (!isWebBuildStale()) return true;
  console.log("Carnet : construction de l'application web (apps/web/dist)…");
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@carnet/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error("Carnet : la construction de l'application web a échoué.");
    return false;
  }
  return true;
}
