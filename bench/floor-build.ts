import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { bundleForNode } from '../apps/server/build.mjs';

const SERVER_DIR = resolve(import.meta.dirname, '../apps/server');

export type FloorBuild = { nodeArguments: string[]; remove(): Promise<void> };

/**
 * The floor bundled by the function that builds apps/server/dist, and run with the Node arguments of `npm start`:
 * server and floor then compare like with like (the floor under tsx would be slower, flattering the ratio). In a
 * new folder under apps/server/.tmp (ignored; under apps/server so that the bundle finds node_modules and the
 * migrations like the server's build does).
 */
export async function buildFloor(): Promise<FloorBuild> {
  await mkdir(join(SERVER_DIR, '.tmp'), { recursive: true });
  const outdir = await mkdtemp(join(SERVER_DIR, '.tmp', 'bench-floor-'));
  const remove = () => rm(outdir, { recursive: true, force: true });
  try {
    await bundleForNode([resolve(import.meta.dirname, 'floor-server.ts')], outdir);
  } catch (error) {
    await remove();
    throw error;
  }
  return { nodeArguments: ['--enable-source-maps', join(outdir, 'floor-server.mjs')], remove };
}
