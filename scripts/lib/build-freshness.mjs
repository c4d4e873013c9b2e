// Whether a build is missing or older than anything it is made from (npm start rebuilds only then).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

// Test files never reach a bundle: editing one must not force a rebuild.
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

/** `builtFile` and `inputs` (files or folders) relative to the repository root. */
export function isBuildStale(builtFile, inputs) {
  const built = path.join(repoRoot, builtFile);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestChange(path.join(repoRoot, input)) > builtAt);
}
