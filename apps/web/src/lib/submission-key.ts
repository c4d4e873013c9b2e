import { useRef } from 'react';

/**
 * A fresh `Idempotency-Key` (docs/api.md#idempotency): 128 random bits in hex. `crypto.getRandomValues`, not
 * `randomUUID`, which browsers only give pages served over HTTPS or from localhost — Carnet is often reached on
 * a home network over plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of one form's submission: the same for every send of it (a double click, a retry after a lost answer)
 * until a create succeeds, so the server creates one object; then the next submission is a new request.
 */
export function useSubmissionKey(): { current: () => string; renew: () => void } {
  const key = useRef<string | null>(null);
  return {
    current: () => {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    renew: () => {
      key.current = null;
    },
  };
}
