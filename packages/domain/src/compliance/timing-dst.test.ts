import { describe, expect, it } from 'vitest';
import { createDefaultComplianceConfig } from './defaults.ts';
import { timingClass } from './timing.ts';

// Default timings: preferred 10:00 ± 10 min Monday–Friday; secondary 08:00, 14:00, 16:00, 19:00, 22:00 ± 10.
const newYork = createDefaultComplianceConfig();
const paris = { ...createDefaultComplianceConfig(), timezone: 'Europe/Paris' };

describe('timing across DST in New York (EST −5 → EDT −4 on 2026-03-08, back on 2026-11-01)', () => {
  it('reads 10:00 on the local clock whatever the offset', () => {
    expect(timingClass('2026-03-06T15:00:00Z', newYork)).toBe('PREFERRED'); // Fri 10:00 EST
    expect(timingClass('2026-03-09T14:00:00Z', newYork)).toBe('PREFERRED'); // Mon 10:00 EDT
    expect(timingClass('2026-10-30T14:00:00Z', newYork)).toBe('PREFERRED'); // Fri 10:00 EDT
    expect(timingClass('2026-11-02T15:00:00Z', newYork)).toBe('PREFERRED'); // Mon 10:00 EST
  });

  it('does not take 14:05 UTC for 10:05 before the change', () => {
    expect(timingClass('2026-03-06T14:05:00Z', newYork)).toBe('OUTSIDE'); // Fri 09:05 EST
    expect(timingClass('2026-03-09T14:05:00Z', newYork)).toBe('PREFERRED'); // Mon 10:05 EDT
  });

  it('keeps the tolerance bounds inclusive', () => {
    expect(timingClass('2026-03-09T14:10:00Z', newYork)).toBe('PREFERRED'); // 10:10 EDT
    expect(timingClass('2026-03-09T14:11:00Z', newYork)).toBe('OUTSIDE'); // 10:11 EDT
    expect(timingClass('2026-03-09T13:50:00Z', newYork)).toBe('PREFERRED'); // 09:50 EDT
  });
});

describe('timing across DST in Europe (CET +1 → CEST +2 on 2026-03-29, back on 2026-10-25)', () => {
  it('reads the Paris clock', () => {
    expect(timingClass('2026-03-27T09:00:00Z', paris)).toBe('PREFERRED'); // Fri 10:00 CET
    expect(timingClass('2026-03-27T08:00:00Z', paris)).toBe('OUTSIDE'); // Fri 09:00 CET
    expect(timingClass('2026-03-30T08:00:00Z', paris)).toBe('PREFERRED'); // Mon 10:00 CEST
    expect(timingClass('2026-10-23T12:05:00Z', paris)).toBe('SECONDARY'); // Fri 14:05 CEST
    expect(timingClass('2026-10-26T13:05:00Z', paris)).toBe('SECONDARY'); // Mon 14:05 CET
    expect(timingClass('2026-10-26T12:05:00Z', paris)).toBe('OUTSIDE'); // Mon 13:05 CET
  });

  it('accepts an offset instead of Z and a Date', () => {
    expect(timingClass('2026-03-30T10:00:00+02:00', paris)).toBe('PREFERRED');
    expect(timingClass(new Date('2026-03-30T08:00:00Z'), paris)).toBe('PREFERRED');
  });

  it('reads a time without offset on the configuration’s own clock', () => {
    expect(timingClass('2026-03-30T10:05', paris)).toBe('PREFERRED');
    expect(timingClass('2026-03-30 10:05', newYork)).toBe('PREFERRED');
  });
});
