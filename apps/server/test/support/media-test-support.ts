import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import S3rver from 's3rver';
import type { S3MediaOptions } from '../../src/media/s3-backend.ts';

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

/** An S3 server for tests and the settings that reach it: `settings` for the app, `env` for a server process. */
export type LocalS3 = { settings: S3MediaOptions; env: Record<string, string>; close(): Promise<void> };

/**
 * A real S3-protocol server (s3rver) on a random loopback port, objects in a new temporary folder, `bucket`
 * created empty. It checks the access key and the expiry of presigned URLs but not SigV4 signatures themselves
 * (unimplemented in s3rver), so no tampering test can rely on it.
 */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'carnet-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
