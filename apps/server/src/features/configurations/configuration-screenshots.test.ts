import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import {
  multipartFiles,
  storedUploads,
  type UploadPart,
} from '../../../test/support/screenshot-test-support.ts';
import {
  GPS_MAKER_NOTE,
  HTML_PAGE,
  heavyPng,
  jpegWithGps,
  pngHtmlPolyglot,
  pngImage,
  webpImage,
} from '../../../test/support/test-images.ts';
import { TOO_MANY_FILES_MESSAGE, tooLargeMessage, UNSUPPORTED_FORMAT_MESSAGE } from '../../media/index.ts';

const MAX_UPLOAD_BYTES = 256 * 1024;
const t = useTestApp({ maxUploadBytes: MAX_UPLOAD_BYTES });

type Screenshot = {
  id: number;
  image_url: string;
  thumbnail_url: string;
  caption: string;
  kind: string;
  order: number;
};

async function configurationOf(user: TestUser): Promise<string> {
  const parent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trading-strategies/',
    headers: user.authHeader,
    payload: { name: 'SMC' },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/strategies/',
    headers: user.authHeader,
    payload: { name: 'Avec captures', parent_strategy: parent.json().id },
  });
  return `/api/v1/strategies/${created.json().id}`;
}

function upload(user: TestUser, configurationUrl: string, parts: readonly UploadPart[]) {
  const { payload, headers } = multipartFiles(parts);
  return t.app.inject({
    method: 'POST',
    url: `${configurationUrl}/screenshots/`,
    headers: { ...user.authHeader, ...headers },
    payload,
  });
}

