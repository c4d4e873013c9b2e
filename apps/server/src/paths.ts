import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SERVER_PACKAGE_NAME = '@carnet/server';

const readPackageName = (manifest: string) =>
  (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;

/**
 * apps/server, found by walking up to its package.json: this module runs from src/ (tsx, tests) and from a
 * bundle chunk anywhere under the build folder (npm start), so no fixed `../..` fits both.
 */
function findServerRoot(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === SERVER_PACKAGE_NAME) return folder;
    if (dirname(folder) === folder)
      throw new Error(`${SERVER_PACKAGE_NAME} introuvable au-dessus de ${start}`);
  }
}

const SERVER_ROOT = findServerRoot(import.meta.dirname);

/** The Drizzle migrations, read at run time (never bundled). */
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/** The web app built by Vite (`npm run build`), served by the server. */
export const WEB_DIST_DIR = resolve(SERVER_ROOT, '../web/dist');
