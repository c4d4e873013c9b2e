import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, temporaryDataDir } from '../../test/support/media-test-support.ts';
import {
  GPS_MAKER_NOTE,
  HTML_PAGE,
  jpegWithGps,
  pngImage,
  webpImage,
} from '../../test/support/test-images.ts';
import { createLocalBackend, uploadsDirOf } from './local-backend.ts';
import type { MediaBackend } from './media-backend.ts';
import { MediaUploadError } from './media-errors.ts';
import { createMediaStore, createMediaStoreOn, type MediaStore } from './media-store.ts';
import { createMediaUrlSigner } from './url-signing.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const OWNER = 42;
const KEY_SHAPE = /^42\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let store: MediaStore;

beforeAll(async () => {
  data = await temporaryDataDir();
  store = createMediaStore({
    dataDir: data.dataDir,
    signingSecret: TEST_SIGNING_SECRET,
    maxUploadBytes: MAX_BYTES,
  });
});
afterAll(() => data.remove());

describe('media store on the local disk', () => {
  it('stores PNG, JPEG and WebP with their thumbnails under uploads/<owner>/, stripped of metadata', async () => {
    const stored = await store.storeUploads(OWNER, [
      await pngImage(64, 32),
      await jpegWithGps(),
      await webpImage(),
    ]);

    expect(stored.map((media) => media.contentType)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    for (const media of stored) {
      expect(media.key).toMatch(KEY_SHAPE);
      expect(media.thumbnailKey).toBe(media.key.replace(/\.(png|jpg|webp)$/, '-thumb.webp'));
    }
    expect(stored[0]).toMatchObject({ width: 64, height: 32 });
    expect(stored[1]).toMatchObject({ width: 20, height: 40 });
    expect(await data.files()).toEqual(stored.flatMap((media) => [media.key, media.thumbnailKey]).sort());

    const jpegOnDisk = await readFile(join(data.uploads, stored[1]?.key ?? ''));
    expect(jpegOnDisk.byteLength).toBe(stored[1]?.bytes);
    expect(jpegOnDisk.toString('latin1')).not.toContain(GPS_MAKER_NOTE);
    expect((await sharp(jpegOnDisk).metadata()).exif).toBeUndefined();
    await store.remove(stored.flatMap((media) => [media.key, media.thumbnailKey]));
    expect(await data.files()).toEqual([]);
  });

  it('stores nothing when one file of the request is disguised, or when there are 21', async () => {
    const png = await pngImage();
    await expect(store.storeUploads(OWNER, [png, HTML_PAGE])).rejects.toBeInstanceOf(MediaUploadError);
    await expect(
      store.storeUploads(
        OWNER,
        Array.from({ length: 21 }, () => png),
      ),
    ).rejects.toMatchObject({
      refusal: 'too_many_files',
    });
    expect(await data.files()).toEqual([]);
  });

  it('rolls back the files already written when a later write fails', async () => {
    const signer = createMediaUrlSigner(TEST_SIGNING_SECRET);
    const disk = createLocalBackend(uploadsDirOf(data.dataDir), signer);
    let puts = 0;
    const failingOnSecondImage: MediaBackend = {
      ...disk,
      async put(key, body, contentType) {
        puts += 1;
        // Writes go image, thumbnail, image, …: the third put is the second file.
        if (puts === 3) throw new Error('disk full');
        await disk.put(key, body, contentType);
      },
    };
    const flaky = createMediaStoreOn(failingOnSecondImage, { maxUploadBytes: MAX_BYTES, signer });

    await expect(flaky.storeUploads(OWNER, [await pngImage(), await webpImage()])).rejects.toThrow(
      'disk full',
    );
    expect(puts).toBe(4);
    expect(await data.files()).toEqual([]);
  });

  it('removes keys idempotently and refuses anything that is not a media key', async () => {
    const [stored] = await store.storeUploads(OWNER, [await pngImage()]);
    if (stored === undefined) throw new Error('nothing stored');
    await store.remove([stored.key, stored.thumbnailKey]);
    await store.remove([stored.key]);
    expect(await data.files()).toEqual([]);
    await expect(store.remove(['../../etc/passwd'])).rejects.toThrow(RangeError);
    await expect(store.remove(['42/../../x.png'])).rejects.toThrow(RangeError);
  });

  it('refuses an owner id that is not a positive integer', async () => {
    const png = await pngImage();
    await expect(store.storeUploads(0, [png])).rejects.toThrow(RangeError);
    await expect(store.storeUploads(1.5, [png])).rejects.toThrow(RangeError);
    expect(await data.files()).toEqual([]);
  });

  it('mints signed /media URLs for a stored image and its thumbnail', async () => {
    const [stored] = await store.storeUploads(OWNER, [await pngImage()]);
    if (stored === undefined) throw new Error('nothing stored');
    const urls = await store.urlsOf(stored);
    for (const [url, key] of [
      [urls.image_url, stored.key],
      [urls.thumbnail_url, stored.thumbnailKey],
    ] as const) {
      const parsed = new URL(url, 'http://carnet.test');
      expect(parsed.pathname).toBe(`/media/${key}`);
      expect(store.verifyMediaUrl(key, parsed.searchParams.get('exp'), parsed.searchParams.get('sig'))).toBe(
        true,
      );
    }
    await store.remove([stored.key, stored.thumbnailKey]);
  });
});
