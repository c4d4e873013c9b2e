// Builds apps/server/dist (apps/server/build.mjs) when it is missing or older than anything the bundle is made
// from; npm start, npm run carnet and npm run bench run it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildStale, repoRoot } from './build-freshness.mjs';

/** Node's arguments that run the built server (npm start). */
export const BUILT_SERVER = ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/server.mjs')];

/** Node's arguments that run the built command line (npm run carnet). */
export const BUILT_CLI = ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/cli.mjs')];

// The migrations (apps/server/drizzle) are read at run time, never bundled: they are not inputs. The lockfile
// and the manifests are, for the esbuild version and the packages' entry points.
const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/importers/src',
  'packages/importers/package.json',
  'package-lock.json',
];

/** Returns true when the server is built and current, false when the build failed. */
export function ensureServerBuild() {
  if (!isBuildStale('apps/server/dist/server.mjs', SERVER_INPUTS)) return true;
  console.log('Carnet : construction du serveur (apps/server/dist)…');
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Carnet : la construction du serveur a échoué.');
    return false;
  }
  return true;
}
