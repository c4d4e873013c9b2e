import { describe, expect, it } from 'vitest';
import {
  gifImage,
  HTML_PAGE,
  heavyPng,
  jpegWithGps,
  pngClaiming,
  pngHtmlPolyglot,
  pngImage,
  webpImage,
} from '../../test/support/test-images.ts';
import { checkImageContent, MAX_IMAGE_PIXELS } from './image-content.ts';
import { MediaUploadError } from './media-errors.ts';
import { tooLargeMessage, UNSUPPORTED_FORMAT_MESSAGE } from './media-messages.ts';
import { prepareUploads } from './prepare-uploads.ts';

const TEN_MB = 10 * 1024 * 1024;

async function refusal(
  promise: Promise<unknown>,
): Promise<{ refusal: string; body: unknown; status: number }> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof MediaUploadError))
    throw new Error(`expected a MediaUploadError, got ${String(error)}`);
  return { refusal: error.refusal, body: error.body, status: error.statusCode };
}

describe('checkImageContent', () => {
  it('recognises PNG, JPEG and WebP by their bytes', async () => {
    expect(await checkImageContent(await pngImage(), TEN_MB)).toBe('png');
    expect(await checkImageContent(await jpegWithGps(), TEN_MB)).toBe('jpeg');
    expect(await checkImageContent(await webpImage(), TEN_MB)).toBe('webp');
  });

  it.each([
    ['an HTML page (whatever its name)', async () => HTML_PAGE],
    ['a GIF', gifImage],
    ['an empty file', async () => Buffer.alloc(0)],
    ['random bytes', async () => Buffer.from('not an image at all, just text')],
  ])('refuses %s as an unsupported format, with the French message under files', async (_name, make) => {
    expect(await refusal(checkImageContent(await make(), TEN_MB))).toEqual({
      refusal: 'unsupported_format',
      status: 400,
      body: { files: [UNSUPPORTED_FORMAT_MESSAGE] },
    });
  });

  it('refuses a file over the limit with the configured size in the message', async () => {
    const image = await heavyPng(70_000);
    const limit = 64 * 1024;
    expect(image.byteLength).toBeGreaterThan(limit);
    expect(await refusal(checkImageContent(image, limit))).toEqual({
      refusal: 'too_large',
      status: 400,
      body: { files: ['Fichier trop volumineux (0,1 Mo maximum).'] },
    });
    expect(await checkImageContent(image, image.byteLength)).toBe('png');
  });

  it('refuses a small file claiming more pixels than can be decoded safely', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect((await refusal(checkImageContent(bomb, TEN_MB))).refusal).toBe('too_large');
  });
});

describe('prepareUploads (the validation phase)', () => {
  it('refuses an HTML/PNG polyglot (PNG signature and header, then HTML)', async () => {
    const polyglot = await pngHtmlPolyglot();
    expect((await refusal(prepareUploads([polyglot], TEN_MB))).body).toEqual({
      files: [UNSUPPORTED_FORMAT_MESSAGE],
    });
  });

  it('refuses a truncated PNG whose header alone looks fine: only decoding tells', async () => {
    const png = await pngImage(200, 200);
    const truncated = png.subarray(0, png.length - 40);
    expect(await checkImageContent(truncated, TEN_MB)).toBe('png');
    expect((await refusal(prepareUploads([truncated], TEN_MB))).refusal).toBe('unsupported_format');
  });

  it('refuses 21 files and no file at all, accepts 20', async () => {
    const png = await pngImage(8, 8);
    expect(
      await refusal(
        prepareUploads(
          Array.from({ length: 21 }, () => png),
          TEN_MB,
        ),
      ),
    ).toEqual({
      refusal: 'too_many_files',
      status: 400,
      body: { files: ['20 fichiers au maximum par envoi.'] },
    });
    expect((await refusal(prepareUploads([], TEN_MB))).body).toEqual({
      files: ["Aucun fichier n'a été soumis."],
    });
    expect(
      await prepareUploads(
        Array.from({ length: 20 }, () => png),
        TEN_MB,
      ),
    ).toHaveLength(20);
  });

  it('refuses the whole request when one file among good ones is bad', async () => {
    const files = [await pngImage(), HTML_PAGE, await webpImage()];
    expect((await refusal(prepareUploads(files, TEN_MB))).refusal).toBe('unsupported_format');
  });
});

describe('tooLargeMessage', () => {
  it('states the configured limit in megabytes, French style', () => {
    expect(tooLargeMessage(TEN_MB)).toBe('Fichier trop volumineux (10 Mo maximum).');
    expect(tooLargeMessage(2.5 * 1024 * 1024)).toBe('Fichier trop volumineux (2,5 Mo maximum).');
  });
});
