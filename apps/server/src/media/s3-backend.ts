import { Readable } from 'node:stream';
import type { MediaBackend } from './media-backend.ts';
import { parseMediaKey } from './media-keys.ts';
import { signingWindowStart } from './url-signing.ts';

/** `S3_*` settings (README.md). Without credentials the SDK's default chain applies (instance role, env). */
export type S3MediaOptions = {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Needed by most S3-compatible servers (MinIO, s3rver, Garage); AWS itself prefers virtual hosts. */
  forcePathStyle?: boolean;
};

type S3Sdk = typeof import('@aws-sdk/client-s3') & typeof import('@aws-sdk/s3-request-presigner');

/** The AWS SDK weighs seconds of start-up: it is loaded only when S3 storage is configured and first used. */
async function loadS3Sdk(): Promise<S3Sdk> {
  const [client, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...client, ...presigner };
}

export function createS3Backend(options: S3MediaOptions, urlTtlSeconds: number): MediaBackend {
  const connection = loadS3Sdk().then((loaded) => ({ sdk: loaded, client: createClient(loaded, options) }));
  const Bucket = options.bucket;
  const requireKey = (key: string) => {
    if (parseMediaKey(key) === null) throw new RangeError(`not a media key: ${JSON.stringify(key)}`);
    return key;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await connection;
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await connection;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 GetObject returned no Node stream');
        return { body: object.Body, bytes: object.ContentLength ?? 0, contentType: parsed.contentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connection;
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: requireKey(key) }));
    },
    async signedUrl(key, now) {
      const { sdk, client } = await connection;
      const command = new sdk.GetObjectCommand({ Bucket, Key: requireKey(key) });
      return sdk.getSignedUrl(client, command, {
        expiresIn: urlTtlSeconds,
        signingDate: signingWindowStart(now, urlTtlSeconds),
      });
    },
    async close() {
      (await connection).client.destroy();
    },
  };
}

function createClient(sdk: S3Sdk, options: S3MediaOptions) {
  return new sdk.S3Client({
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
