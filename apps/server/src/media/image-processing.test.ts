import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  GPS_MAKER_NOTE,
  jpegWithGps,
  pngImage,
  pngWithHtmlChunk,
  webpImage,
} from '../../test/support/test-images.ts';
import { processImage, THUMBNAIL_BOX } from './image-processing.ts';

describe('processImage', () => {
  it('strips EXIF and GPS data from a JPEG and applies its orientation', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain(GPS_MAKER_NOTE);
    expect(before.orientation).toBe(6);

    const processed = await processImage(original, 'jpeg');

    const after = await sharp(processed.image).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(processed.image.toString('latin1')).not.toContain(GPS_MAKER_NOTE);
    expect(processed.thumbnail.toString('latin1')).not.toContain(GPS_MAKER_NOTE);
    // 40 × 20 stored sideways: upright it is 20 wide and 40 high.
    expect({ width: processed.width, height: processed.height }).toEqual({ width: 20, height: 40 });
    expect({ width: after.width, height: after.height }).toEqual({ width: 20, height: 40 });
  });

  it('drops an HTML page hidden in a PNG text chunk', async () => {
    const polyglot = await pngWithHtmlChunk();
    expect(polyglot.toString('latin1')).toContain('<script>');
    const processed = await processImage(polyglot, 'png');
    expect(processed.image.toString('latin1')).not.toContain('<script>');
    expect(processed.image.toString('latin1')).not.toContain('tEXt');
  });

  it('keeps the format of PNG and WebP uploads', async () => {
    const png = await processImage(await pngImage(30, 10), 'png');
    const webp = await processImage(await webpImage(30, 10), 'webp');
    expect((await sharp(png.image).metadata()).format).toBe('png');
    expect((await sharp(webp.image).metadata()).format).toBe('webp');
    expect([png.width, png.height, webp.width, webp.height]).toEqual([30, 10, 30, 10]);
  });

  it('makes a WebP thumbnail at most 480 px wide, never enlarged', async () => {
    const wide = await processImage(await pngImage(1200, 300), 'png');
    const thumbnail = await sharp(wide.thumbnail).metadata();
    expect(thumbnail.format).toBe('webp');
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({
      width: THUMBNAIL_BOX.width,
      height: 120,
    });

    const small = await sharp((await processImage(await pngImage(100, 50), 'png')).thumbnail).metadata();
    expect({ width: small.width, height: small.height }).toEqual({ width: 100, height: 50 });
  });

  it('caps the height of the thumbnail of a very tall screenshot', async () => {
    const tall = await processImage(await pngImage(600, 6000), 'png');
    const thumbnail = await sharp(tall.thumbnail).metadata();
    expect(thumbnail.height).toBe(THUMBNAIL_BOX.height);
    expect(thumbnail.width).toBe(108);
  });
});
