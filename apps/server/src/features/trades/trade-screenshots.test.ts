import type { Trade } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { multipartFiles, storedUploads } from '../../../test/support/screenshot-test-support.ts';
import { HTML_PAGE, jpegWithGps, pngImage } from '../../../test/support/test-images.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { UNSUPPORTED_FORMAT_MESSAGE } from '../../media/index.ts';

const t = useTestApp();

type Shot = Trade['screenshots'][number];

describe('/api/v1/trades/{id}/screenshots/', () => {
  it('uploads two images, serves them by signed URL, edits caption, kind and order, deletes them', async () => {
    const user = await t.createUser('gallery');
    const { api, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id));
    const base = `/api/v1/trades/${trade.id}/screenshots/`;

    const body = multipartFiles([
      { data: await pngImage(64, 32), filename: 'avant.png' },
      { data: await jpegWithGps(), filename: 'apres.jpg', type: 'image/jpeg' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { ...user.authHeader, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [png, jpeg] = uploaded.json<Shot[]>();
    expect(png).toMatchObject({ caption: '', kind: 'OTHER', order: 0 });
    expect(jpeg).toMatchObject({ caption: '', kind: 'OTHER', order: 1 });
    expect(await storedUploads(t.config.dataDir)).toHaveLength(4);

    const image = await t.app.inject({ method: 'GET', url: png?.image_url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const thumbnail = await t.app.inject({ method: 'GET', url: jpeg?.thumbnail_url ?? '' });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const tampered = (png?.image_url ?? '').replace(/sig=[0-9a-f]/, (match) =>
      match.endsWith('0') ? 'sig=1' : 'sig=0',
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const captioned = await api.ok<Shot>(200, 'PATCH', `${base}${png?.id}/`, {
      caption: ' Avant l’entrée ',
      kind: 'BEFORE',
    });
    expect(captioned).toMatchObject({ caption: 'Avant l’entrée', kind: 'BEFORE', order: 0 });
    // Moving the JPEG up swaps the neighbours (docs/rules/trades.md).
    await api.ok<Shot>(200, 'PATCH', `${base}${jpeg?.id}/`, { order: 0 });
    await api.ok<Shot>(200, 'PATCH', `${base}${png?.id}/`, { order: 1 });
    const listed = await api.ok<Shot[]>(200, 'GET', base);
    expect(listed.map((shot) => [shot.id, shot.order, shot.kind])).toEqual([
      [jpeg?.id, 0, 'OTHER'],
      [png?.id, 1, 'BEFORE'],
    ]);
    expect((await api.trade(trade.id)).screenshots).toEqual(listed);

    const configurationKind = await api.call('PATCH', `${base}${png?.id}/`, { kind: 'EXAMPLE' });
    expect(configurationKind.statusCode).toBe(400);
    expect(Object.keys(configurationKind.json())).toEqual(['kind']);

    await api.remove(`${base}${jpeg?.id}/`);
    expect((await api.call('DELETE', `${base}${jpeg?.id}/`)).statusCode).toBe(404);
    expect(await storedUploads(t.config.dataDir)).toHaveLength(2);
    expect((await api.ok<Shot[]>(200, 'GET', base)).map((shot) => shot.id)).toEqual([png?.id]);
  });

  it('refuses what is not an image, whatever its name, and stores nothing', async () => {
    const user = await t.createUser('gallery-fake');
    const { api, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id));
    const before = await storedUploads(t.config.dataDir);
    const body = multipartFiles([{ data: await pngImage() }, { data: HTML_PAGE, filename: 'capture.png' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trades/${trade.id}/screenshots/`,
      headers: { ...user.authHeader, ...body.headers },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ files: [UNSUPPORTED_FORMAT_MESSAGE] });
    expect(await storedUploads(t.config.dataDir)).toEqual(before);
    expect(await api.ok<Shot[]>(200, 'GET', `/api/v1/trades/${trade.id}/screenshots/`)).toEqual([]);
  });

  it('deleting the trade removes its files', async () => {
    const user = await t.createUser('gallery-delete');
    const { api, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(longTrade(account.id));
    const before = await storedUploads(t.config.dataDir);
    const body = multipartFiles([{ data: await pngImage() }, { data: await pngImage(20, 20) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trades/${trade.id}/screenshots/`,
      headers: { ...user.authHeader, ...body.headers },
      payload: body.payload,
    });
    const [first] = uploaded.json<Shot[]>();
    expect(await storedUploads(t.config.dataDir)).toHaveLength(before.length + 4);
    await api.remove(`/api/v1/trades/${trade.id}/`);
    expect(await storedUploads(t.config.dataDir)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: first?.image_url ?? '' })).statusCode).toBe(404);
  });
});
