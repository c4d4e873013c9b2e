import { createHmac, timingSafeEqual } from 'node:crypto';

/** Default lifetime of an `image_url` / `thumbnail_url` (docs/security.md#media-urls: one hour). */
export const MEDIA_URL_TTL_SECONDS = 3600;

/**
 * Expiries are aligned on 5-minute steps so that the same image gets the same URL for five minutes: a list
 * refetched by the client then hits the browser cache instead of downloading every screenshot again. A URL
 * therefore lives between `ttl - 5 min` and `ttl`.
 */
const EXPIRY_STEP_SECONDS = 300;

/** Start of the signing window: `now` rounded down to the step (also used as the S3 signing date). */
export function signingWindowStart(now: Date, ttlSeconds: number): Date {
  const step = ttlSeconds > EXPIRY_STEP_SECONDS ? EXPIRY_STEP_SECONDS : 1;
  const seconds = Math.floor(now.getTime() / 1000);
  return new Date((seconds - (seconds % step)) * 1000);
}

export type MediaUrlSigner = {
  /** `/media/<key>?exp=<unix seconds>&sig=<hex>` */
  signedPath(key: string, now: Date): string;
  /** True only for an intact, unexpired signature of this key; the comparison runs in constant time. */
  verifyMediaUrl(key: string, exp: unknown, sig: unknown, now: Date): boolean;
};

const EXP_PATTERN = /^[0-9]{1,12}$/;
const SIG_PATTERN = /^[0-9a-f]{64}$/;

/**
 * HMAC-SHA256 over (key, expiry). The HMAC key is derived from the server secret with a fixed label, so a
 * media signature can never be confused with another use of the same secret (such as JWTs).
 */
export function createMediaUrlSigner(secret: string, ttlSeconds = MEDIA_URL_TTL_SECONDS): MediaUrlSigner {
  if (secret.length < 16) throw new RangeError('media signing secret must have at least 16 characters');
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`media URL lifetime must be a positive integer, got ${ttlSeconds}`);
  }
  const signingKey = createHmac('sha256', secret).update('carnet/media-url/v1').digest();
  const signature = (key: string, exp: string) =>
    createHmac('sha256', signingKey).update(`${key}\n${exp}`).digest();

  return {
    signedPath(key, now) {
      const exp = String(signingWindowStart(now, ttlSeconds).getTime() / 1000 + ttlSeconds);
      return `/media/${key}?exp=${exp}&sig=${signature(key, exp).toString('hex')}`;
    },
    verifyMediaUrl(key, exp, sig, now) {
      if (typeof exp !== 'string' || typeof sig !== 'string') return false;
      if (!EXP_PATTERN.test(exp) || !SIG_PATTERN.test(sig)) return false;
      if (Number(exp) * 1000 <= now.getTime()) return false;
      return timingSafeEqual(Buffer.from(sig, 'hex'), signature(key, exp));
    },
  };
}
