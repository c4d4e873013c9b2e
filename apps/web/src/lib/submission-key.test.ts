import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useSubmissionKey } from './submission-key.ts';

describe('submission keys', () => {
  it('draws 128 random bits written in hex, never twice the same', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps one key for every send of a submission, and a new one after it succeeded', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const first = result.current.current();
    rerender();
    expect(result.current.current()).toBe(first);
    result.current.renew();
    expect(result.current.current()).not.toBe(first);
  });
});
