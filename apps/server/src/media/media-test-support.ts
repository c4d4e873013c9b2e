import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** A fresh DATA_DIR for one test file; `files()` lists what is stored under it, relative to uploads/. */
export async function temporaryDataDir() {
  const dataDir = await mkdtemp(join(tmpdir(), 'carnet-media-'));
  const uploads = join(dataDir, 'uploads');
  return {
    dataDir,
    uploads,
    async files(): Promise<string[]> {
      const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() || entry.isSymbolicLink())
        .map((entry) => relative(uploads, join(entry.parentPath, entry.name)))
        .sort();
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export const TEST_SIGNING_SECRET = 'media-tests-signing-secret';
