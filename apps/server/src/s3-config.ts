import { z } from 'zod';
import type { S3MediaOptions } from './media/index.ts';

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUndefined, z.string().trim().min(1).optional());

/** The `S3_*` variables of README.md; without S3_BUCKET, screenshots stay on disk under DATA_DIR/uploads. */
export const s3EnvShape = {
  // AWS bucket naming rules: what S3-compatible servers accept too.
  S3_BUCKET: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'nom de bucket invalide (3 à 63 caractères a-z, 0-9, . et -)',
      )
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    blankAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'URL http(s) attendue, par exemple https://s3.example.com' })
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(
    blankAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'true ou false attendu' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  ),
};

type S3Env = z.output<z.ZodObject<typeof s3EnvShape>>;

/** Settings that only make sense together (reported on the variable to fix). */
export function checkS3Env(values: S3Env, context: z.RefinementCtx): void {
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const setOther = others.find((name) => values[name] !== undefined);
  if (values.S3_BUCKET === undefined && setOther !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `requis quand ${setOther} est défini (sinon les captures restent dans DATA_DIR/uploads)`,
    });
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = values.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble',
    });
  }
}

/** Null without a bucket (local disk); otherwise the options of the media module's S3 backend. */
export function s3OptionsFrom(values: S3Env): S3MediaOptions | null {
  if (values.S3_BUCKET === undefined) return null;
  return {
    bucket: values.S3_BUCKET,
    ...(values.S3_ENDPOINT === undefined ? {} : { endpoint: values.S3_ENDPOINT }),
    ...(values.S3_REGION === undefined ? {} : { region: values.S3_REGION }),
    ...(values.S3_ACCESS_KEY_ID === undefined ? {} : { accessKeyId: values.S3_ACCESS_KEY_ID }),
    ...(values.S3_SECRET_ACCESS_KEY === undefined ? {} : { secretAccessKey: values.S3_SECRET_ACCESS_KEY }),
    ...(values.S3_FORCE_PATH_STYLE === undefined ? {} : { forcePathStyle: values.S3_FORCE_PATH_STYLE }),
  };
}

/**
 * The origin presigned URLs point at, for the CSP's img-src: the endpoint (path style) or the bucket's virtual
 * host on it; AWS's regional host without an endpoint.
 */
export function s3ImageOrigin(s3: S3MediaOptions): string {
  const base = new URL(s3.endpoint ?? `https://s3.${s3.region ?? 'us-east-1'}.amazonaws.com`);
  if (s3.forcePathStyle !== true) base.hostname = `${s3.bucket}.${base.hostname}`;
  return base.origin;
}
