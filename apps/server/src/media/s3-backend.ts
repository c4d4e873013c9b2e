import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaBackend } from './media-backend.ts';
import { parseMediaKey } from './media-keys.ts';
import { signingWindowStart } from './url-signing.ts';

/** `S3_*` settings (DESIGN §3). Without credentials the SDK's default chain applies (instance role, env). */
export type S3MediaOptions = {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Needed by most S3-compatible servers (MinIO, s3rver, Garage); AWS itself prefers virtual hosts. */
  forcePathStyle?: boolean;
};

export function createS3Backend(options: S3MediaOptions, urlTtlSeconds: number): MediaBackend {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId === undefined || options.secretAccessKey === undefined
      ? {}
      : { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }),
    // Checksums only when an operation requires them: many S3-compatible servers reject the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const requireKey = (key: string) => {
    if (parseMediaKey(key) === null) throw new RangeError(`not a media key: ${JSON.stringify(key)}`);
    return key;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: requireKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'private, max-age=3600',
        }),
      );
    },
    async open(key) {
      const parsed = parseMediaKey(key);
      if (parsed === null) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 GetObject returned no Node stream');
        return { body: object.Body, bytes: object.ContentLength ?? 0, contentType: parsed.contentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: requireKey(key) }));
    },
    async signedUrl(key, now) {
      const command = new GetObjectCommand({ Bucket, Key: requireKey(key) });
      return getSignedUrl(client, command, {
        expiresIn: urlTtlSeconds,
        signingDate: signingWindowStart(now, urlTtlSeconds),
      });
    },
    async close() {
      client.destroy();
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  return '$metadata' in error && hasStatus(error.$metadata, 404);
}

function hasStatus(metadata: unknown, status: number): boolean {
  return typeof metadata === 'object' && metadata !== null && 'httpStatusCode' in metadata
    ? metadata.httpStatusCode === status
    : false;
}
