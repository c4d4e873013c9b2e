import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { MediaBackend, MediaObject } from './media-backend.ts';
import { parseMediaKey } from './media-keys.ts';
import type { MediaUrlSigner } from './url-signing.ts';

/** Uploads live in `DATA_DIR/uploads/<owner id>/<uuid>.<ext>` (docs/security.md#media-urls). */
export function uploadsDirOf(dataDir: string): string {
  return join(resolve(dataDir), 'uploads');
}

export function createLocalBackend(uploadsDir: string, signer: MediaUrlSigner): MediaBackend {
  const root = resolve(uploadsDir);

  /** Null unless the key is a media key whose path stays inside the uploads folder. */
  const pathOf = (key: string): string | null => {
    if (parseMediaKey(key) === null) return null;
    const path = resolve(root, key);
    return path.startsWith(root + sep) ? path : null;
  };
  const requirePath = (key: string): string => {
    const path = pathOf(key);
    if (path === null) throw new RangeError(`not a media key: ${JSON.stringify(key)}`);
    return path;
  };

  return {
    kind: 'local',
    async put(key, body) {
      const path = requirePath(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written aside then renamed: a crash mid-write never leaves a truncated file under a real key.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { flag: 'wx', mode: 0o600 });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      const parsed = parseMediaKey(key);
      if (path === null || parsed === null) return null;
      return openRegularFile(path, parsed.contentType);
    },
    async delete(key) {
      await rm(requirePath(key), { force: true });
    },
    async signedUrl(key, now) {
      requirePath(key);
      return signer.signedPath(key, now);
    },
    async close() {},
  };
}

async function openRegularFile(path: string, contentType: string): Promise<MediaObject | null> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    // O_NOFOLLOW: a symlink planted under a media key is never followed out of the uploads folder.
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { body: handle.createReadStream(), bytes: stats.size, contentType };
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return null;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ELOOP');
}
