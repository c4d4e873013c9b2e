import { randomUUID } from 'node:crypto';

/** The only formats ever stored; the extension and Content-Type always come from here, never from the client. */
export const IMAGE_FORMATS = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: IMAGE_FORMATS.png.contentType,
  jpg: IMAGE_FORMATS.jpeg.contentType,
  webp: IMAGE_FORMATS.webp.contentType,
};

/**
 * `<owner id>/<uuid v4>[-thumb].<ext>`. Every key that reaches a backend or the media route must match this,
 * which is what makes a path outside the owner's folder (`..`, `/`, `\`, `%2F`) impossible.
 */
const MEDIA_KEY_PATTERN =
  /^([1-9][0-9]{0,15})\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(?:-thumb)?\.(png|jpg|webp)$/;

export type MediaKeyPair = { key: string; thumbnailKey: string };

/** Fresh random keys for one upload and its WebP thumbnail, namespaced by owner. */
export function newMediaKeys(ownerId: number, format: ImageFormat): MediaKeyPair {
  if (!Number.isSafeInteger(ownerId) || ownerId <= 0) {
    throw new RangeError(`owner id must be a positive integer, got ${ownerId}`);
  }
  const base = `${ownerId}/${randomUUID()}`;
  return {
    key: `${base}.${IMAGE_FORMATS[format].extension}`,
    thumbnailKey: `${base}-thumb.${IMAGE_FORMATS.webp.extension}`,
  };
}

export type ParsedMediaKey = { ownerId: number; contentType: string };

/** Null for anything that is not a key this module produced. */
export function parseMediaKey(key: string): ParsedMediaKey | null {
  const match = MEDIA_KEY_PATTERN.exec(key);
  const owner = match?.[1];
  const contentType = CONTENT_TYPE_BY_EXTENSION[match?.[2] ?? ''];
  if (owner === undefined || contentType === undefined) return null;
  return { ownerId: Number(owner), contentType };
}

export function isMediaKey(key: string): boolean {
  return parseMediaKey(key) !== null;
}
