import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real and fake images for the media tests, generated on the fly (no binary fixtures in the repo). */

export const GPS_MAKER_NOTE = 'CarnetSecretPhone';

export function pngImage(width = 64, height = 32): Promise<Buffer> {
  return solid(width, height).png().toBuffer();
}

export function webpImage(width = 64, height = 32): Promise<Buffer> {
  return solid(width, height).webp().toBuffer();
}

export function gifImage(): Promise<Buffer> {
  return solid(16, 16).gif().toBuffer();
}

/**
 * A 40 × 20 JPEG whose EXIF says "rotate 90°" and carries GPS coordinates (Paris) and a camera make that the
 * tests look for in the bytes after processing.
 */
export function jpegWithGps(): Promise<Buffer> {
  return solid(40, 20)
    .jpeg()
    .withExif({
      IFD0: { Make: GPS_MAKER_NOTE, Artist: 'Carnet test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** Starts as a PNG (signature and a valid IHDR) and goes on as HTML: file-type says PNG, no decoder agrees. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await pngImage();
  const signatureAndHeader = png.subarray(0, 8 + 25);
  return Buffer.concat([signatureAndHeader, HTML_PAGE]);
}

/** A real PNG that also carries an HTML page in a tEXt chunk: it decodes, and the HTML must not survive. */
export async function pngWithHtmlChunk(): Promise<Buffer> {
  const png = await pngImage();
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), HTML_PAGE]);
  const typeAndData = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), length, typeAndData, crc, png.subarray(afterHeader)]);
}

/** A valid small PNG whose header claims `width × height` pixels (a decompression-bomb shape). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage());
  // IHDR: length(4) type(4) width(4) height(4) …, CRC over type+data at offset 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Noise compresses badly, so this PNG really weighs about `bytes` or more. */
export function heavyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 8;
  const noise = Buffer.alloc(side * side * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } });
}
