import { createHash, randomBytes } from 'node:crypto';

/** Opaque refresh tokens: 256 random bits; the database keeps only their SHA-256. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
