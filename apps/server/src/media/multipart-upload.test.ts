import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, temporaryDataDir } from '../../test/support/media-test-support.ts';
import { HTML_PAGE, heavyPng, pngImage, webpImage } from '../../test/support/test-images.ts';
import { HttpError } from '../http/errors.ts';
import { UNREADABLE_MULTIPART_MESSAGE } from './media-messages.ts';
import { createMediaStore } from './media-store.ts';
import { readUploadedFiles } from './multipart-upload.ts';

const MAX_BYTES = 256 * 1024;
const BOUNDARY = '----carnet-test-boundary';

type Part = { field: string; filename: string; type: string; data: Buffer };

function multipartBody(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.type}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const asPng = (data: Buffer, filename = 'capture.png'): Part => ({
  field: 'files',
  filename,
  type: 'image/png',
  data,
});

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let app: FastifyInstance;

beforeAll(async () => {
  data = await temporaryDataDir();
  const store = createMediaStore({
    dataDir: data.dataDir,
    signingSecret: TEST_SIGNING_SECRET,
    maxUploadBytes: MAX_BYTES,
  });
  app = Fastify();
  await app.register(multipart);
  // What the app's single error handler does with an HttpError.
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError ? reply.code(error.statusCode).send(error.body) : reply.code(500).send(error),
  );
  app.post('/upload', async (request, reply) => {
    const files = await readUploadedFiles(request, MAX_BYTES);
    return reply.code(201).send(await store.storeUploads(3, files));
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await data.remove();
});

describe('readUploadedFiles + storeUploads through a real multipart request', () => {
  it('stores several files sent in the repeated field files, ignoring other fields', async () => {
    const body = multipartBody([
      asPng(await pngImage()),
      { field: 'files', filename: 'b.webp', type: 'image/webp', data: await webpImage() },
      { field: 'other', filename: 'x.png', type: 'image/png', data: await pngImage() },
    ]);
    const response = await app.inject({ method: 'POST', url: '/upload', ...body });
    expect(response.statusCode).toBe(201);
    expect(response.json().map((media: { contentType: string }) => media.contentType)).toEqual([
      'image/png',
      'image/webp',
    ]);
    expect(await data.files()).toHaveLength(4);
  });

  it.each([
    [
      'an HTML page named .png',
      async () => [asPng(HTML_PAGE, 'evil.png')],
      'Format non pris en charge : seuls PNG, JPEG et WebP sont acceptés.',
    ],
    [
      'a file over MAX_UPLOAD_MB',
      async () => [asPng(await heavyPng(MAX_BYTES + 1024))],
      'Fichier trop volumineux (0,3 Mo maximum).',
    ],
    [
      '21 files',
      async () => Array.from({ length: 21 }, () => asPng(Buffer.from('x'))),
      '20 fichiers au maximum par envoi.',
    ],
    ['no file', async () => [], "Aucun fichier n'a été soumis."],
  ])('refuses %s with a 400 on files and stores nothing', async (_name, makeParts, message) => {
    const before = await data.files();
    const body = multipartBody(await makeParts());
    const response = await app.inject({ method: 'POST', url: '/upload', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ files: [message] });
    expect(await data.files()).toEqual(before);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', multipartBody([asPng(Buffer.from('x'))]).payload],
    [
      'cut before its closing boundary',
      `multipart/form-data; boundary=${BOUNDARY}`,
      multipartBody([asPng(Buffer.from('x'))]).payload.subarray(0, -`--${BOUNDARY}--\r\n`.length - 2),
    ],
    ['that is not multipart at all', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('bonjour')],
  ])('refuses a body %s with a French 400 on files', async (_name, contentType, payload) => {
    const before = await data.files();
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ files: [UNREADABLE_MULTIPART_MESSAGE] });
    expect(await data.files()).toEqual(before);
  });

  it('answers 415 to a request that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { files: [] } });
    expect(response.statusCode).toBe(415);
  });
});
