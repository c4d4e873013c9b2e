import { randomUUID } from 'node:crypto';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, temporaryDataDir } from '../../test/support/media-test-support.ts';
import { jpegWithGps, pngImage, webpImage } from '../../test/support/test-images.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { createMediaStore, type MediaStore, type StoredMedia } from './media-store.ts';
import { createMediaUrlSigner } from './url-signing.ts';

const NOT_FOUND = { detail: 'Introuvable.' };
const SECRET_TEXT = 'TOP SECRET — outside the uploads folder';

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let now = new Date('2026-11-20T12:00:00Z');
let store: MediaStore;
let app: FastifyInstance;
let png: StoredMedia;
let jpeg: StoredMedia;
let webp: StoredMedia;

beforeAll(async () => {
  data = await temporaryDataDir();
  store = createMediaStore({
    dataDir: data.dataDir,
    signingSecret: TEST_SIGNING_SECRET,
    maxUploadBytes: 10 * 1024 * 1024,
    now: () => now,
  });
  const stored = await store.storeUploads(7, [await pngImage(), await jpegWithGps(), await webpImage()]);
  [png, jpeg, webp] = stored as [StoredMedia, StoredMedia, StoredMedia];
  await writeFile(join(data.dataDir, 'secret.png'), SECRET_TEXT);
  app = Fastify();
  registerMediaRoutes(app, store);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await data.remove();
});

function signedFor(key: string): string {
  return createMediaUrlSigner(TEST_SIGNING_SECRET).signedPath(key, now);
}

describe('GET /media/*', () => {
  it('serves each stored image and thumbnail with its type, private caching and nosniff', async () => {
    for (const [media, type] of [
      [png, 'image/png'],
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      for (const [key, expected] of [
        [media.key, type],
        [media.thumbnailKey, 'image/webp'],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: await store.signedUrl(key) });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(expected);
        expect(response.headers['cache-control']).toBe('private, max-age=3600');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
      }
    }
    const image = await app.inject({ method: 'GET', url: (await store.urlsOf(jpeg)).image_url });
    expect(image.rawPayload.byteLength).toBe(jpeg.bytes);
  });

  it('answers 404 Introuvable. without a signature, with a tampered one, or for another key', async () => {
    const url = new URL(await store.signedUrl(png.key), 'http://carnet.test');
    const sig = url.searchParams.get('sig') ?? '';
    const exp = url.searchParams.get('exp') ?? '';
    const attempts = [
      `/media/${png.key}`,
      `/media/${png.key}?exp=${exp}`,
      `/media/${png.key}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/media/${png.key}?exp=${exp}&sig=${sig.replace(/.$/, (last) => (last === '0' ? '1' : '0'))}`,
      `/media/${jpeg.key}?exp=${exp}&sig=${sig}`,
      `/media/${png.key.replace(/^7\//, '8/')}?exp=${exp}&sig=${sig}`,
    ];
    for (const attempt of attempts) {
      const response = await app.inject({ method: 'GET', url: attempt });
      expect({ attempt, status: response.statusCode, body: response.json() }).toEqual({
        attempt,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it('answers 404 once the URL has expired', async () => {
    const url = await store.signedUrl(webp.key);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const issued = now;
    now = new Date(issued.getTime() + 3600 * 1000);
    try {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    } finally {
      now = issued;
    }
  });

  it('never leaves the uploads folder, even with a correctly signed path', async () => {
    const traversals = [
      '../secret.png',
      '7/../../secret.png',
      '7/..%2F..%2Fsecret.png',
      '7%2F..%2F..%2Fsecret.png',
      '%2e%2e/secret.png',
      '7/..\\..\\secret.png',
      `/${png.key}`,
      `7//${png.key.slice(2)}`,
      `${png.key}/`,
      `${png.key}%00.png`,
    ];
    for (const key of traversals) {
      const response = await app.inject({ method: 'GET', url: signedFor(key) });
      expect({ key, status: response.statusCode }).toEqual({ key, status: 404 });
      expect(response.body).not.toContain('TOP SECRET');
    }
  });

  it('does not follow a symbolic link planted under a valid key', async () => {
    const key = `7/${randomUUID()}.png`;
    await mkdir(join(data.uploads, '7'), { recursive: true });
    await symlink(join(data.dataDir, 'secret.png'), join(data.uploads, key));
    const response = await app.inject({ method: 'GET', url: signedFor(key) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('TOP SECRET');
  });

  it('answers 404 for a signed key whose file was removed', async () => {
    const [gone] = await store.storeUploads(7, [await pngImage()]);
    if (gone === undefined) throw new Error('nothing stored');
    const url = await store.signedUrl(gone.key);
    await store.remove([gone.key, gone.thumbnailKey]);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});
