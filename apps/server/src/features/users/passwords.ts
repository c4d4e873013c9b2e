import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a corrupt hash never authenticates
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so an unknown username costs the same time as a wrong password
 * (docs/security.md: no user enumeration by timing).
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/** A readable random password for generated accounts (admin, demo): 20 url-safe characters. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
