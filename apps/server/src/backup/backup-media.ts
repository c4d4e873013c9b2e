import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { createMediaBackend, type MediaBackend } from '../media/index.ts';

/**
 * Where the configuration keeps media (DATA_DIR/uploads or the S3 bucket), for a backup or a restore: they
 * read and write objects and never sign a URL, so the signing secret is a throwaway one.
 */
export function openBackupMedia(config: Pick<Config, 'dataDir' | 's3'>): MediaBackend {
  return createMediaBackend({
    dataDir: config.dataDir,
    s3: config.s3 ?? undefined,
    signingSecret: randomBytes(32).toString('hex'),
  });
}
