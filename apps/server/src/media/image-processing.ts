import type { Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-content.ts';
import { loadSharp } from './lazy-sharp.ts';
import { unsupportedFormat } from './media-errors.ts';
import type { ImageFormat } from './media-keys.ts';

/** Thumbnails fit in this box (wide screenshots: 480 px wide; very tall ones are capped in height). */
export const THUMBNAIL_BOX = { width: 480, height: 1080 } as const;

export type ProcessedImage = {
  format: ImageFormat;
  /** Re-encoded in its own format, upright, with no EXIF/GPS/XMP/ICC/comment metadata left. */
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

/**
 * Fully decodes the upload (this is the proof it is a real image: a polyglot or a truncated file fails here
 * and is refused as an unsupported format), applies the EXIF orientation, then re-encodes it. sharp drops all
 * metadata unless asked to keep it, which is how EXIF and GPS data are stripped.
 */
export async function processImage(data: Uint8Array, format: ImageFormat): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  // failOn 'warning' refuses truncated or corrupt data instead of storing a half-grey image.
  const decoder = () =>
    sharp(data, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });
  try {
    const [full, thumbnail] = await Promise.all([
      encodeAs(decoder(), format).toBuffer({ resolveWithObject: true }),
      decoder()
        .resize({ ...THUMBNAIL_BOX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return { format, image: full.data, thumbnail, width: full.info.width, height: full.info.height };
  } catch {
    throw unsupportedFormat();
  }
}

function encodeAs(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'png':
      return pipeline.png();
    case 'jpeg':
      return pipeline.jpeg({ quality: 90 });
    case 'webp':
      return pipeline.webp({ quality: 90 });
  }
}
