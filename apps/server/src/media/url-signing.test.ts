import { describe, expect, it } from 'vitest';
import { createMediaUrlSigner, signingWindowStart } from './url-signing.ts';

const KEY = '7/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const SECRET = 'a-test-secret-of-enough-length';
const NOON = new Date('2026-11-20T12:02:30Z');

function parts(path: string) {
  const url = new URL(path, 'http://carnet.test');
  return {
    key: url.pathname.replace(/^\/media\//, ''),
    exp: url.searchParams.get('exp') ?? '',
    sig: url.searchParams.get('sig') ?? '',
  };
}

describe('media URL signing', () => {
  const signer = createMediaUrlSigner(SECRET, 3600);
  const signed = parts(signer.signedPath(KEY, NOON));

  it('signs /media/<key> with an expiry about an hour ahead', () => {
    expect(signed.key).toBe(KEY);
    const lifetime = Number(signed.exp) - NOON.getTime() / 1000;
    expect(lifetime).toBeGreaterThan(3600 - 300);
    expect(lifetime).toBeLessThanOrEqual(3600);
    expect(signed.sig).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.verifyMediaUrl(signed.key, signed.exp, signed.sig, NOON)).toBe(true);
  });

  it('gives the same URL within a five-minute window, so browsers can cache it', () => {
    expect(signer.signedPath(KEY, new Date('2026-11-20T12:04:59Z'))).toBe(signer.signedPath(KEY, NOON));
    expect(signer.signedPath(KEY, new Date('2026-11-20T12:05:00Z'))).not.toBe(signer.signedPath(KEY, NOON));
    expect(signingWindowStart(NOON, 3600).toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });

  it('refuses an expired URL, to the second', () => {
    const expiry = new Date(Number(signed.exp) * 1000);
    expect(signer.verifyMediaUrl(signed.key, signed.exp, signed.sig, new Date(expiry.getTime() - 1000))).toBe(
      true,
    );
    expect(signer.verifyMediaUrl(signed.key, signed.exp, signed.sig, expiry)).toBe(false);
  });

  it('refuses any tampering with the key, the expiry or the signature', () => {
    const otherKey = KEY.replace(/^7\//, '8/');
    const later = String(Number(signed.exp) + 86_400);
    const flipped = (signed.sig.startsWith('0') ? '1' : '0') + signed.sig.slice(1);
    expect(signer.verifyMediaUrl(otherKey, signed.exp, signed.sig, NOON)).toBe(false);
    expect(signer.verifyMediaUrl(signed.key, later, signed.sig, NOON)).toBe(false);
    expect(signer.verifyMediaUrl(signed.key, signed.exp, flipped, NOON)).toBe(false);
    expect(signer.verifyMediaUrl(signed.key, signed.exp, signed.sig.toUpperCase(), NOON)).toBe(false);
    expect(signer.verifyMediaUrl(signed.key, signed.exp, signed.sig.slice(2), NOON)).toBe(false);
    expect(signer.verifyMediaUrl(signed.key, `${signed.exp}.0`, signed.sig, NOON)).toBe(false);
  });

  it('refuses missing or repeated query values', () => {
    expect(signer.verifyMediaUrl(signed.key, undefined, signed.sig, NOON)).toBe(false);
    expect(signer.verifyMediaUrl(signed.key, signed.exp, undefined, NOON)).toBe(false);
    expect(signer.verifyMediaUrl(signed.key, [signed.exp, signed.exp], signed.sig, NOON)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    const other = createMediaUrlSigner('another-secret-of-enough-length', 3600);
    const forged = parts(other.signedPath(KEY, NOON));
    expect(signer.verifyMediaUrl(forged.key, forged.exp, forged.sig, NOON)).toBe(false);
  });

  it('refuses to sign with a short secret or a nonsensical lifetime', () => {
    expect(() => createMediaUrlSigner('short')).toThrow(RangeError);
    expect(() => createMediaUrlSigner(SECRET, 0)).toThrow(RangeError);
  });
});
