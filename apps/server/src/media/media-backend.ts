import type { Readable } from 'node:stream';

/** A stored object opened for reading; its Content-Type always derives from the key's extension. */
export type MediaObject = { body: Readable; bytes: number; contentType: string };

/**
 * Where media bytes live. Keys are always produced by `newMediaKeys` (checked by each backend), never taken
 * from a request as a path.
 */
export type MediaBackend = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when the key does not exist (or is not a media key). */
  open(key: string): Promise<MediaObject | null>;
  /** Idempotent: deleting a missing key succeeds. */
  delete(key: string): Promise<void>;
  /** A URL a browser can load without the bearer token, valid for the store's lifetime from `now`. */
  signedUrl(key: string, now: Date): Promise<string>;
  close(): Promise<void>;
};

/** Reads a whole object (tests, exports); the route streams instead. */
export async function readMediaObject(object: MediaObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
