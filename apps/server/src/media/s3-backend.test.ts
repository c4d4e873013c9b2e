import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalS3,
  startLocalS3,
  TEST_SIGNING_SECRET,
  temporaryDataDir,
} from '../../test/support/media-test-support.ts';
import { GPS_MAKER_NOTE, jpegWithGps, pngImage, webpImage } from '../../test/support/test-images.ts';
import { readMediaObject } from './media-backend.ts';
import { createMediaStore, type MediaStore, type MediaStoreOptions } from './media-store.ts';

const BUCKET = 'carnet-media';

let s3: LocalS3;
let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let store: MediaStore;
let storeOptions: MediaStoreOptions;

// The SDK's notice that its 2027 releases will need Node 22 is noise in test output (ARCHITECTURE.md: Node ≥ 20.19).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  data = await temporaryDataDir();
  storeOptions = {
    dataDir: data.dataDir,
    s3: s3.settings,
    signingSecret: TEST_SIGNING_SECRET,
    maxUploadBytes: 10 * 1024 * 1024,
  };
  store = createMediaStore(storeOptions);
});
afterAll(async () => {
  await store.close();
  await s3.close();
  await data.remove();
});

describe('media store on S3 (s3rver)', () => {
  it('puts images and thumbnails, serves them by presigned GET over HTTP, then deletes them', async () => {
    expect(store.kind).toBe('s3');
    const stored = await store.storeUploads(5, [
      await pngImage(64, 32),
      await jpegWithGps(),
      await webpImage(),
    ]);
    expect(await data.files()).toEqual([]);

    for (const media of stored) {
      const urls = await store.urlsOf(media);
      const presigned = new URL(urls.image_url);
      expect(presigned.pathname).toBe(`/${BUCKET}/${media.key}`);
      expect(presigned.searchParams.get('X-Amz-Expires')).toBe('3600');
      expect(presigned.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

      const image = await fetch(urls.image_url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe(media.contentType);
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.byteLength).toBe(media.bytes);
      expect(bytes.toString('latin1')).not.toContain(GPS_MAKER_NOTE);
      expect(await sharp(bytes).metadata()).toMatchObject({ width: media.width, height: media.height });

      const thumbnail = await fetch(urls.thumbnail_url);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      await thumbnail.arrayBuffer();
    }

    const [first] = stored;
    if (first === undefined) throw new Error('nothing stored');
    const opened = await store.open(first.key);
    expect(opened?.contentType).toBe('image/png');
    expect(opened === null ? 0 : (await readMediaObject(opened)).byteLength).toBe(first.bytes);

    const urlBeforeDelete = (await store.urlsOf(first)).image_url;
    await store.remove(stored.flatMap((media) => [media.key, media.thumbnailKey]));
    expect((await fetch(urlBeforeDelete)).status).toBe(404);
    expect(await store.open(first.key)).toBeNull();
    await store.remove([first.key]);
  });

  it('hands out presigned URLs that expire after an hour', async () => {
    const [media] = await store.storeUploads(5, [await pngImage()]);
    if (media === undefined) throw new Error('nothing stored');
    const issuedTwoHoursAgo = createMediaStore({
      ...storeOptions,
      now: () => new Date(Date.now() - 7_200_000),
    });
    try {
      const expired = await issuedTwoHoursAgo.signedUrl(media.key);
      expect((await fetch(expired)).status).toBe(403);
      expect((await fetch(await store.signedUrl(media.key))).status).toBe(200);
    } finally {
      await issuedTwoHoursAgo.close();
      await store.remove([media.key, media.thumbnailKey]);
    }
  });
});