function call(user: TestUser, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user.authHeader,
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('/api/v1/strategies/{id}/screenshots/', () => {
  it('uploads PNG, JPEG and WebP at once, in order, with signed URLs that /media serves stripped of metadata', async () => {
    const user = await t.createUser('shot-alice');
    const url = await configurationOf(user);
    const response = await upload(user, url, [
      { data: await pngImage(120, 60) },
      { data: await jpegWithGps(), filename: 'photo.jpg', type: 'image/jpeg' },
      { data: await webpImage(), filename: 'x.webp', type: 'image/webp' },
    ]);
    expect(response.statusCode).toBe(201);
    const created = response.json<Screenshot[]>();
    expect(created.map(({ caption, kind, order }) => ({ caption, kind, order }))).toEqual([
      { caption: '', kind: 'OTHER', order: 0 },
      { caption: '', kind: 'OTHER', order: 1 },
      { caption: '', kind: 'OTHER', order: 2 },
    ]);
    expect(await storedUploads(t.config.dataDir)).toHaveLength(6);

    const [png, jpeg] = created as [Screenshot, Screenshot, Screenshot];
    expect(png.image_url).toMatch(
      new RegExp(`^/media/${user.id}/[0-9a-f-]{36}\\.png\\?exp=\\d+&sig=[0-9a-f]+$`),
    );
    const image = await t.app.inject({ method: 'GET', url: png.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 120, height: 60 });
    const thumbnail = await t.app.inject({ method: 'GET', url: png.thumbnail_url });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const photo = await t.app.inject({ method: 'GET', url: jpeg.image_url });
    expect(photo.rawPayload.toString('latin1')).not.toContain(GPS_MAKER_NOTE);
    const unsigned = await t.app.inject({ method: 'GET', url: png.image_url.replace(/\?.*$/, '') });
    expect(unsigned.statusCode).toBe(404);

    const more = await upload(user, url, [{ data: await pngImage() }]);
    expect(more.json<Screenshot[]>()[0]?.order).toBe(3);
    const list = await call(user, 'GET', `${url}/screenshots/`);
    expect(list.json<Screenshot[]>().map((shot) => shot.id)).toEqual([
      ...created.map((shot) => shot.id),
      more.json()[0].id,
    ]);
    const configuration = await call(user, 'GET', `${url}/`);
    expect(configuration.json().screenshots).toEqual(list.json());
  });

  it('edits caption, kind and order; swapping two neighbours is two PATCHes of their order', async () => {
    const user = await t.createUser('shot-bruno');
    const url = await configurationOf(user);
    const [first, second] = (
      await upload(user, url, [{ data: await pngImage() }, { data: await pngImage() }])
    ).json<Screenshot[]>() as [Screenshot, Screenshot];

    const edited = await call(user, 'PATCH', `${url}/screenshots/${first.id}/`, {
      caption: '  Zone H4 ',
      kind: 'HTF',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: first.id, caption: 'Zone H4', kind: 'HTF', order: 0 });

    await call(user, 'PATCH', `${url}/screenshots/${first.id}/`, { order: 1 });
    await call(user, 'PATCH', `${url}/screenshots/${second.id}/`, { order: 0 });
    const list = (await call(user, 'GET', `${url}/screenshots/`)).json<Screenshot[]>();
    expect(list.map((shot) => [shot.id, shot.order])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);

    const badKind = await call(user, 'PATCH', `${url}/screenshots/${first.id}/`, {
      kind: 'BEFORE',
      order: -1,
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toEqual({ kind: [expect.any(String)], order: [expect.any(String)] });
    const longCaption = await call(user, 'PATCH', `${url}/screenshots/${first.id}/`, {
      caption: 'x'.repeat(301),
    });
    expect(longCaption.json()).toEqual({ caption: ['300 caractères au maximum.'] });
  });

  it('deletes a screenshot with its files, and every file when the configuration goes', async () => {
    const user = await t.createUser('shot-chloe');
    const url = await configurationOf(user);
    const before = await storedUploads(t.config.dataDir);
    const [first] = (await upload(user, url, [{ data: await pngImage() }, { data: await webpImage() }])).json<
      Screenshot[]
    >();
    if (first === undefined) throw new Error('nothing uploaded');
    expect(await storedUploads(t.config.dataDir)).toHaveLength(before.length + 4);

    const deleted = await call(user, 'DELETE', `${url}/screenshots/${first.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(await storedUploads(t.config.dataDir)).toHaveLength(before.length + 2);
    expect((await t.app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `${url}/screenshots/${first.id}/`)).statusCode).toBe(404);

    expect((await call(user, 'DELETE', `${url}/`)).statusCode).toBe(204);
    expect(await storedUploads(t.config.dataDir)).toEqual(before);
  });

  it('refuses a disguised file, an oversized image and a 21st file, and stores nothing of the request', async () => {
    const user = await t.createUser('shot-denis');
    const url = await configurationOf(user);
    const good = await pngImage();
    const before = await storedUploads(t.config.dataDir);
    const refusals: [UploadPart[], string][] = [
      [
        [{ data: good }, { data: HTML_PAGE, filename: 'capture.png', type: 'image/png' }],
        UNSUPPORTED_FORMAT_MESSAGE,
      ],
      [[{ data: await pngHtmlPolyglot(), filename: 'poly.png' }], UNSUPPORTED_FORMAT_MESSAGE],
      [
        [{ data: good }, { data: await heavyPng(MAX_UPLOAD_BYTES + 1024) }],
        tooLargeMessage(MAX_UPLOAD_BYTES),
      ],
      [Array.from({ length: 21 }, () => ({ data: good })), TOO_MANY_FILES_MESSAGE],
    ];
    for (const [parts, message] of refusals) {
      const response = await upload(user, url, parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ files: [message] });
    }
    expect(tooLargeMessage(MAX_UPLOAD_BYTES)).toBe('Fichier trop volumineux (0,3 Mo maximum).');
    const empty = await upload(user, url, []);
    expect(empty.json()).toEqual({ files: ["Aucun fichier n'a été soumis."] });
    const json = await t.app.inject({
      method: 'POST',
      url: `${url}/screenshots/`,
      headers: user.authHeader,
      payload: {},
    });
    expect(json.statusCode).toBe(415);

    expect(await storedUploads(t.config.dataDir)).toEqual(before);
    expect((await call(user, 'GET', `${url}/screenshots/`)).json()).toEqual([]);
    const twenty = await upload(
      user,
      url,
      Array.from({ length: 20 }, () => ({ data: good })),
    );
    expect(twenty.statusCode).toBe(201);
    expect(twenty.json()).toHaveLength(20);
  });

  it('answers 404 to another user on every screenshot endpoint, and stores nothing for them', async () => {
    const owner = await t.createUser('shot-owner');
    const intruder = await t.createUser('shot-intruder');
    const url = await configurationOf(owner);
    const [shot] = (await upload(owner, url, [{ data: await pngImage() }])).json<Screenshot[]>();
    if (shot === undefined) throw new Error('nothing uploaded');
    const before = await storedUploads(t.config.dataDir);

    for (const response of [
      await call(intruder, 'GET', `${url}/screenshots/`),
      await upload(intruder, url, [{ data: await pngImage() }]),
      await call(intruder, 'PATCH', `${url}/screenshots/${shot.id}/`, { caption: 'à moi' }),
      await call(intruder, 'DELETE', `${url}/screenshots/${shot.id}/`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Introuvable.' });
    }
    // A screenshot id reached through another configuration, even the intruder's own, names nothing.
    const theirs = await configurationOf(intruder);
    expect(
      (await call(intruder, 'PATCH', `${theirs}/screenshots/${shot.id}/`, { caption: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(intruder, 'DELETE', `${theirs}/screenshots/${shot.id}/`)).statusCode).toBe(404);

    expect(await storedUploads(t.config.dataDir)).toEqual(before);
    expect((await call(owner, 'GET', `${url}/screenshots/`)).json()).toMatchObject([
      { id: shot.id, caption: '' },
    ]);
  });
});
