// Builds apps/web/dist when it is missing or older than anything the bundle is made from.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isBuildStale, repoRoot } from './build-freshness.mjs';

export { repoRoot };

const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/domain/src',
];

/** Returns true when the web app is built and current, false when the build failed. */
export function ensureWebBuild() {
  if (!existsSync(path.join(repoRoot, 'apps/web/index.html'))) {
    console.warn("Carnet : l'application web (apps/web/index.html) est absente, rien à construire.");
    return false;
  }
  if (!isBuildStale('apps/web/dist/index.html', WEB_INPUTS)) return true;
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
