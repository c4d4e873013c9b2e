import { loadSharp } from './lazy-sharp.ts';
import { fileTooLarge, unsupportedFormat } from './media-errors.ts';
import type { ImageFormat } from './media-keys.ts';

/**
 * Decoding cost grows with pixels, not bytes: a 200 KB PNG can claim 30,000 × 30,000 pixels. 40 megapixels
 * covers an 8K screen or three 4K screens side by side (~25 MP) and keeps one decode under ~160 MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const FORMAT_BY_MIME: Record<string, ImageFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * Decides what an uploaded buffer really is, from its bytes only (the name and the client's Content-Type are
 * never trusted): PNG, JPEG or WebP by magic bytes, confirmed by sharp reading the same format's header.
 * The full decode happens in `processImage`, before anything is stored.
 */
export async function checkImageContent(data: Uint8Array, maxUploadBytes: number): Promise<ImageFormat> {
  if (data.byteLength === 0) throw unsupportedFormat();
  if (data.byteLength > maxUploadBytes) throw fileTooLarge(maxUploadBytes);
  // Imported on the first upload, like sharp: nothing at start needs it.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const format = FORMAT_BY_MIME[detected?.mime ?? ''];
  if (format === undefined) throw unsupportedFormat();
  const header = await readHeader(data);
  if (header === null || header.format !== format) throw unsupportedFormat();
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw fileTooLarge(maxUploadBytes);
  return format;
}

type ImageHeader = { format: string; width: number; height: number };

async function readHeader(data: Uint8Array): Promise<ImageHeader | null> {
  const sharp = await loadSharp();
  try {
    const { format, width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    return { format, width, height };
  } catch {
    return null;
  }
}
