import { describe, expect, it } from 'vitest';
import { localDateText } from './local-date.ts';
import { fromDateTimeLocal, toDateTimeLocal } from './local-date-time.ts';

describe('date-and-time inputs on the user’s clock, French, sent in UTC (docs/api.md, docs/ui.md#dates)', () => {
  it('reads a datetime-local value on the local clock and sends ISO UTC without milliseconds', () => {
    const local = new Date(2026, 10, 20, 15, 5);
    expect(fromDateTimeLocal('2026-11-20T15:05')).toBe(local.toISOString().replace('.000Z', 'Z'));
    expect(fromDateTimeLocal('2026-11-20T15:05')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    expect(fromDateTimeLocal('2026-11-20T15:05:30')).toBe(
      new Date(2026, 10, 20, 15, 5, 30).toISOString().replace('.000Z', 'Z'),
    );
  });

  it('reads the French writing, whatever the browser’s language', () => {
    const local = new Date(2026, 10, 20, 15, 5).toISOString().replace('.000Z', 'Z');
    expect(fromDateTimeLocal('20/11/2026 15:05')).toBe(local);
    expect(fromDateTimeLocal(' 20/11/2026 15h05 ')).toBe(local);
    expect(fromDateTimeLocal('11/20/2026 15:05')).toBeNull();
  });

  it('refuses what is not a real date and time', () => {
    for (const value of [
      '',
      '2026-11-20',
      'demain',
      '2026-13-45T99:99',
      '2026-02-30T10:00',
      '2026-11-20T24:00',
    ])
      expect(fromDateTimeLocal(value)).toBeNull();
  });

  it('fills the inputs with the local date and time to the minute', () => {
    const instant = new Date(2026, 0, 5, 7, 3, 59);
    expect(toDateTimeLocal(instant)).toBe('05/01/2026 07:03');
    expect(toDateTimeLocal(instant.toISOString())).toBe('05/01/2026 07:03');
    expect(localDateText(instant)).toBe('2026-01-05');
    expect(toDateTimeLocal('hier')).toBe('');
  });

  it('gives back the minute it was given', () => {
    expect(toDateTimeLocal(fromDateTimeLocal('14/07/2026 23:59') ?? '')).toBe('14/07/2026 23:59');
  });
});
