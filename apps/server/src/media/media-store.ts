import { createLocalBackend, uploadsDirOf } from './local-backend.ts';
import type { MediaBackend, MediaObject } from './media-backend.ts';
import { IMAGE_FORMATS, newMediaKeys } from './media-keys.ts';
import { prepareUploads } from './prepare-uploads.ts';
import { createS3Backend, type S3MediaOptions } from './s3-backend.ts';
import { createMediaUrlSigner, MEDIA_URL_TTL_SECONDS, type MediaUrlSigner } from './url-signing.ts';

export type MediaStoreOptions = {
  /** DATA_DIR; local uploads go to `<dataDir>/uploads` when no S3 bucket is configured. */
  dataDir: string;
  s3?: S3MediaOptions | undefined;
  /** Server secret (at least 16 characters) for the HMAC of local media URLs. */
  signingSecret: string;
  /** MAX_UPLOAD_MB in bytes, per file. */
  maxUploadBytes: number;
  urlTtlSeconds?: number;
  /** Injected clock for URL expiries (tests). */
  now?: (() => Date) | undefined;
};

/** What a feature saves in its screenshot row; URLs are minted on each read from the keys. */
export type StoredMedia = {
  key: string;
  thumbnailKey: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
};

export type MediaUrls = { image_url: string; thumbnail_url: string };

export type MediaStore = ReturnType<typeof createMediaStoreOn>;

export function createMediaStore(options: MediaStoreOptions): MediaStore {
  const signer = createMediaUrlSigner(options.signingSecret, options.urlTtlSeconds ?? MEDIA_URL_TTL_SECONDS);
  return createMediaStoreOn(createMediaBackend(options), {
    maxUploadBytes: options.maxUploadBytes,
    signer,
    now: options.now,
  });
}

export type MediaBackendOptions = Pick<
  MediaStoreOptions,
  'dataDir' | 's3' | 'signingSecret' | 'urlTtlSeconds'
>;

/** The backend the configuration names: files under DATA_DIR/uploads, or the S3 bucket (backups use it alone). */
export function createMediaBackend(options: MediaBackendOptions): MediaBackend {
  const ttl = options.urlTtlSeconds ?? MEDIA_URL_TTL_SECONDS;
  return options.s3 === undefined
    ? createLocalBackend(uploadsDirOf(options.dataDir), createMediaUrlSigner(options.signingSecret, ttl))
    : createS3Backend(options.s3, ttl);
}

export type MediaStoreSettings = {
  maxUploadBytes: number;
  signer: MediaUrlSigner;
  now?: (() => Date) | undefined;
};

/** The store over any backend (tests inject a failing one to prove the rollback). */
export function createMediaStoreOn(backend: MediaBackend, settings: MediaStoreSettings) {
  const { maxUploadBytes, signer } = settings;
  const clock = settings.now ?? (() => new Date());

  return {
    kind: backend.kind,

    /**
     * All or nothing: every file is validated and processed first (MediaUploadError on the first bad one), then
     * images and thumbnails are written; if any write fails, every key of the request is deleted again and the
     * write error is rethrown, so nothing half-stored remains.
     */
    async storeUploads(ownerId: number, files: readonly Uint8Array[]): Promise<StoredMedia[]> {
      const images = await prepareUploads(files, maxUploadBytes);
      const planned = images.map((image) => ({ image, ...newMediaKeys(ownerId, image.format) }));
      const writes = await Promise.allSettled(
        planned.flatMap(({ image, key, thumbnailKey }) => [
          backend.put(key, image.image, IMAGE_FORMATS[image.format].contentType),
          backend.put(thumbnailKey, image.thumbnail, IMAGE_FORMATS.webp.contentType),
        ]),
      );
      const failure = writes.find((write) => write.status === 'rejected');
      if (failure !== undefined) {
        await Promise.allSettled(
          planned.flatMap(({ key, thumbnailKey }) => [key, thumbnailKey]).map((key) => backend.delete(key)),
        );
        throw failure.reason;
      }
      return planned.map(({ image, key, thumbnailKey }) => ({
        key,
        thumbnailKey,
        contentType: IMAGE_FORMATS[image.format].contentType,
        bytes: image.image.byteLength,
        width: image.width,
        height: image.height,
      }));
    },

    /** Deletes every key (missing ones included); rejects with the first failure after trying them all. */
    async remove(keys: readonly string[]): Promise<void> {
      const results = await Promise.allSettled(keys.map((key) => backend.delete(key)));
      const failure = results.find((result) => result.status === 'rejected');
      if (failure !== undefined) throw failure.reason;
    },

    signedUrl(key: string): Promise<string> {
      return backend.signedUrl(key, clock());
    },

    /** `image_url` and `thumbnail_url` of a stored screenshot, as the contract names them. */
    async urlsOf(media: Pick<StoredMedia, 'key' | 'thumbnailKey'>): Promise<MediaUrls> {
      const now = clock();
      const [image_url, thumbnail_url] = await Promise.all([
        backend.signedUrl(media.key, now),
        backend.signedUrl(media.thumbnailKey, now),
      ]);
      return { image_url, thumbnail_url };
    },

    open(key: string): Promise<MediaObject | null> {
      return backend.open(key);
    },

    verifyMediaUrl(key: string, exp: unknown, sig: unknown, now: Date = clock()): boolean {
      return signer.verifyMediaUrl(key, exp, sig, now);
    },

    close(): Promise<void> {
      return backend.close();
    },
  };
}
