import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens, VERIFIED_TOKENS_LIMIT } from './access-tokens.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const claims = { userId: 42, sessionFamily: 'famille-1' };

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks the signature of a token once, then answers its later calls from memory', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign(claims);
    const signatureChecks = vi.spyOn(globalThis.crypto.subtle, 'verify');
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('remembers at most its limit of tokens, forgetting the oldest first', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const signed = await Promise.all(
      Array.from({ length: VERIFIED_TOKENS_LIMIT + 1 }, (_, index) =>
        tokens.sign({ userId: index + 1, sessionFamily: 'famille' }),
      ),
    );
    for (const token of signed) await tokens.verify(token);
    const signatureChecks = vi.spyOn(globalThis.crypto.subtle, 'verify');
    expect(await tokens.verify(signed.at(-1) ?? '')).toEqual({
      userId: signed.length,
      sessionFamily: 'famille',
    });
    expect(signatureChecks).not.toHaveBeenCalled();
    expect(await tokens.verify(signed[0] ?? '')).toEqual({ userId: 1, sessionFamily: 'famille' });
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('verifies a token again from memory until the second it expires, then refuses it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00.000Z'), toFake: ['Date'] });
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-20T10:00:59.999Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-20T10:01:00.000Z'));
    expect(await tokens.verify(token)).toBeNull();
    vi.setSystemTime(new Date('2026-11-20T10:00:30.000Z'));
    // Forgotten once refused: an earlier clock does not bring it back from memory, only a full check would.
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('never answers a tampered copy of a remembered token from memory', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature = ''] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...forged, sub: '43' })).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });

  it('refuses a token of another key even when its own key remembers one', async () => {
    const ours = createAccessTokens(SECRET, 60);
    const theirs = createAccessTokens(`${SECRET}-other`, 60);
    const token = await theirs.sign(claims);
    expect(await theirs.verify(token)).toEqual(claims);
    expect(await ours.verify(token)).toBeNull();
  });
});
