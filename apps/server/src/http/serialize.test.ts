import { describe, expect, it } from 'vitest';
import { isoDateTime, isoDateTimeOrNull } from './serialize.ts';

describe('isoDateTime (docs/api.md)', () => {
  it('writes UTC to the second, whatever the milliseconds', () => {
    expect(isoDateTime(new Date('2026-11-20T14:05:00.000Z'))).toBe('2026-11-20T14:05:00Z');
    expect(isoDateTime(new Date('2026-11-20T14:05:59.999Z'))).toBe('2026-11-20T14:05:59Z');
    expect(isoDateTime(new Date('2026-03-29T03:30:00+02:00'))).toBe('2026-03-29T01:30:00Z');
  });

  it('keeps a missing date null', () => {
    expect(isoDateTimeOrNull(null)).toBeNull();
  });
});
