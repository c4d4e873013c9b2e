import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { type LocalS3, startLocalS3 } from '../../../test/support/media-test-support.ts';
import { multipartFiles, storedUploads } from '../../../test/support/screenshot-test-support.ts';
import { pngImage } from '../../../test/support/test-images.ts';
import type { AppConfig } from '../../app.ts';

const BUCKET = 'carnet-screenshots';
// The SDK's notice that its 2027 releases will need Node 22 is noise in test output (ARCHITECTURE.md: Node ≥ 20.19).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

let s3: LocalS3;
const overrides: Partial<AppConfig> = {};

// Registered before useTestApp's own hook, so the app is built with the S3 settings of this running server.
beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  overrides.s3 = s3.settings;
});
const t = useTestApp(overrides);
afterAll(() => s3.close());

describe('configuration screenshots on S3 (s3rver started by the test)', () => {
  it('stores in the bucket, answers presigned URLs the CSP allows, deletes the objects', async () => {
    const user = await t.createUser('s3-alice');
    const headers = user.authHeader;
    const parent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trading-strategies/',
      headers,
      payload: { name: 'SMC' },
    });
    const configuration = await t.app.inject({
      method: 'POST',
      url: '/api/v1/strategies/',
      headers,
      payload: { name: 'Sur S3', parent_strategy: parent.json().id },
    });
    const url = `/api/v1/strategies/${configuration.json().id}`;
    const body = multipartFiles([{ data: await pngImage(80, 40) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${url}/screenshots/`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const [shot] = uploaded.json<{ id: number; image_url: string; thumbnail_url: string }[]>();
    if (shot === undefined) throw new Error('nothing uploaded');
    expect(await storedUploads(t.config.dataDir)).toEqual([]);

    expect(shot.image_url.startsWith(`${s3.settings.endpoint}/${BUCKET}/${user.id}/`)).toBe(true);
    const image = await fetch(shot.image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    await image.arrayBuffer();
    const thumbnail = await fetch(shot.thumbnail_url);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    await thumbnail.arrayBuffer();
    expect(uploaded.headers['content-security-policy']).toContain(
      `img-src 'self' data: blob: ${s3.settings.endpoint}`,
    );

    const deleted = await t.app.inject({ method: 'DELETE', url: `${url}/screenshots/${shot.id}/`, headers });
    expect(deleted.statusCode).toBe(204);
    const gone = await fetch(shot.image_url);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });
});
